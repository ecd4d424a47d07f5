import { QueryClient, QueryClientProvider, useInfiniteQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PagedList } from './paged-list';
import { pagedQueryOptions, type Page } from './paging';

// antd-mobile's InfiniteScroll loads only for a laid-out element (offsetParent), which jsdom never
// has; every element counts as laid out here, at the top of a 768px window, so it loads at once.
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

type Item = { id: string; name: string };
const ALL: Item[] = Array.from({ length: 23 }, (_, i) => ({ id: `p${i + 1}`, name: `信托计划${i + 1}号` }));

/** A paged backend over ALL; `fail` decides per page number whether the call fails. */
function fakeBackend(fail: (pageNum: number) => Error | undefined = () => undefined, all = ALL) {
  const calls: number[] = [];
  const fetchPage = async (pageNum: number): Promise<Page<Item>> => {
    calls.push(pageNum);
    const error = fail(pageNum);
    if (error) throw error;
    const pageSize = 10;
    return {
      list: all.slice((pageNum - 1) * pageSize, pageNum * pageSize),
      total: all.length,
      pageNum,
      pageSize,
    };
  };
  return { calls, fetchPage };
}

function renderList(fetchPage: (pageNum: number) => Promise<Page<Item>>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  function Page() {
    const query = useInfiniteQuery({
      queryKey: ['products'],
      queryFn: ({ pageParam }) => fetchPage(pageParam),
      ...pagedQueryOptions,
    });
    return (
      <PagedList
        query={query}
        label="产品列表"
        skeleton={<p>骨架</p>}
        pendingLabel="产品加载中"
        empty={{ title: '暂无产品', description: '敬请期待' }}
        itemKey={(item) => item.id}
        renderItem={(item) => <article aria-label={item.name}>{item.name}</article>}
      />
    );
  }
  render(
    <QueryClientProvider client={client}>
      <Page />
    </QueryClientProvider>,
  );
  return client;
}

describe('<PagedList>', () => {
  it('shows the skeleton, then loads page after page while scrolled to the end, then 没有更多了', async () => {
    const backend = fakeBackend();
    renderList(backend.fetchPage);
    expect(screen.getByRole('status', { name: '产品加载中' })).toHaveTextContent('骨架');
    expect(await screen.findByText('没有更多了', {}, { timeout: 3000 })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: '产品列表' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(23);
    expect(within(list).getAllByRole('article')[22]).toHaveAccessibleName('信托计划23号');
    expect(backend.calls).toEqual([1, 2, 3]);
  });

  it('shows 加载失败 and 重试 when a next page fails, keeps what is loaded, and 重试 continues', async () => {
    let failPage2 = true;
    const backend = fakeBackend((n) => (n === 2 && failPage2 ? new Error('网络异常') : undefined));
    renderList(backend.fetchPage);
    const retry = await screen.findByRole('button', { name: '重试' }, { timeout: 3000 });
    expect(screen.getByText('加载失败')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(10);
    failPage2 = false;
    await userEvent.click(retry);
    expect(await screen.findByText('没有更多了', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(23);
  });

  it('shows the error and 重试 when the first page fails', async () => {
    let fail = true;
    const backend = fakeBackend(() => (fail ? new Error('服务暂时不可用（500），请稍后重试') : undefined));
    renderList(backend.fetchPage);
    expect(await screen.findByText('服务暂时不可用（500），请稍后重试')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('article', { name: '信托计划1号' })).toBeInTheDocument();
  });

  it('shows the caller’s empty text for an empty first page', async () => {
    renderList(fakeBackend(undefined, []).fetchPage);
    expect(await screen.findByText('暂无产品')).toBeInTheDocument();
    expect(screen.getByText('敬请期待')).toBeInTheDocument();
    expect(screen.queryByText('没有更多了')).toBeNull();
  });

  it('a failed refresh keeps the loaded items, says so, and 重试 refreshes', async () => {
    let failing = false;
    const backend = fakeBackend(() => (failing ? new Error('网络异常') : undefined));
    const client = renderList(backend.fetchPage);
    await screen.findByText('没有更多了', {}, { timeout: 3000 });
    failing = true;
    // What pull-to-refresh calls: refetch of every loaded page.
    await act(() => client.refetchQueries({ queryKey: ['products'] }));
    expect(await screen.findByText('刷新失败，当前显示的可能不是最新内容')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(23);
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(screen.queryByText(/刷新失败/)).toBeNull());
  });

  it('never lists an item twice when it moved to the next page between two requests', async () => {
    const shifted = [{ id: 'new', name: '新发行计划' }, ...ALL];
    let calls = 0;
    renderList(async (pageNum) => {
      calls += 1;
      const all = calls === 1 ? ALL : shifted; // a new item appears after the first page was read
      return { list: all.slice((pageNum - 1) * 10, pageNum * 10), total: all.length, pageNum, pageSize: 10 };
    });
    await screen.findByText('没有更多了', {}, { timeout: 3000 });
    const names = screen.getAllByRole('article').map((a) => a.textContent);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toContain('信托计划10号');
  });
});
