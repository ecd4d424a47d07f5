import { Component, lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { QueryFailed } from '@/page-kit/query-states';
import { HtmlDocument } from './html-document';
import type { ReadingProgress } from './reading-progress';
import { ViewerLoading } from './viewer-loading';
import './document-viewer.css';

export type { ReadingProgress } from './reading-progress';

/** A PDF by URL (same origin, or allowed by the CSP's connect-src) or bytes; or server HTML. */
export type DocumentSource =
  { type: 'pdf'; url: string } | { type: 'pdf'; data: Uint8Array } | { type: 'html'; html: string };

export interface DocumentViewerProps {
  source: DocumentSource;
  /** Resume here (1-based), e.g. the lastPage reported on an earlier visit. */
  initialPage?: number;
  /**
   * Reading progress for forced reading (强制阅读): called on every change, including once a
   * second while the document is on screen. Progress never goes back within one viewer.
   */
  onProgress?: (progress: ReadingProgress) => void;
  /** Shown as 用其他方式打开 when a PDF fails, e.g. to let the native app open the file. */
  onOpenExternally?: () => void;
  /** Names the document for assistive technology, e.g. 信托合同. */
  label?: string;
}

const loadPdfDocument = () => import('./pdf-document');

/**
 * The document viewer of the page kit. This entry is small: pdf.js (legacy build, ~150 KB gzip,
 * plus its worker) loads only when a PDF is shown, and HTML goes through the one sanitiser.
 */
export function DocumentViewer({
  source,
  initialPage,
  onProgress,
  onOpenExternally,
  label,
}: DocumentViewerProps) {
  return (
    <section className="document-viewer" aria-label={label ?? '文件'}>
      {source.type === 'html' ? (
        <HtmlDocument html={source.html} onProgress={onProgress} />
      ) : (
        <LazyPdf
          source={'url' in source ? { url: source.url } : { data: source.data }}
          initialPage={initialPage}
          onProgress={onProgress}
          onOpenExternally={onOpenExternally}
        />
      )}
    </section>
  );
}

type PdfProps = Parameters<Awaited<ReturnType<typeof loadPdfDocument>>['default']>[0];

/** React.lazy keeps a failed import forever; 重试 makes a new one (e.g. after the network returns). */
function LazyPdf(props: PdfProps) {
  const [loader, setLoader] = useState(() => ({ attempt: 0, Pdf: lazy(loadPdfDocument) }));
  const retry = useCallback(
    () => setLoader((old) => ({ attempt: old.attempt + 1, Pdf: lazy(loadPdfDocument) })),
    [],
  );
  const { attempt, Pdf } = loader;
  return (
    <ChunkBoundary key={attempt} onRetry={retry}>
      <Suspense fallback={<ViewerLoading />}>
        <Pdf {...props} />
      </Suspense>
    </ChunkBoundary>
  );
}

/** Catches a failed download of the viewer's code (offline, or a redeploy removed the chunk). */
class ChunkBoundary extends Component<{ onRetry: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="document-viewer-state">
        <QueryFailed
          title="文件加载失败"
          error={new Error('网络不稳定，阅读组件未能加载，请稍后重试')}
          onRetry={this.props.onRetry}
        />
      </div>
    );
  }
}
