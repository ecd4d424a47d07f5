import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLayoutEffect, type ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteDefContext } from '@/routing/route-context';
import type { RouteDef } from '@/routing/route-def';
import { PageFooterHint, PageFrame } from './page-frame';

afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, '');
  document.title = '';
});

const routeRow = { path: 'phone/addOrEditBankCard', title: '添加银行卡' } as RouteDef;

/** What the app shell does (navigation-effects.ts): the route title, in a layout effect, per navigation. */
function ShellLike({ children }: { children?: ReactNode }) {
  const location = useLocation();
  useLayoutEffect(() => {
    document.title = routeRow.title;
  }, [location.key]);
  return <RouteDefContext value={routeRow}>{children ?? <Outlet />}</RouteDefContext>;
}

function renderInRouter(page: ReactNode, initialEntries = ['/phone/addOrEditBankCard']) {
  const router = createMemoryRouter(
    [{ path: '/', Component: ShellLike, children: [{ path: '*', element: page }] }],
    { initialEntries },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('<PageFrame>: title', () => {
  it('shows the route row’s title and leaves document.title to the shell', () => {
    renderInRouter(<PageFrame>正文</PageFrame>);
    expect(screen.getByRole('heading', { level: 1, name: '添加银行卡' })).toBeInTheDocument();
    expect(document.title).toBe('添加银行卡');
    expect(screen.getByRole('main')).toHaveTextContent('正文');
  });

  it('a refined title wins over the shell’s layout effect, on arrival and on every later navigation', async () => {
    const router = renderInRouter(<PageFrame title="编辑银行卡">正文</PageFrame>, [
      '/phone/addOrEditBankCard?cardId=1',
    ]);
    expect(screen.getByRole('heading', { level: 1, name: '编辑银行卡' })).toBeInTheDocument();
    expect(document.title).toBe('编辑银行卡');
    // Same page, new history entry: the shell writes the route title again, the page refines again.
    await act(() => router.navigate('/phone/addOrEditBankCard?cardId=2'));
    expect(document.title).toBe('编辑银行卡');
  });

  it('follows a title that changes while the page stays', () => {
    const { rerender } = render(<PageFrame title="添加银行卡" />);
    expect(document.title).toBe('添加银行卡');
    rerender(<PageFrame title="编辑银行卡" />);
    expect(document.title).toBe('编辑银行卡');
  });
});

describe('<PageFrame>: back arrow', () => {
  it('has no arrow on the entry the app started on, and one after an in-app navigation', async () => {
    const router = renderInRouter(<PageFrame />, ['/phone/bankCardList']);
    expect(screen.queryByRole('button', { name: '返回' })).toBeNull();
    await act(() => router.navigate('/phone/addOrEditBankCard'));
    await userEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(router.state.location.pathname).toBe('/phone/bankCardList');
    expect(screen.queryByRole('button', { name: '返回' })).toBeNull();
  });

  it('reads the browser router’s entry number (history.state.idx)', () => {
    window.history.replaceState({ idx: 0 }, '');
    const { rerender } = render(<PageFrame title="t" />);
    expect(screen.queryByRole('button', { name: '返回' })).toBeNull();
    window.history.replaceState({ idx: 3 }, '');
    rerender(<PageFrame title="t " />);
    expect(screen.getByRole('button', { name: '返回' })).toBeInTheDocument();
  });

  it('back={false} never shows it; a back handler always shows it and replaces history back', async () => {
    window.history.replaceState({ idx: 3 }, '');
    const { rerender } = render(<PageFrame title="t" back={false} />);
    expect(screen.queryByRole('button', { name: '返回' })).toBeNull();
    window.history.replaceState({ idx: 0 }, '');
    const onBack = vi.fn();
    const historyBack = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    rerender(<PageFrame title="t" back={onBack} />);
    await userEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(historyBack).not.toHaveBeenCalled();
  });
});

describe('<PageFrame>: containers and footer', () => {
  it('hides our bar inside WeChat, whose own bar shows document.title', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) MicroMessenger/8.0.47',
    );
    const { rerender } = render(<PageFrame title="银行卡">正文</PageFrame>);
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(document.title).toBe('银行卡');
    expect(screen.getByRole('main')).toHaveTextContent('正文');
    rerender(
      <PageFrame title="银行卡" forceBar>
        正文
      </PageFrame>,
    );
    expect(screen.getByRole('heading', { level: 1, name: '银行卡' })).toBeInTheDocument();
  });

  it('puts the footer in a sticky contentinfo region after the body, and none without one', () => {
    const { container, rerender } = render(
      <PageFrame
        title="t"
        busy
        footer={
          <>
            <PageFooterHint>最多可绑定5张银行卡</PageFooterHint>
            <button type="button">添加银行卡</button>
          </>
        }
      >
        正文
      </PageFrame>,
    );
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveClass('page-frame-footer');
    expect(footer).toHaveTextContent('最多可绑定5张银行卡');
    expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelector('main + footer')).toBe(footer);
    rerender(<PageFrame title="t">正文</PageFrame>);
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });
});
