import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { QueryFailed } from '@/page-kit/query-states';
import { closePdf } from './close-pdf';
import { describeLoadError, type LoadFailure } from './load-error';
import { pageWindow } from './page-window';
import { PdfPage, type PageBox } from './pdf-page';
import { openPdf, type PDFDocumentProxy, type PdfSource } from './pdfjs';
import { useReadingProgress, type ReadingProgress } from './reading-progress';
import { useElementWidth } from './use-element-width';
import { END_MARKER, useVisiblePages } from './use-visible-pages';
import { ViewerLoading } from './viewer-loading';
import { ZoomControls, ZOOM_STEPS } from './zoom-controls';
import { StatusBlock } from '@/page-kit/status-block';

export interface PdfDocumentProps {
  source: PdfSource;
  initialPage?: number;
  onProgress?: (progress: ReadingProgress) => void;
  /** Offered on failure, e.g. to hand the file to the native app where pdf.js cannot run. */
  onOpenExternally?: () => void;
}

type Loaded =
  { for: unknown; doc: PDFDocumentProxy; boxes: PageBox[] } | { for: unknown; failure: LoadFailure };

/**
 * The PDF reader: loads the file with pdf.js, lays out every page as a sized slot and renders
 * canvases only for the visible pages and one on each side (at most five), so a 200-page
 * contract costs the memory of five pages. Loaded on demand by DocumentViewer.
 */
export default function PdfDocument({
  source,
  initialPage = 1,
  onProgress,
  onOpenExternally,
}: PdfDocumentProps) {
  const [attempt, setAttempt] = useState(0);
  const sourceKey = 'url' in source ? source.url : source.data;
  // A new object with the same URL is the same document: load again only for a new file or 重试.
  const loadKey = useMemo(() => ({ sourceKey, attempt }), [sourceKey, attempt]);
  const sourceRef = useRef(source);
  useLayoutEffect(() => {
    sourceRef.current = source;
  });
  const [loaded, setLoaded] = useState<Loaded>();

  useEffect(() => {
    let cancelled = false;
    const task = openPdf(sourceRef.current);
    task.promise
      .then(async (doc) => {
        const first = (await doc.getPage(1)).getViewport({ scale: 1 });
        const box = { width: first.width, height: first.height };
        if (!cancelled)
          setLoaded({ for: loadKey, doc, boxes: Array.from({ length: doc.numPages }, () => box) });
      })
      .catch((error: unknown) => {
        if (!cancelled) setLoaded({ for: loadKey, failure: describeLoadError(error) });
      });
    return () => {
      cancelled = true;
      // Stops the download and terminates the worker; the document's memory goes with it.
      void closePdf(task);
    };
  }, [loadKey]);

  const current = loaded?.for === loadKey ? loaded : undefined;
  if (!current) return <ViewerLoading />;
  if ('failure' in current) {
    const { title, message, retryable } = current.failure;
    return (
      <div className="document-viewer-state">
        {retryable ? (
          <QueryFailed title={title} error={new Error(message)} onRetry={() => setAttempt((n) => n + 1)} />
        ) : (
          <StatusBlock status="failed" title={title} description={message} />
        )}
        {onOpenExternally ? (
          <button type="button" className="document-viewer-link" onClick={onOpenExternally}>
            用其他方式打开
          </button>
        ) : null}
      </div>
    );
  }
  return (
    <PdfPages
      doc={current.doc}
      initialBoxes={current.boxes}
      initialPage={initialPage}
      onProgress={onProgress}
    />
  );
}

function PdfPages({
  doc,
  initialBoxes,
  initialPage,
  onProgress,
}: {
  doc: PDFDocumentProxy;
  initialBoxes: PageBox[];
  initialPage: number;
  onProgress: PdfDocumentProps['onProgress'];
}) {
  const pageCount = doc.numPages;
  const containerRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(containerRef);
  const [zoom, setZoom] = useState<number>(ZOOM_STEPS[0]);
  const [boxes, setBoxes] = useState(initialBoxes);
  const [onScreen, setOnScreen] = useState(false);
  const progress = useReadingProgress(pageCount, onScreen, onProgress);
  const { visible, atEnd, slotRef, elementOf } = useVisiblePages((pages) => {
    setOnScreen(pages.length > 0);
    progress.seePages(pages);
  }, progress.reachEnd);

  const onBox = useCallback((page: number, box: PageBox) => {
    setBoxes((all) => {
      const known = all[page - 1];
      if (!known || (known.width === box.width && known.height === box.height)) return all;
      return all.map((old, index) => (index === page - 1 ? box : old));
    });
  }, []);

  // Resume: once the slots have their sizes, bring the given page to the top.
  const resumed = useRef(initialPage <= 1);
  useEffect(() => {
    if (resumed.current || width === 0) return;
    resumed.current = true;
    elementOf(Math.min(initialPage, pageCount))?.scrollIntoView({ block: 'start' });
  }, [width, initialPage, pageCount, elementOf]);

  // Zooming changes every slot's height: keep the page that was on top in view.
  const zoomAnchor = useRef<number | undefined>(undefined);
  const changeZoom = (next: number) => {
    zoomAnchor.current = visible[0];
    setZoom(next);
  };
  useEffect(() => {
    const anchor = zoomAnchor.current;
    zoomAnchor.current = undefined;
    if (anchor) elementOf(anchor)?.scrollIntoView({ block: 'start' });
  }, [zoom, elementOf]);

  const endRef = useCallback((element: HTMLElement | null) => slotRef(END_MARKER, element), [slotRef]);
  const rendered = new Set(pageWindow({ visible, pageCount, fallback: initialPage }));
  const pageWidth = Math.floor(width * zoom);
  // The badge names the top page on screen; at the very end (the last page's bottom in view, the
  // one before it often still showing above) it names the last page on screen, as readers expect.
  const currentPage = (atEnd ? visible.at(-1) : visible[0]) ?? Math.min(initialPage, pageCount);

  return (
    <div className="document-viewer-pdf" ref={containerRef}>
      <div className="document-viewer-pages">
        {boxes.map((box, index) => (
          <PdfPage
            key={index + 1}
            doc={doc}
            pageNumber={index + 1}
            pageCount={pageCount}
            cssWidth={pageWidth}
            cssHeight={Math.floor((pageWidth * box.height) / box.width)}
            rendered={rendered.has(index + 1)}
            onBox={onBox}
            slotRef={slotRef}
          />
        ))}
        <div ref={endRef} className="document-viewer-end" aria-hidden="true" />
      </div>
      {onScreen ? (
        <ZoomControls zoom={zoom} onZoom={changeZoom} page={currentPage} pageCount={pageCount} />
      ) : null}
    </div>
  );
}
