import { useQueryClient } from '@tanstack/react-query';
import { Button, Toast } from 'antd-mobile';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  getCheckContractIsReadQueryKey,
  getCheckViewAllPdfQueryKey,
  getGetProductContractsQueryKey,
  getProductContractDocumentsQueryKey,
  setPdfViewTime,
  tempDownloadPdf,
  useCheckContractIsRead,
} from '@gen/hooks/contract/contract';
import type { ContractDocument } from '@gen/model/contractDocument';
import { DocumentViewer, type ReadingProgress } from '@/page-kit/document-viewer';
import { filePreviewUrl } from '@/page-kit/file-preview';
import { PageFooterHint, PageFrame } from '@/page-kit/page-frame';
import { QueryView } from '@/page-kit/query-states';
import { useSubmit } from '@/page-kit/submit';
import { hrefTo } from '@/routing/href';
import { usePageQuery } from '@/routing/use-page-query';
import { ListSkeleton } from '../components/list-skeleton';
import { MissingOrder } from '../components/missing-order';
import { StateTag } from '../components/state-tag';
import { quoted, READ_STATE } from '../model/labels';
import { readingLock } from '../model/reading-lock';
import { useFileDownload } from '../hooks/use-file-download';
import '../styles/contract.css';

/**
 * checkUserViewPdfBehavior: forced reading (强制阅读) of one document of an order. The document
 * opens in the kit's viewer where the reading stopped; 我已阅读 unlocks only once its end has
 * been on screen and the minimum time has passed (请阅读(10s) counts down), and the server
 * decides (setPdfViewTime) whether it is READ. Progress is also reported when the investor
 * leaves or puts the app in the background, so coming back resumes.
 */
export default function ForcedReadingPage() {
  const { orderNo, docId } = usePageQuery('checkUserViewPdfBehavior');
  if (!orderNo || !docId) return <MissingOrder what="文件" />;
  return <ForcedReading orderNo={orderNo} docId={docId} />;
}

function ForcedReading({ orderNo, docId }: { orderNo: string; docId: string }) {
  const doc = useCheckContractIsRead({ orderNo, docId });
  // One visit per page: what the viewer saw, and the part of it the server has heard.
  const [visit] = useState(() => new Visit(orderNo));
  const [progress, setProgress] = useState<ReadingProgress>();
  const onProgress = useCallback(
    (next: ReadingProgress) => {
      visit.see(next);
      setProgress(next);
    },
    [visit],
  );
  return (
    <PageFrame
      busy={doc.isPending}
      footer={
        doc.data ? <ReadingFooter orderNo={orderNo} doc={doc.data} visit={visit} progress={progress} /> : null
      }
    >
      <QueryView query={doc} skeleton={<ListSkeleton rows={6} />} pendingLabel="文件加载中">
        {(data) => <ReadingBody doc={data} visit={visit} onProgress={onProgress} />}
      </QueryView>
    </PageFrame>
  );
}

/** The viewer's progress in this visit and how many of its seconds the server has heard. */
class Visit {
  private progress: ReadingProgress | undefined;
  private reportedSeconds = 0;
  private done = false;

  constructor(private readonly orderNo: string) {}

  see(progress: ReadingProgress) {
    this.progress = progress;
  }

  /** Confirmed and READ: nothing more to report when leaving. */
  finish() {
    this.done = true;
  }

  /** Sends what this visit added (pages, end, seconds) that the server has not heard yet. */
  report(doc: ContractDocument, quiet: boolean) {
    const progress = this.progress;
    if (!progress || this.done) return undefined;
    const seconds = progress.secondsVisible - this.reportedSeconds;
    if (seconds <= 0 && progress.lastPage <= doc.lastPage && !progress.reachedEnd) return undefined;
    this.reportedSeconds = progress.secondsVisible;
    return setPdfViewTime(
      {
        orderNo: this.orderNo,
        docId: doc.docId,
        lastPage: Math.min(progress.lastPage, doc.pageCount),
        pageCount: doc.pageCount,
        reachedEnd: progress.reachedEnd,
        readSeconds: Math.max(0, seconds),
      },
      quiet ? { silent: true, hideLoading: true } : {},
    );
  }
}

function ReadingBody({
  doc,
  visit,
  onProgress,
}: {
  doc: ContractDocument;
  visit: Visit;
  onProgress: (progress: ReadingProgress) => void;
}) {
  const state = READ_STATE[doc.readState];
  const docRef = useRef(doc);
  useEffect(() => {
    docRef.current = doc;
  });

  // Leaving the page or hiding the app reports the reading so far (resume on return).
  useEffect(() => {
    const quietReport = () => {
      if (docRef.current.readState === 'READ') return;
      void visit.report(docRef.current, true)?.catch(() => undefined);
    };
    const onHide = () => {
      if (document.visibilityState === 'hidden') quietReport();
    };
    document.addEventListener('visibilitychange', onHide);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      quietReport();
    };
  }, [visit]);

  return (
    <>
      <section className="contract-card contract-reading-head" aria-label="文件信息">
        <h2 className="contract-order-product">{quoted(doc.docName)}</h2>
        <p className="contract-order-meta">
          <span>共{doc.pageCount}页</span>
          <StateTag tone={state.tone}>{state.text}</StateTag>
        </p>
        {doc.required && doc.readState !== 'READ' ? (
          <p className="contract-reading-rule">
            本文件为签署前必读文件，请完整阅读至末页
            {doc.minReadSeconds > 0 ? `，阅读时间不少于${doc.minReadSeconds}秒` : ''}，方可确认。
            {doc.lastPage > 1 ? `已为您定位到上次阅读的第${doc.lastPage}页。` : ''}
          </p>
        ) : null}
      </section>
      <DocumentViewer
        label={doc.docName}
        source={{ type: 'pdf', url: filePreviewUrl(doc.fileId) }}
        initialPage={doc.readState === 'READ' ? 1 : Math.max(1, doc.lastPage)}
        onProgress={onProgress}
      />
    </>
  );
}

function ReadingFooter({
  orderNo,
  doc,
  visit,
  progress,
}: {
  orderNo: string;
  doc: ContractDocument;
  visit: Visit;
  progress: ReadingProgress | undefined;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const lock = readingLock(doc, progress);
  const download = useFileDownload(
    () => tempDownloadPdf({ orderNo, docId: doc.docId }),
    () => ({ fileId: doc.fileId, orderNo, docId: doc.docId }),
  );

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: getProductContractDocumentsQueryKey({ orderNo }) }),
      queryClient.invalidateQueries({ queryKey: getCheckViewAllPdfQueryKey({ orderNo }) }),
      queryClient.invalidateQueries({ queryKey: getGetProductContractsQueryKey({ orderNo }) }),
      queryClient.invalidateQueries({
        queryKey: getCheckContractIsReadQueryKey({ orderNo, docId: doc.docId }),
      }),
    ]);

  const confirm = useSubmit(async () => {
    const answer = await visit.report(doc, false);
    await refresh();
    if (answer && answer.readState !== 'READ') {
      Toast.show({ content: '阅读记录未达到要求，请继续阅读', duration: 2000 });
      return;
    }
    visit.finish();
    navigate(hrefTo('pdfList', { orderNo }), { replace: true });
  });

  const downloadLink = (
    <button type="button" className="contract-link" onClick={() => void download.run()}>
      {download.pending ? '正在准备下载…' : '下载文件'}
    </button>
  );

  if (!doc.required || doc.readState === 'READ') {
    return (
      <>
        <PageFooterHint>
          {doc.readState === 'READ' ? '您已阅读本文件' : '本文件为选读文件'} · {downloadLink}
        </PageFooterHint>
        <Button
          block
          color="primary"
          size="large"
          onClick={() => navigate(hrefTo('pdfList', { orderNo }), { replace: true })}
        >
          返回文件列表
        </Button>
      </>
    );
  }

  return (
    <>
      <PageFooterHint>
        {lock.kind === 'open' ? '已阅读至末页，请确认' : lock.hint} · {downloadLink}
      </PageFooterHint>
      <Button
        block
        color="primary"
        size="large"
        disabled={lock.kind !== 'open'}
        loading={confirm.pending}
        loadingText="正在确认"
        onClick={() => void confirm.run()}
      >
        {lock.label}
      </Button>
    </>
  );
}
