import { isBusinessError } from '@/api/business-error';
import { useGetArticleDetail } from '@gen/hooks/content/content';
import { PageFrame } from '@/page-kit/page-frame';
import { QueryView } from '@/page-kit/query-states';
import { hrefTo } from '@/routing/href';
import { usePageQuery } from '@/routing/use-page-query';
import { ArticleSkeleton, ArticleView } from '../components/article-view';
import { ArticleWithdrawn } from '../components/article-withdrawn';
import { ReportAttachment } from '../components/report-attachment';
import { useRecordView } from '../hooks/use-record-view';

/** reportDetail: a research report's abstract (server HTML) and its PDF in the kit's viewer. */
export default function ReportDetailPage() {
  const { articleId } = usePageQuery('reportDetail');
  return <PageFrame flush>{articleId ? <Report articleId={articleId} /> : <Withdrawn />}</PageFrame>;
}

function Report({ articleId }: { articleId: string }) {
  const detail = useGetArticleDetail({ articleId }, { request: { ownCodes: ['05100301'] } });
  useRecordView(articleId, detail.data !== undefined);
  if (isBusinessError(detail.error, '05100301')) return <Withdrawn />;
  return (
    <QueryView query={detail} skeleton={<ArticleSkeleton />} pendingLabel="报告加载中">
      {(report) => (
        <ArticleView
          article={report}
          after={report.attachments.map((file) => (
            <ReportAttachment key={file.fileId} file={file} />
          ))}
        />
      )}
    </QueryView>
  );
}

function Withdrawn() {
  return <ArticleWithdrawn title="该报告已下架" back={hrefTo('reportManage')} backText="查看其他报告" />;
}
