import { isBusinessError } from '@/api/business-error';
import { useGetArticleDetail } from '@gen/hooks/content/content';
import { PageFrame } from '@/page-kit/page-frame';
import { QueryView } from '@/page-kit/query-states';
import { hrefTo } from '@/routing/href';
import { usePageQuery } from '@/routing/use-page-query';
import { ArticleSkeleton, ArticleView } from '../components/article-view';
import { ArticleWithdrawn } from '../components/article-withdrawn';
import { useRecordView } from '../hooks/use-record-view';
import { useTimeOnPage } from '../hooks/use-time-on-page';

/** inforDetail: one article; the view is counted once (newsClickRecord), the time on it reported (updateEnterTime). */
export default function NewsDetailPage() {
  const { articleId } = usePageQuery('inforDetail');
  return (
    <PageFrame flush>{articleId ? <ArticleDetailView articleId={articleId} /> : <Withdrawn />}</PageFrame>
  );
}

function ArticleDetailView({ articleId }: { articleId: string }) {
  const detail = useGetArticleDetail({ articleId }, { request: { ownCodes: ['05100301'] } });
  useRecordView(articleId, detail.data !== undefined);
  useTimeOnPage(articleId, detail.data !== undefined);
  if (isBusinessError(detail.error, '05100301')) return <Withdrawn />;
  return (
    <QueryView query={detail} skeleton={<ArticleSkeleton />} pendingLabel="资讯加载中">
      {(article) => <ArticleView article={article} />}
    </QueryView>
  );
}

function Withdrawn() {
  return <ArticleWithdrawn back={hrefTo('inforList')} backText="查看更多资讯" />;
}
