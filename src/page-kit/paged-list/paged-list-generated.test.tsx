import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useGetArticleListInfinite } from '@gen/hooks/content/content';
import type { ArticleSummary } from '@gen/model/articleSummary';
import { API, envelope, setupMswServer } from '@tests/support/msw-server';
import { PagedList } from './paged-list';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE_NUM, pagedQueryOptions } from './paging';

/**
 * The kit over a real paged call: orval's generated infinite hook for getArticleList (the
 * contract's first `x-paged` call), through the transport, against MSW.
 */
const server = setupMswServer();

// InfiniteScroll loads only for a laid-out element (offsetParent), which jsdom never has.
const offsetParent = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetParent');
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
    configurable: true,
    get(this: HTMLElement) {
      return this.parentElement;
    },
  });
});
afterAll(() => {
  if (offsetParent) Object.defineProperty(HTMLElement.prototype, 'offsetParent', offsetParent);
});

const TOTAL = 23;
const article = (n: number): ArticleSummary => ({
  articleId: `AR20240628${String(n).padStart(4, '0')}`,
  title: `投研观点第${n}期`,
  summary: '',
  categoryCode: 'RESEARCH',
  categoryName: '投研观点',
  publishDate: '2024-06-28',
  readCount: n * 100,
});

function ArticleList() {
  const query = useGetArticleListInfinite(
    { pageNum: FIRST_PAGE_NUM, pageSize: DEFAULT_PAGE_SIZE, categoryCode: 'RESEARCH' },
    undefined,
    { query: pagedQueryOptions },
  );
  return (
    <PagedList
      query={query}
      label="投研观点"
      skeleton={<p>骨架</p>}
      empty={{ title: '暂无资讯' }}
      itemKey={(item) => item.articleId}
      renderItem={(item) => <article aria-label={item.title}>{item.title}</article>}
    />
  );
}

describe('<PagedList> over a generated infinite hook (getArticleList)', () => {
  it('pages through the call with pageNum in the body until pageNum × pageSize ≥ total', async () => {
    const pagesAsked: number[] = [];
    server.use(
      http.post(API('getArticleList'), async ({ request }) => {
        const { requestData } = (await request.json()) as {
          requestData: { pageNum: number; pageSize: number };
        };
        const { pageNum, pageSize } = requestData;
        pagesAsked.push(pageNum);
        const first = (pageNum - 1) * pageSize + 1;
        const count = Math.max(0, Math.min(pageSize, TOTAL - first + 1));
        const list = Array.from({ length: count }, (_, i) => article(first + i));
        return HttpResponse.json(envelope({ list, total: TOTAL, pageNum, pageSize }));
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <ArticleList />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('没有更多了', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(pagesAsked).toEqual([1, 2, 3]);
    const items = within(screen.getByRole('list', { name: '投研观点' })).getAllByRole('article');
    expect(items).toHaveLength(TOTAL);
    expect(items[TOTAL - 1]).toHaveAccessibleName('投研观点第23期');
  });
});
