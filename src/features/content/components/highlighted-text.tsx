import { splitByKeyword } from '../model/help-highlight';

/** A text with the keyword's matches in <mark>: React text nodes only, so nothing is parsed as HTML. */
export function HighlightedText({ text, keyword }: { text: string; keyword: string }) {
  return (
    <>
      {splitByKeyword(text, keyword).map((part, index) =>
        part.match ? (
          <mark key={index} className="help-mark">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
