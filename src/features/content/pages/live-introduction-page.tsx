import { isBusinessError } from '@/api/business-error';
import { useGetArticleDetail } from '@gen/hooks/content/content';
import { PageFrame } from '@/page-kit/page-frame';
import { QueryView } from '@/page-kit/query-states';
import { hrefTo } from '@/routing/href';
import { usePageQuery } from '@/routing/use-page-query';
import { ArticleList } from '../components/article-list';
import { ArticleSkeleton, ArticleView } from '../components/article-view';
import { ArticleWithdrawn } from '../components/article-withdrawn';
import { LiveHead, LiveReminderButton } from '../components/live-card';
import { useRecordView } from '../hooks/use-record-view';

/**
 * liveIntroduction (直播预告): without ?articleId the live previews (CMS category LIVE), newest
 * first; with one, that preview: cover and status, time, host, agenda, and 预约提醒.
 */
export default function LiveIntroductionPage() {
  const { articleId } = usePageQuery('liveIntroduction');
  if (!articleId) {
    return (
      <PageFrame flush>
        <ArticleList
          categoryCode="LIVE"
          label="直播预告"
          emptyTitle="暂无直播预告"
          linkOf={(live) => hrefTo('liveIntroduction', { articleId: live.articleId })}
        />
      </PageFrame>
    );
  }
  return <LivePreview articleId={articleId} />;
}

function LivePreview({ articleId }: { articleId: string }) {
  const detail = useGetArticleDetail({ articleId }, { request: { ownCodes: ['05100301'] } });
  useRecordView(articleId, detail.data !== undefined);
  const withdrawn = isBusinessError(detail.error, '05100301');
  const live = detail.data?.live;
  const footer =
    detail.data && live && !withdrawn ? <LiveReminderButton article={detail.data} live={live} /> : null;
  return (
    <PageFrame flush footer={footer}>
      {withdrawn ? (
        <ArticleWithdrawn title="该直播已下架" back={hrefTo('liveIntroduction')} backText="查看其他直播" />
      ) : (
        <QueryView query={detail} skeleton={<ArticleSkeleton />} pendingLabel="直播预告加载中">
          {(article) => (
            <ArticleView article={article}>
              {article.live ? <LiveHead article={article} live={article.live} /> : null}
            </ArticleView>
          )}
        </QueryView>
      )}
    </PageFrame>
  );
}
