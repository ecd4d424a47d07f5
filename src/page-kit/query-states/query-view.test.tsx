import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import { QueryView, type QueryLike } from './query-view';

type Cards = { cards: string[] };

const query = (over: Partial<QueryLike<Cards>>): QueryLike<Cards> => ({
  data: undefined,
  error: null,
  isPending: true,
  isFetching: true,
  refetch: vi.fn(),
  ...over,
});

function View({ q }: { q: QueryLike<Cards> }) {
  return (
    <QueryView
      query={q}
      skeleton={<p>骨架</p>}
      pendingLabel="银行卡加载中"
      isEmpty={(d) => d.cards.length === 0}
      empty={{ title: '暂未绑定银行卡', description: '绑定本人名下的借记卡' }}
    >
      {(d) => (
        <ul>
          {d.cards.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
      )}
    </QueryView>
  );
}

describe('<QueryView>', () => {
  it('shows the caller’s skeleton as one labelled status while pending', () => {
    render(<View q={query({})} />);
    const status = screen.getByRole('status', { name: '银行卡加载中' });
    expect(status).toHaveTextContent('骨架');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it('shows the error’s message and 重试 when there is nothing to show; 重试 refetches', async () => {
    const refetch = vi.fn();
    const { rerender } = render(
      <View
        q={query({
          isPending: false,
          isFetching: false,
          error: new Error('服务暂时不可用（502），请稍后重试'),
          refetch,
        })}
      />,
    );
    expect(screen.getByText('加载失败')).toBeInTheDocument();
    expect(screen.getByText('服务暂时不可用（502），请稍后重试')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(refetch).toHaveBeenCalledTimes(1);
    rerender(<View q={query({ isPending: false, isFetching: true, error: new Error('x'), refetch })} />);
    expect(screen.getByRole('button', { name: /重试/ })).toBeDisabled();
  });

  it('offers 重新登录 instead of 重试 when only a new session helps; it opens login and comes back', async () => {
    const expired = new ApiError({ kind: 'gateway', message: '登录已过期，请重新登录', remedy: 'login' });
    const router = createMemoryRouter(
      [
        { path: '/phone/positionList', element: <View q={query({ isPending: false, error: expired })} /> },
        { path: '/phone/login', element: <p>登录页</p> },
      ],
      { initialEntries: ['/phone/positionList?tab=2'] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByText('登录已过期，请重新登录')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '重新登录' }));
    expect(await screen.findByText('登录页')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?redirect=%2Fphone%2FpositionList%3Ftab%3D2');
  });

  it('falls back to 请稍后重试 and the hotline for an error without a message', () => {
    render(<View q={query({ isPending: false, isFetching: false, error: new Error('') })} />);
    expect(screen.getByText('请稍后重试，或致电客服热线 400-820-8888')).toBeInTheDocument();
  });

  it("never shows an engine error's text (an old WebView without Object.hasOwn)", () => {
    const error = new TypeError('Object.hasOwn is not a function');
    render(<View q={query({ isPending: false, isFetching: false, error })} />);
    expect(screen.queryByText(/hasOwn/)).toBeNull();
    expect(screen.getByText('请稍后重试，或致电客服热线 400-820-8888')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });

  it('shows the caller’s empty text', () => {
    render(<View q={query({ isPending: false, isFetching: false, data: { cards: [] } })} />);
    expect(screen.getByText('暂未绑定银行卡')).toBeInTheDocument();
    expect(screen.getByText('绑定本人名下的借记卡')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('renders the content with the data', () => {
    render(<View q={query({ isPending: false, isFetching: false, data: { cards: ['招商银行'] } })} />);
    expect(screen.getByRole('listitem')).toHaveTextContent('招商银行');
    expect(screen.queryByText('加载失败')).toBeNull();
  });

  it('keeps the earlier data when a refetch fails, with a notice and 重试 (real react-query)', async () => {
    let answer: () => Promise<Cards> = async () => ({ cards: ['招商银行'] });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    function Page() {
      const q = useQuery({ queryKey: ['cards'], queryFn: () => answer() });
      return <View q={q} />;
    }
    render(
      <QueryClientProvider client={client}>
        <Page />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('招商银行')).toBeInTheDocument();
    answer = async () => {
      throw new Error('网络异常，请检查网络后重试');
    };
    await act(() => client.refetchQueries({ queryKey: ['cards'] }));
    expect(await screen.findByText('刷新失败，当前显示的可能不是最新内容')).toBeInTheDocument();
    expect(screen.getByText('招商银行')).toBeInTheDocument();
    expect(screen.queryByText('加载失败')).toBeNull();
    answer = async () => ({ cards: ['招商银行', '中国工商银行'] });
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(screen.queryByText(/刷新失败/)).toBeNull());
    expect(screen.getByText('中国工商银行')).toBeInTheDocument();
  });
});
