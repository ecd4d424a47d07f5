import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useState } from 'react';
import { createMemoryRouter, RouterProvider, useSearchParams } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { TargetPolicy } from '@/page-kit/allowed-targets';
import { RedirectingPage, type RedirectingPageProps } from './redirecting-page';

const policy: TargetPolicy = {
  base: '/xtmk/apph5/',
  selfOrigin: 'https://h5.trust.example',
  allowedOrigins: ['https://live.partner.example'],
};

function HandOff(props: Omit<RedirectingPageProps, 'target'>) {
  const [params] = useSearchParams();
  return <RedirectingPage target={params.get('to')} policy={policy} {...props} />;
}

function renderHandOff(entries: string[], props: Omit<RedirectingPageProps, 'target'> = {}) {
  const open = props.open ?? vi.fn();
  const router = createMemoryRouter(
    [
      { path: '/phone/handOff', element: <HandOff {...props} open={open} /> },
      { path: '/phone/x', element: <p>站内页面</p> },
      { path: '/phone/about', element: <p>关于我们</p> },
      { path: '/phone/list', element: <p>列表页</p> },
    ],
    { initialEntries: entries, initialIndex: entries.length - 1 },
  );
  render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  return { router, open };
}

const to = (target: string) => `/phone/handOff?to=${encodeURIComponent(target)}`;

describe('<RedirectingPage>', () => {
  it('sends an app path through the router, replacing the hand-off entry', async () => {
    const { router, open } = renderHandOff([to('/xtmk/apph5/phone/x?id=1')]);
    expect(await screen.findByText('站内页面')).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe('/phone/x?id=1');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(open).not.toHaveBeenCalled();
  });

  it('opens an allowed origin once (StrictMode runs effects twice), replacing by default', async () => {
    const { open } = renderHandOff([to('https://live.partner.example/room/8')]);
    expect(screen.getByRole('status')).toHaveTextContent('正在跳转');
    await act(async () => {});
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith('https://live.partner.example/room/8', true);
  });

  it('titles a refusal 跳转失败 rather than the route row’s 正在跳转, unless the route has a name of its own', async () => {
    renderHandOff([to('https://evil.com/')]);
    expect(await screen.findByRole('heading', { level: 1, name: '跳转失败' })).toBeInTheDocument();
  });

  it('titles the page as the hand-off route asks', async () => {
    renderHandOff([to('https://evil.com/')], { title: '直播间' });
    expect(await screen.findByRole('heading', { level: 1, name: '直播间' })).toBeInTheDocument();
  });

  it('keeps the entry when replace is false', async () => {
    const { open } = renderHandOff([to('https://live.partner.example/')], { replace: false });
    await act(async () => {});
    expect(open).toHaveBeenCalledWith('https://live.partner.example/', false);
  });

  it.each(['https://evil.com/phish', 'javascript:alert(document.cookie)', '//evil.com', ''])(
    'refuses %j with a Chinese message and never navigates',
    async (target) => {
      const { router, open } = renderHandOff([to(target)]);
      expect(await screen.findByRole('heading', { level: 2, name: '无法跳转' })).toBeInTheDocument();
      expect(screen.getByText(/跳转|地址/, { selector: '.adm-result-description' })).toBeInTheDocument();
      expect(open).not.toHaveBeenCalled();
      expect(router.state.location.pathname).toBe('/phone/handOff');
    },
  );

  it('offers 返回首页 without in-app history', async () => {
    const { router } = renderHandOff([to('https://evil.com/')]);
    await userEvent.click(await screen.findByRole('button', { name: '返回首页' }));
    expect(router.state.location.pathname).toBe('/phone/about');
  });

  it('offers 返回上一页 with in-app history', async () => {
    const { router } = renderHandOff(['/phone/list', to('https://evil.com/')]);
    await userEvent.click(await screen.findByRole('button', { name: '返回上一页' }));
    expect(await screen.findByText('列表页')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('POP');
  });

  it('waits while the target is pending, then goes', async () => {
    const open = vi.fn();
    function MintsATarget() {
      const [target, setTarget] = useState<string | undefined>();
      return (
        <>
          <button type="button" onClick={() => setTarget('https://live.partner.example/sso?t=1')}>
            到达
          </button>
          <RedirectingPage target={target} pending={target === undefined} open={open} policy={policy} />
        </>
      );
    }
    const router = createMemoryRouter([{ path: '*', element: <MintsATarget /> }]);
    render(<RouterProvider router={router} />);
    await act(async () => {});
    expect(screen.getByRole('status')).toHaveTextContent('正在跳转');
    expect(screen.queryByText('无法跳转')).toBeNull();
    expect(open).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: '到达' }));
    expect(open).toHaveBeenCalledWith('https://live.partner.example/sso?t=1', true);
  });
});
