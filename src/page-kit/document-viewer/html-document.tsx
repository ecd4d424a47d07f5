import { useCallback, useState } from 'react';
import { LazySafeHtml } from '@/page-kit/lazy-safe-html';
import { useReadingProgress, type ReadingProgress } from './reading-progress';
import { END_MARKER, useVisiblePages } from './use-visible-pages';

/**
 * Server HTML (agreements, rules) as one page: through the one sanitiser, never innerHTML here.
 * Progress counts it as page 1 of 1; the end is reached when its last line has been on screen.
 */
export function HtmlDocument({
  html,
  onProgress,
}: {
  html: string;
  onProgress?: (progress: ReadingProgress) => void;
}) {
  const [onScreen, setOnScreen] = useState(false);
  const progress = useReadingProgress(1, onScreen, onProgress);
  const { slotRef } = useVisiblePages((pages) => {
    setOnScreen(pages.length > 0);
    progress.seePages(pages);
  }, progress.reachEnd);
  const bodyRef = useCallback((element: HTMLElement | null) => slotRef(1, element), [slotRef]);
  const endRef = useCallback((element: HTMLElement | null) => slotRef(END_MARKER, element), [slotRef]);
  return (
    <div className="document-viewer-html" ref={bodyRef}>
      <LazySafeHtml html={html} className="document-viewer-html-body" />
      <div ref={endRef} className="document-viewer-end" aria-hidden="true" />
    </div>
  );
}
