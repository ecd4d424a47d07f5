import { splitByKeyword } from '../model/help-highlight';

/** A text with the keyword's matches in <mark>: React text nodes only, so nothing is parsed as HTML. */
export function HighlightedText({
  text,
  keyword,
  className = 'help-mark',
}: {
  text: string;
  keyword: string;
  /** The class of the marks (their colour comes from the page's styles). */
  className?: string;
}) {
  return (
    <>
      {splitByKeyword(text, keyword).map((part, index) =>
        part.match ? (
          <mark key={index} className={className}>
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
