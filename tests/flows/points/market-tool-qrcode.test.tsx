import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setScenario } from '@mocks/scenarios/scenario-store';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { renderRoute } from '@tests/support/render-route';

configure({ asyncUtilTimeout: 15_000 });

setupMockApi();

const toDataURL = vi.hoisted(() => vi.fn(() => Promise.resolve('data:image/png;base64,iVBORw0KGgo=')));
vi.mock('qrcode', () => ({ toDataURL, default: { toDataURL } }));
afterEach(() => toDataURL.mockClear());

const appUrl = (path: string) =>
  `${window.location.origin}${import.meta.env.BASE_URL.replace(/\/$/, '')}${path}`;

describe('marketToolQrcode (an adviser’s marketing tool)', () => {
  it('shows the product with its risk level, a print-grade code of its link and the adviser, without a session', async () => {
    renderRoute('/phone/marketToolQrcode?toolCode=MT8F2K1Q', { session: 'loggedOut' });
    const card = await screen.findByRole('region', { name: '推荐产品' });
    expect(within(card).getByRole('heading', { name: '鑫享稳健1号集合资金信托计划' })).toBeInTheDocument();
    expect(card).toHaveTextContent('R3 中风险');
    expect(card).toHaveTextContent('业绩比较基准 5.40%–5.60%');
    expect(
      await within(card).findByRole('img', { name: '鑫享稳健1号集合资金信托计划的推广二维码' }),
    ).toBeInTheDocument();
    expect(toDataURL).toHaveBeenCalledWith(
      appUrl('/phone/activityMiddlepage?activityCode=TOOL2026&toolCode=MT8F2K1Q'),
      expect.objectContaining({ errorCorrectionLevel: 'Q' }),
    );
    const adviser = screen.getByRole('region', { name: '推荐人' });
    expect(adviser).toHaveTextContent('李娜高级理财经理');
    expect(adviser).toHaveTextContent('从业资格证书 F3021000000123');
    expect(within(adviser).getByRole('link', { name: '致电李娜' })).toHaveAttribute(
      'href',
      'tel:13601761234',
    );
    expect(screen.getByText(/不构成投资建议或收益承诺/)).toBeInTheDocument();
  });

  it('opens the product through the activity hand-off (login first: products need a session)', async () => {
    const u = userEvent.setup({ pointerEventsCheck: 0 });
    const { location } = renderRoute('/phone/marketToolQrcode?toolCode=MT8F2K1Q', { session: 'loggedOut' });
    await u.click(await screen.findByRole('button', { name: '查看产品详情' }));
    await waitFor(() =>
      expect(location()).toBe(
        `/phone/login?redirect=${encodeURIComponent('/phone/activityMiddlepage?activityCode=TOOL2026&toolCode=MT8F2K1Q')}`,
      ),
    );
  });

  it('shows an article without a risk level and offers 阅读全文', async () => {
    renderRoute('/phone/marketToolQrcode?toolCode=MA3R7W2P');
    const card = await screen.findByRole('region', { name: '推荐文章' });
    expect(card).toHaveTextContent('精选文章');
    expect(card).not.toHaveTextContent('风险');
    expect(within(card).getByRole('button', { name: '阅读全文' })).toBeInTheDocument();
  });

  it.each([
    ['an expired tool', 'MT2EXP1RD', '推广素材已失效', '该推广素材已失效，请联系您的理财经理获取最新内容'],
    ['a withdrawn product', 'MT5OLD0UT', '内容已下架', '该产品已售罄或内容已下架'],
  ])('explains %s in place, without a toast', async (_what, toolCode, title, message) => {
    const { toasts } = renderRoute(`/phone/marketToolQrcode?toolCode=${toolCode}`);
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '返回首页' })).toBeInTheDocument();
    expect(toasts()).toEqual([]);
  });

  it('says a link without a valid code is incomplete, and asks nothing of the server', async () => {
    renderRoute('/phone/marketToolQrcode?toolCode=<script>');
    expect(await screen.findByRole('heading', { name: '链接不完整' })).toBeInTheDocument();
    expect(toDataURL).not.toHaveBeenCalled();
  });

  it('shows 加载失败 with 重试 on another failure', async () => {
    setScenario({ outcome: 'http500', call: 'mgmMarketTool', times: 1 });
    const u = userEvent.setup({ pointerEventsCheck: 0 });
    renderRoute('/phone/marketToolQrcode?toolCode=MT8F2K1Q');
    expect(await screen.findByText('加载失败')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('region', { name: '推荐产品' })).toBeInTheDocument();
  });
});
