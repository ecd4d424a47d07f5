import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { shellReports } from '@mocks/domains/common/shell-handlers';
import { HOSTILE_ARTICLE_ID } from '@mocks/domains/content/news-articles';
import { setScenario } from '@mocks/scenarios/scenario-store';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { API } from '@tests/support/msw-server';
import { renderRoute } from '@tests/support/render-route';

// A lazy page's first transform passed 5 s on the loaded machine.
configure({ asyncUtilTimeout: 15_000 });

const server = setupMockApi();

/** Counts the click records the page sends (the mock still answers them). */
function countClicks() {
  const sent: unknown[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.url.endsWith('/newsClickRecord')) sent.push(await request.clone().json());
  });
  return sent;
}

describe('inforDetail', () => {
  it('renders the article: title, source line, images and the table from server HTML', async () => {
    const { container } = renderRoute('/phone/inforDetail?articleId=AR202406280012');
    expect(
      await screen.findByRole('heading', { level: 2, name: /卓越财富管理信托公司/ }),
    ).toBeInTheDocument();
    expect(screen.getByText('品牌管理部')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '颁奖现场' })).toHaveAttribute(
      'src',
      '/xtmk/apph5/appgw/crm/file/preview?fileId=F202406280004',
    );
    expect(screen.getByRole('table')).toHaveTextContent('2023年24,980763');
    expect(screen.getByRole('link', { name: '400-820-8888' })).toHaveAttribute('href', 'tel:4008208888');
    expect(container).toHaveTextContent('不构成任何投资建议');
  });

  it('counts the view once, after the article loaded, and not again on a refetch', async () => {
    const clicks = countClicks();
    const { queryClient } = renderRoute('/phone/inforDetail?articleId=AR202406250008');
    await screen.findByRole('heading', { level: 2, name: /资产配置展望/ });
    await waitFor(() => expect(clicks).toEqual([{ requestData: { articleId: 'AR202406250008' } }]));
    await queryClient.refetchQueries();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(clicks).toHaveLength(1);
  });

  it('an article with a script in its HTML renders its text and runs nothing', async () => {
    const win = window as unknown as { __articleScriptRan?: boolean };
    delete win.__articleScriptRan;
    const { container } = renderRoute(`/phone/inforDetail?articleId=${HOSTILE_ARTICLE_ID}`);
    expect(await screen.findByText('按期分配适合需要稳定现金流的投资者。')).toBeInTheDocument();
    expect(screen.getByText('到期一次性分配适合长期闲置资金。')).toBeInTheDocument();
    const body = container.querySelector('.article-body')!;
    expect(body.querySelector('script')).toBeNull();
    expect(body.innerHTML).not.toMatch(/onerror|javascript:|tracker\.example\.com/);
    // The javascript: link stays as text without a target.
    expect(screen.getByText('点击查看分配日历').closest('a')?.getAttribute('href')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(win.__articleScriptRan).toBeUndefined();
  });

  it('a withdrawn article (05100301) says so, without a toast, and leads back to the list', async () => {
    const { toasts, location } = renderRoute('/phone/inforDetail?articleId=AR209901010001');
    expect(await screen.findByText('该资讯已下架')).toBeInTheDocument();
    expect(toasts()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: '查看更多资讯' }));
    await waitFor(() => expect(location()).toBe('/phone/inforList'));
  });

  it('without an article id shows the same page, no request', async () => {
    server.use(
      http.post(API('getArticleDetail'), () => {
        throw new Error('must not be called');
      }),
    );
    renderRoute('/phone/inforDetail');
    expect(await screen.findByText('该资讯已下架')).toBeInTheDocument();
  });

  it('a failed read shows 加载失败 with 重试; a failed click record is silent', async () => {
    setScenario({ outcome: 'http500', call: 'getArticleDetail', times: 1 });
    renderRoute('/phone/inforDetail?articleId=AR202406280012');
    expect(await screen.findByText('加载失败')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: /卓越财富管理信托公司/ }),
    ).toBeInTheDocument();
  });

  it('does not toast when only the click record fails', async () => {
    setScenario({ outcome: 'http500', call: 'newsClickRecord' });
    const { toasts } = renderRoute('/phone/inforDetail?articleId=AR202406280012');
    expect(
      await screen.findByRole('heading', { level: 2, name: /卓越财富管理信托公司/ }),
    ).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(toasts()).toEqual([]);
  });

  it('reports the time on the article (updateEnterTime): the enter on load, the stay on leaving', async () => {
    const { router } = renderRoute('/phone/inforDetail?articleId=AR202406280012');
    await screen.findByRole('heading', { level: 2, name: /卓越财富管理信托公司/ });
    // React's strict mode runs the effect twice in development: a visit of 0 ms may come first.
    const visits = () => shellReports.findMany((q) => q.where({ kind: 'visit' }));
    const open = () => visits().filter((visit) => visit.stayMs === undefined);
    await waitFor(() => expect(open()).toHaveLength(1));
    const [entered] = open();
    expect(entered).toMatchObject({ pagePath: '/phone/inforDetail', targetId: 'AR202406280012' });
    await router.navigate('/phone/inforList');
    await waitFor(() => expect(open()).toHaveLength(0));
    // The stay replaces the enter under the same visit. Read by its key: the stay of a page a
    // test before this one left may land after the mock was seeded again.
    const left = shellReports.findFirst((q) => q.where({ key: entered!.key }));
    expect(left).toMatchObject({ pagePath: '/phone/inforDetail', targetId: 'AR202406280012' });
    expect(left?.stayMs).toBeGreaterThanOrEqual(0);
  });
});
