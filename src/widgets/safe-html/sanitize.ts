import DOMPurify from 'dompurify';

/**
 * The one sanitiser: every string that is rendered as markup (dialog content, title-bar right
 * text, highlighted search matches) passes through here, via <SafeHtml>. Server text is treated
 * as untrusted; scripts, event handlers, javascript: URLs and embedded documents are dropped.
 */
const CONFIG = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'textarea', 'select', 'button', 'iframe', 'object', 'embed'],
};

export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return DOMPurify.sanitize(html, CONFIG);
}

/** The text a reader sees, with all markup removed (e.g. a highlighted name back to plain text). */
export function stripMarkup(html: string | null | undefined): string {
  const clean = sanitizeHtml(html);
  if (!clean) return '';
  // DOMParser builds an inert document: nothing in it loads or runs.
  return new DOMParser().parseFromString(clean, 'text/html').body.textContent ?? '';
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ENTITIES[ch] ?? ch);
}

export const HIGHLIGHT_CLASS = 'safe-html-highlight';

/**
 * Markup for `text` with every case-insensitive occurrence of `keyword` wrapped in a highlight
 * span. Both strings are escaped piece by piece, so typed text can never become markup.
 */
export function highlightMarkup(text: string, keyword: string): string {
  const needle = keyword.trim();
  if (!needle) return escapeHtml(text);
  const lowerText = text.toLowerCase();
  const lowerNeedle = needle.toLowerCase();
  let out = '';
  let from = 0;
  for (let at = lowerText.indexOf(lowerNeedle); at !== -1; at = lowerText.indexOf(lowerNeedle, from)) {
    out += escapeHtml(text.slice(from, at));
    out += `<span class="${HIGHLIGHT_CLASS}">${escapeHtml(text.slice(at, at + needle.length))}</span>`;
    from = at + needle.length;
  }
  return out + escapeHtml(text.slice(from));
}
