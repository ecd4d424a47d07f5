/** One piece of a text cut at the matches of a keyword. */
export interface TextPart {
  text: string;
  match: boolean;
}

/**
 * Cuts `text` at every case-insensitive occurrence of `keyword`, for highlighting search matches
 * as text (never as HTML built from the query). An empty keyword gives the text whole.
 */
export function splitByKeyword(text: string, keyword: string): TextPart[] {
  const needle = keyword.trim().toLowerCase();
  if (!needle) return text ? [{ text, match: false }] : [];
  const haystack = text.toLowerCase();
  const parts: TextPart[] = [];
  let from = 0;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, from)) {
    if (at > from) parts.push({ text: text.slice(from, at), match: false });
    parts.push({ text: text.slice(at, at + needle.length), match: true });
    from = at + needle.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), match: false });
  return parts;
}
