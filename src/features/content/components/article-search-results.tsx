import { useFindArticleListInfinite } from '@gen/hooks/content/content';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE_NUM, PagedList, pagedQueryOptions } from '@/page-kit/paged-list';
import { NewsCard, NewsCardSkeleton } from './news-card';

/**
 * The articles whose title or summary holds the keyword (findArticleList), newest first, paged,
 * the keyword marked in each title.
 */
export function ArticleSearchResults({ keyword }: { keyword: string }) {
  const query = useFindArticleListInfinite(
    { pageNum: FIRST_PAGE_NUM, pageSize: DEFAULT_PAGE_SIZE, keyword },
    undefined,
    { query: pagedQueryOptions },
  );
  return (
    <PagedList
      query={query}
      label="搜索结果"
      pendingLabel="搜索中"
      skeleton={<NewsCardSkeleton />}
      empty={{ title: '未找到相关资讯', description: '换个关键词试试，如“信托”“家族”' }}
      itemKey={(article) => article.articleId}
      renderItem={(article) => <NewsCard article={article} keyword={keyword} />}
    />
  );
}
