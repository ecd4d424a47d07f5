import type { ArticleDetail } from '@gen/model/articleDetail';
import type { ArticleSummary } from '@gen/model/articleSummary';
import type { ArticleSummaryPage } from '@gen/model/articleSummaryPage';
import type { FindArticleListRequest } from '@gen/model/findArticleListRequest';
import type { GetArticleListRequest } from '@gen/model/getArticleListRequest';
import { refuseWith } from '@mocks/http/refusal';
import { SEED_ARTICLES, type SeedArticle } from './news-articles';
import { articleReads } from './news-seed';

/** The news area's server rules: newest first, one page at a time, a view counts one read. */

const readCountOf = (articleId: string, fallback: number) =>
  articleReads.findFirst((q) => q.where({ articleId }))?.readCount ?? fallback;

function find(articleId: string): SeedArticle {
  const found = SEED_ARTICLES.find((a) => a.articleId === articleId);
  if (!found) refuseWith('05100301');
  return found;
}

const byNewest = (a: SeedArticle, b: SeedArticle) =>
  b.publishDate.localeCompare(a.publishDate) || b.articleId.localeCompare(a.articleId);

/** The 资讯 tabs' "全部" holds news only: reports and live previews have pages of their own. */
const NEWS_ONLY = new Set(['COMPANY_NEWS', 'RESEARCH', 'WEALTH_CLASS', 'RISK_NOTICE']);

export function articlePage({ pageNum, pageSize, categoryCode }: GetArticleListRequest): ArticleSummaryPage {
  const all = SEED_ARTICLES.filter((a) =>
    categoryCode ? a.categoryCode === categoryCode : NEWS_ONLY.has(a.categoryCode),
  ).sort(byNewest);
  const list = all.slice((pageNum - 1) * pageSize, pageNum * pageSize).map(toSummary);
  return { list, total: all.length, pageNum, pageSize };
}

const toSummary = (a: SeedArticle): ArticleSummary => ({
  articleId: a.articleId,
  title: a.title,
  summary: a.summary,
  ...(a.coverFileId ? { coverFileId: a.coverFileId } : {}),
  categoryCode: a.categoryCode,
  categoryName: a.categoryName,
  publishDate: a.publishDate,
  readCount: readCountOf(a.articleId, a.readCount),
});

/** findArticleList: the articles whose title or summary holds the keyword, newest first. */
export function articleSearch({ pageNum, pageSize, keyword }: FindArticleListRequest): ArticleSummaryPage {
  const needle = keyword.trim();
  const all = SEED_ARTICLES.filter((a) => a.title.includes(needle) || a.summary.includes(needle)).sort(
    byNewest,
  );
  return {
    list: all.slice((pageNum - 1) * pageSize, pageNum * pageSize).map(toSummary),
    total: all.length,
    pageNum,
    pageSize,
  };
}

export function articleDetail(articleId: string): ArticleDetail {
  const { summary: _summary, ...detail } = find(articleId);
  return { ...detail, readCount: readCountOf(articleId, detail.readCount) };
}

export async function recordClick(articleId: string): Promise<{ readCount: number }> {
  const article = find(articleId);
  const stored = articleReads.findFirst((q) => q.where({ articleId }));
  const readCount = (stored?.readCount ?? article.readCount) + 1;
  if (stored) {
    await articleReads.update(stored, {
      data(draft) {
        draft.readCount = readCount;
      },
    });
  } else await articleReads.create({ articleId, readCount });
  return { readCount };
}
