import { useCallback, useEffect, useRef } from 'react';
import { canvasSize } from './canvas-size';
import type { PDFDocumentProxy, RenderTask } from './pdfjs';

export interface PageBox {
  /** Page size in PDF points at scale 1 (rotation applied). */
  width: number;
  height: number;
}

interface PdfPageProps {
  doc: PDFDocumentProxy;
  pageNumber: number;
  pageCount: number;
  /** CSS size of the slot; the placeholder keeps it, so the scroll height never jumps. */
  cssWidth: number;
  cssHeight: number;
  /** Inside the render window: holds a canvas. Outside: a sized placeholder, canvas released. */
  rendered: boolean;
  /** The page's real size, once known (pages of one PDF may differ). */
  onBox: (pageNumber: number, box: PageBox) => void;
  slotRef: (pageNumber: number, element: Element | null) => void;
}

/** One page slot: a canvas while in the render window, an empty box of the same size otherwise. */
export function PdfPage({
  doc,
  pageNumber,
  pageCount,
  cssWidth,
  cssHeight,
  rendered,
  onBox,
  slotRef,
}: PdfPageProps) {
  // Stable, so React does not detach and re-attach it (and the observer re-observe it) per render.
  const ref = useCallback(
    (element: HTMLElement | null) => slotRef(pageNumber, element),
    [slotRef, pageNumber],
  );
  return (
    <div
      ref={ref}
      className="pdf-page"
      data-page={pageNumber}
      role="img"
      aria-label={`第 ${pageNumber} 页，共 ${pageCount} 页`}
      style={{ width: cssWidth, height: cssHeight }}
    >
      {rendered && cssWidth > 0 ? (
        <PageCanvas
          doc={doc}
          pageNumber={pageNumber}
          cssWidth={cssWidth}
          cssHeight={cssHeight}
          onBox={onBox}
        />
      ) : (
        <span className="pdf-page-number" aria-hidden="true">
          {pageNumber}
        </span>
      )}
    </div>
  );
}

function PageCanvas({
  doc,
  pageNumber,
  cssWidth,
  cssHeight,
  onBox,
}: Pick<PdfPageProps, 'doc' | 'pageNumber' | 'cssWidth' | 'cssHeight' | 'onBox'>) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const onBoxRef = useRef(onBox);
  useEffect(() => {
    onBoxRef.current = onBox;
  });

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return undefined;
    let task: RenderTask | undefined;
    let cancelled = false;
    const drawn = doc.getPage(pageNumber).then((page) => {
      if (cancelled) return;
      const base = page.getViewport({ scale: 1 });
      onBoxRef.current(pageNumber, { width: base.width, height: base.height });
      const size = canvasSize(cssWidth, cssHeight, window.devicePixelRatio);
      const viewport = page.getViewport({ scale: (cssWidth / base.width) * size.ratio });
      canvas.width = size.width;
      canvas.height = size.height;
      task = page.render({ canvas, viewport });
      // A cancelled render rejects; a failed one leaves the page blank, which 重试 cannot fix.
      task.promise.catch(() => {});
    });
    // The viewer closed the document before the page came ("Transport destroyed"): nothing to draw.
    drawn.catch(() => {});
    return () => {
      cancelled = true;
      task?.cancel();
      // Safari keeps a detached canvas's backing store until GC; shrinking it frees it now.
      canvas.width = 0;
      canvas.height = 0;
    };
  }, [doc, pageNumber, cssWidth, cssHeight]);

  return <canvas ref={canvasRef} className="pdf-page-canvas" />;
}
