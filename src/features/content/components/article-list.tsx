import { useGetArticleListInfinite } from '@gen/hooks/content/content';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE_NUM, PagedList, pagedQueryOptions } from '@/page-kit/paged-list';
import type { ArticleSummary } from '@gen/model/articleSummary';
import { NewsCard, NewsCardSkeleton } from './news-card';

export interface ArticleListProps {
  /** A CMS category code; none: all news. */
  categoryCode?: string;
  label: string;
  emptyTitle: string;
  /** Where a card leads; default the article's inforDetail. */
  linkOf?: (article: ArticleSummary) => string;
}

/** One category's articles, newest first, paged through getArticleList's infinite hook. */
export function ArticleList({ categoryCode, label, emptyTitle, linkOf }: ArticleListProps) {
  const query = useGetArticleListInfinite(
    { pageNum: FIRST_PAGE_NUM, pageSize: DEFAULT_PAGE_SIZE, ...(categoryCode ? { categoryCode } : {}) },
    undefined,
    { query: pagedQueryOptions },
  );
  return (
    <PagedList
      query={query}
      label={label}
      pendingLabel={`${label}加载中`}
      skeleton={<NewsCardSkeleton />}
      empty={{ title: emptyTitle }}
      itemKey={(article) => article.articleId}
      renderItem={(article) => <NewsCard article={article} to={linkOf?.(article)} />}
    />
  );
}
