import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { isBusinessError } from '../../../api/business-error';
import { useGetArticleDetail } from '../../../../generated/hooks/content/content';
import { PageFrame } from '../../../page-kit/page-frame/page-frame';
import { QueryEmpty } from '../../../page-kit/query-states/query-blocks';
import { QueryView } from '../../../page-kit/query-states/query-view';
import { hrefTo } from '../../../routing/href';
import { usePageQuery } from '../../../routing/use-page-query';
import { ArticleSkeleton, ArticleView } from '../components/article-view';
import { useRecordView } from '../components/use-record-view';

/** inforDetail: one article; the view is counted once (newsClickRecord). */
export default function InforDetailPage() {
  const { articleId } = usePageQuery('inforDetail');
  return (
    <PageFrame flush>{articleId ? <ArticleDetailView articleId={articleId} /> : <Withdrawn />}</PageFrame>
  );
}

function ArticleDetailView({ articleId }: { articleId: string }) {
  const detail = useGetArticleDetail({ articleId }, { request: { ownCodes: ['05100301'] } });
  useRecordView(articleId, detail.data !== undefined);
  if (isBusinessError(detail.error, '05100301')) return <Withdrawn />;
  return (
    <QueryView query={detail} skeleton={<ArticleSkeleton />} pendingLabel="资讯加载中">
      {(article) => <ArticleView article={article} />}
    </QueryView>
  );
}

/** No article id, or the server says it is gone: say so and lead back to the list. */
function Withdrawn() {
  const navigate = useNavigate();
  return (
    <QueryEmpty
      title="该资讯已下架"
      description="您访问的资讯不存在或已下架，请查看其他资讯"
      action={
        <Button
          color="primary"
          fill="outline"
          onClick={() => navigate(hrefTo('inforList'), { replace: true })}
        >
          查看更多资讯
        </Button>
      }
    />
  );
}
