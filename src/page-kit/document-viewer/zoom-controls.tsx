/** Page widths relative to the screen: fit, then larger type for readers who need it. */
export const ZOOM_STEPS = [1, 1.5, 2] as const;

interface ZoomControlsProps {
  zoom: number;
  onZoom: (zoom: number) => void;
  page: number;
  pageCount: number;
}

/**
 * A small floating column at the right edge (clear of the title bar and of a sticky footer):
 * 放大, the current page, 缩小. Shown only while the document is on screen.
 */
export function ZoomControls({ zoom, onZoom, page, pageCount }: ZoomControlsProps) {
  const index = ZOOM_STEPS.findIndex((step) => step === zoom);
  const larger = ZOOM_STEPS[index + 1];
  const smaller = index > 0 ? ZOOM_STEPS[index - 1] : undefined;
  return (
    <div className="document-viewer-controls" role="toolbar" aria-label="文件浏览">
      <button
        type="button"
        className="document-viewer-control"
        aria-label="放大"
        disabled={larger === undefined}
        onClick={() => larger !== undefined && onZoom(larger)}
      >
        ＋
      </button>
      <output className="document-viewer-page-indicator" aria-label={`第 ${page} 页，共 ${pageCount} 页`}>
        {page}/{pageCount}
      </output>
      <button
        type="button"
        className="document-viewer-control"
        aria-label="缩小"
        disabled={smaller === undefined}
        onClick={() => smaller !== undefined && onZoom(smaller)}
      >
        －
      </button>
    </div>
  );
}
