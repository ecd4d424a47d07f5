import DOMPurify from 'dompurify';
import { currentTargetPolicy, resolveAllowedTarget, type TargetPolicy } from '@/page-kit/allowed-targets';

/**
 * The one sanitiser. Server strings are text and never come here (React renders them as text);
 * only what the server sends *as* HTML (articles, rules, agreements, a dialog's `contentHtml`)
 * and the app's own highlight markup pass through here, via <SafeHtml>. Scripts, event handlers,
 * javascript: URLs and embedded documents are dropped by DOMPurify; on top of that:
 *
 * - Links (`href`) keep only http(s), mailto: and tel:. An http(s) link goes through the redirect
 *   allow-list (page-kit/redirecting-page/allowed-targets.ts): an app path stays in the app, an
 *   allow-listed origin opens in a new context with no opener and no Referer, anything else loses
 *   its href and stays as plain text. So a phishing link in server HTML is never clickable.
 * - Resources that load by themselves (`src`, `poster`, `background`, CSS `url()`) come only from
 *   this origin, `data:image/…` or `blob:`. Decision: no remote images, not even from allow-listed
 *   origins. A link is followed only when the investor taps it; an image is fetched the moment the
 *   text is shown, telling its origin who read what and when (a tracking pixel). The allow-list
 *   says where the user may go, not who may watch; the CSP's img-src ('self' data: blob:) says the
 *   same, so sanitiser and CSP agree and no broken-image icon appears. Images the server wants to
 *   show belong on the file-preview path (same origin). `srcset` is dropped (one list, many URLs).
 * - Server HTML never places itself: no inline `style` at all, no `class` but the app's highlight,
 *   no `<dialog>` (open, it is positioned by the browser) and no popover. Decision: all inline
 *   styles go, not only positioning ones. A deny-list of properties (position, inset, z-index,
 *   transform, negative margins, vw/vh sizes, …) is one forgotten property away from a fake
 *   "系统维护中" screen over the whole app; the production CSP (style-src 'self') already blocks
 *   every inline style, so no page can rely on one; and a class would reach the app's own rules
 *   (antd-mobile's `adm-mask` is a full-screen overlay). This must hold without the CSP header:
 *   a proxy or an app webview may drop it. The wrapper contains its content too (safe-html.css).
 */
const CONFIG = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    'style',
    'form',
    'input',
    'textarea',
    'select',
    'button',
    'iframe',
    'object',
    'embed',
    'dialog',
  ],
  FORBID_ATTR: ['style', 'popover', 'popovertarget', 'popovertargetaction'],
};

const RESOURCE_ATTRIBUTES = ['src', 'poster', 'background'];
/** The class of the app's own highlight markup (highlightMarkup below). */
export const HIGHLIGHT_CLASS = 'safe-html-highlight';
/** The only class server HTML may carry: the one the app's own highlight markup uses. */
const KEPT_CLASSES: ReadonlySet<string> = new Set([HIGHLIGHT_CLASS]);
const PHONE_OR_MAIL = /^(mailto|tel):/i;

let policy: TargetPolicy | undefined;

function isLocalResource(value: string, selfOrigin: string): boolean {
  const trimmed = value.trim();
  if (/^data:image\//i.test(trimmed) || /^blob:/i.test(trimmed)) return true;
  try {
    const url = new URL(trimmed, `${selfOrigin}/`);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === selfOrigin;
  } catch {
    return false;
  }
}

function checkLink(element: Element, active: TargetPolicy) {
  const href = element.getAttribute('href');
  if (href === null) return;
  element.removeAttribute('target');
  const trimmed = href.trim();
  if (PHONE_OR_MAIL.test(trimmed) || trimmed.startsWith('#')) return;
  const target = resolveAllowedTarget(trimmed, active);
  if (target.kind === 'app') {
    const base = active.base.endsWith('/') ? active.base : `${active.base}/`;
    element.setAttribute('href', `${base}${target.path.slice(1)}`);
  } else if (target.kind === 'external') {
    element.setAttribute('href', target.url);
    element.setAttribute('target', '_blank');
    element.setAttribute('rel', 'noopener noreferrer');
  } else {
    element.removeAttribute('href');
  }
}

DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (!policy || !(node instanceof Element)) return;
  checkLink(node, policy);
  for (const name of RESOURCE_ATTRIBUTES) {
    const value = node.getAttribute(name);
    if (value !== null && !isLocalResource(value, policy.selfOrigin)) node.removeAttribute(name);
  }
  node.removeAttribute('srcset');
  keepOwnClasses(node);
});

function keepOwnClasses(element: Element) {
  const kept = Array.from(element.classList).filter((name) => KEPT_CLASSES.has(name));
  if (kept.length) element.setAttribute('class', kept.join(' '));
  else element.removeAttribute('class');
}

/** `targets` is the link and resource policy; the running app's own by default (tests pass one). */
export function sanitizeHtml(html: string | null | undefined, targets?: TargetPolicy): string {
  if (!html) return '';
  policy = targets ?? currentTargetPolicy();
  try {
    return DOMPurify.sanitize(html, CONFIG);
  } finally {
    policy = undefined;
  }
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
