import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findProduct, products } from '@mocks/domains/product/seed';
import { setScenario } from '@mocks/scenarios/scenario-store';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { renderRoute } from '@tests/support/render-route';

const server = setupMockApi();

const T = { timeout: 15_000 };
const open = async (productCode = 'JZ2023008') => {
  const view = renderRoute(`/phone/preheatDetail?productCode=${productCode}`);
  await screen.findByRole('heading', { level: 2 }, T);
  return view;
};

describe('preheatDetail (产品预告)', { timeout: 30_000 }, () => {
  it('counts down to the sale, shows the facts, and sets the reminder once', async () => {
    let sent = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/makePreheat')) sent += 1;
    });
    const { toasts } = await open();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      '华信量化对冲3号证券投资集合资金信托计划',
    );
    expect(screen.getByText('权益 · 60个月 · 100万起投')).toBeInTheDocument();
    expect(screen.getByText('R5 高风险')).toBeInTheDocument();
    expect(screen.getByText('预热中')).toBeInTheDocument();
    const countdown = screen.getByRole('region', { name: '开售倒计时' });
    expect(within(countdown).getByText(/^\d天\d{2}时\d{2}分\d{2}秒$/)).toBeInTheDocument();
    expect(within(countdown).getByText(/^开售时间 \d{4}-\d{2}-\d{2} 09:00$/)).toBeInTheDocument();
    expect(screen.getByText('深圳前海衡量投资管理有限公司')).toBeInTheDocument();
    expect(screen.getByText('中证500指数')).toBeInTheDocument();
    expect(screen.getByText('已有 127 位投资者设置了开售提醒')).toBeInTheDocument();

    const button = await screen.findByRole('button', { name: '开售提醒' }, T);
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await userEvent.click(button);
    expect(await screen.findByRole('button', { name: '已设置开售提醒' }, T)).toBeDisabled();
    expect(screen.getByText(/^将于 \d{4}-\d{2}-\d{2} 08:30 通过短信和App消息提醒您$/)).toBeInTheDocument();
    expect(await screen.findByText('已有 128 位投资者设置了开售提醒', undefined, T)).toBeInTheDocument();
    expect(sent).toBe(1);
    await waitFor(() => expect(toasts()).toContain('开售提醒设置成功'));
  });

  it('a reminder already set shows as set when the page opens again', async () => {
    await open();
    await userEvent.click(await screen.findByRole('button', { name: '开售提醒' }, T));
    await screen.findByRole('button', { name: '已设置开售提醒' }, T);
    await open();
    expect(await screen.findByRole('button', { name: '已设置开售提醒' }, T)).toBeDisabled();
  });

  it('a product that opened while the page was open (05030003): no reminder, the detail instead', async () => {
    const { location, toasts } = await open();
    const button = await screen.findByRole('button', { name: '开售提醒' }, T);
    await waitFor(() => expect(button).toBeEnabled());
    const product = findProduct('JZ2023008')!;
    await products.update(product, {
      data(draft) {
        draft.status = 'RAISING';
      },
    });
    await userEvent.click(button);
    expect(await screen.findByText('产品已开售，无需设置提醒', undefined, T)).toBeInTheDocument();
    expect(screen.getByText('该产品已开售')).toBeInTheDocument();
    expect(await screen.findByText('募集中', undefined, T)).toBeInTheDocument();
    expect(toasts()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: '查看产品详情' }));
    await waitFor(() => expect(location()).toBe('/phone/productDetail?productCode=JZ2023008'));
  });

  it('a product on sale opened here offers its detail, no reminder', async () => {
    await open('XT2024001');
    expect(screen.getByText('该产品已开售')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '开售提醒' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '查看产品详情' })).toBeInTheDocument();
  });

  it('a failed reminder keeps the button for another try', async () => {
    await open();
    const button = await screen.findByRole('button', { name: '开售提醒' }, T);
    await waitFor(() => expect(button).toBeEnabled());
    setScenario({ outcome: 'http500', call: 'makePreheat', times: 1 });
    await userEvent.click(button);
    await waitFor(() => expect(screen.getByRole('button', { name: '开售提醒' })).toBeEnabled(), T);
    expect(screen.queryByRole('button', { name: '已设置开售提醒' })).not.toBeInTheDocument();
  });

  it('an unknown product (05030001) says so', async () => {
    renderRoute('/phone/preheatDetail?productCode=XT1999999');
    expect(await screen.findByText('产品不存在或已下架', undefined, T)).toBeInTheDocument();
  });

  it('a failed read shows 加载失败 with 重试', async () => {
    setScenario({ outcome: 'http500', call: 'productPreheatDetail', times: 1 });
    renderRoute('/phone/preheatDetail?productCode=JZ2023008');
    expect(await screen.findByText('加载失败', undefined, T)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /重试/ }));
    expect(await screen.findByRole('heading', { level: 2 }, T)).toBeVisible();
  });
});
