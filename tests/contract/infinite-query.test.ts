// @vitest-environment jsdom
/**
 * A paged call (`x-paged`, data `{page: Item}`) gets an orval infinite-query hook. orval pages
 * through a query parameter only, so codegen.config.ts gives its view of the call a `pageNum`
 * parameter and the transport moves it into the body: this test drives the generated
 * useGetArticleListInfinite against MSW and reads what went over the wire.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createElement } from 'react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useGetArticleListInfinite } from '@gen/hooks/content/content';
import type { ArticleSummary } from '@gen/model/articleSummary';
import type { ArticleSummaryPage } from '@gen/model/articleSummaryPage';
import { API, envelope, setupMswServer } from '../support/msw-server';

const server = setupMswServer();

const TOTAL = 7;
const article = (n: number): ArticleSummary => ({
  articleId: `AR20240628${String(n).padStart(4, '0')}`,
  title: `投研观点第${String(n)}期`,
  summary: '',
  categoryCode: 'RESEARCH',
  categoryName: '投研观点',
  publishDate: '2024-06-28',
  readCount: n * 100,
});

/** A server that pages like the contract says, and remembers each wire request. */
function pagingServer() {
  const seen: { url: string; body: unknown }[] = [];
  server.use(
    http.post(API('getArticleList'), async ({ request }) => {
      const body = (await request.json()) as { requestData: { pageNum: number; pageSize: number } };
      seen.push({ url: request.url, body });
      const { pageNum, pageSize } = body.requestData;
      const first = (pageNum - 1) * pageSize + 1;
      const list = Array.from({ length: Math.max(0, Math.min(pageSize, TOTAL - first + 1)) }, (_, i) =>
        article(first + i),
      );
      return HttpResponse.json(envelope({ list, total: TOTAL, pageNum, pageSize }));
    }),
  );
  return seen;
}

const nextPage = (last: ArticleSummaryPage) =>
  last.pageNum * last.pageSize < last.total ? last.pageNum + 1 : undefined;

/**
 * One query client per test, kept across the hook's re-renders. `notifyOnChangeProps: 'all'`:
 * react-query re-renders only for the result fields read during a render, and this test reads
 * `data` after the fact, from outside React.
 */
function freshWrapper() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, notifyOnChangeProps: 'all' } },
  });
  return ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);
}

describe('useGetArticleListInfinite (generated)', () => {
  it('fetches page 2 with pageNum 2 in the body, never in the URL, and stops after the last page', async () => {
    const seen = pagingServer();
    const { result } = renderHook(
      () =>
        useGetArticleListInfinite({ pageNum: 1, pageSize: 3, categoryCode: 'RESEARCH' }, undefined, {
          query: { initialPageParam: 1, getNextPageParam: nextPage },
          request: { hideLoading: true },
        }),
      { wrapper: freshWrapper() },
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.hasNextPage).toBe(true);

    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(2));
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(3));

    expect(seen.map(({ body }) => body)).toEqual(
      [1, 2, 3].map((pageNum) => ({
        requestData: { pageNum, pageSize: 3, categoryCode: 'RESEARCH' },
      })),
    );
    for (const { url } of seen) expect(new URL(url).search).toBe('');
    const pages = result.current.data?.pages ?? [];
    expect(pages.map((page) => page.pageNum)).toEqual([1, 2, 3]);
    expect(pages.flatMap((page) => page.list.map((item) => item.readCount))).toEqual([
      100, 200, 300, 400, 500, 600, 700,
    ]);
    expect(result.current.hasNextPage).toBe(false);
  });

  it('keeps the caller’s pageNum when the infinite query starts without a page param', async () => {
    const seen = pagingServer();
    const { result } = renderHook(
      () =>
        useGetArticleListInfinite({ pageNum: 2, pageSize: 5 }, undefined, {
          query: { initialPageParam: undefined, getNextPageParam: nextPage },
          request: { hideLoading: true },
        }),
      { wrapper: freshWrapper() },
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(seen.map(({ body }) => body)).toEqual([{ requestData: { pageNum: 2, pageSize: 5 } }]);
  });
});
