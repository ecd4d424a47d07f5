import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RedeemInfoData } from '@gen/model/redeemInfoData';
import { setScenario } from '@mocks/scenarios/scenario-store';
import { callData } from '@mocks/testing/post-call';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { renderRoute } from '@tests/support/render-route';

const server = setupMockApi();
const URL_JZ = '/phone/redeemOrder?productCode=JZ2022003';

async function openForm() {
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  const view = renderRoute(URL_JZ);
  await screen.findByRole('region', { name: '赎回产品' });
  return { user, ...view };
}

describe('redeemOrder', { timeout: 30_000 }, () => {
  it('shows the redeemable shares, the NAV, the fee rate, the next open day and the holding’s card', async () => {
    await openForm();
    const head = screen.getByRole('region', { name: '赎回产品' });
    expect(within(head).getByText('950,000.00份')).toBeInTheDocument();
    expect(within(head).getByText('1,200,000.00份')).toBeInTheDocument();
    expect(within(head).getByText('250,000.00份')).toBeInTheDocument();
    expect(within(head).getByText(/最新净值 1\.1860（2026-11-20）/)).toBeInTheDocument();
    const quote = screen.getByRole('region', { name: '预估金额' });
    expect(within(quote).getByText('赎回费（费率0.50%）')).toBeInTheDocument();
    expect(within(quote).getByText(/^\d{4}-\d\d-15$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '到账银行卡' })).toHaveTextContent('招商银行 尾号5678');
  });

  it('estimates at the latest NAV less the fee in decimal, and 全部 enters every redeemable share', async () => {
    const { user } = await openForm();
    await user.type(screen.getByLabelText('赎回份额'), '200000');
    const quote = screen.getByRole('region', { name: '预估金额' });
    // 200,000 × 1.1860 = 237,200.00; fee 0.50 % = 1,186.00.
    expect(within(quote).getByText('237,200.00元')).toBeInTheDocument();
    expect(within(quote).getByText('1,186.00元')).toBeInTheDocument();
    expect(within(quote).getByText('236,014.00元')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '全部' }));
    expect(screen.getByLabelText('赎回份额')).toHaveValue('950000.00');
    expect(within(quote).getByText('1,126,700.00元')).toBeInTheDocument();
  });

  it('says what breaks the rules before asking the server', async () => {
    const { user } = await openForm();
    const field = screen.getByLabelText('赎回份额');
    await user.type(field, '5000');
    await user.click(screen.getByRole('button', { name: '提交赎回申请' }));
    expect(await screen.findByText('单笔最低赎回1万份')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '900000');
    expect(await screen.findByText(/部分赎回后剩余份额不得低于10万份/)).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '960000');
    expect(await screen.findByText('超过可赎回份额95万份')).toBeInTheDocument();
  });

  it('confirms, places the redemption once (double tap) and hands over to the redemption signing', async () => {
    const creates: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/createRedeemOrder')) creates.push(await request.clone().json());
    });
    const { user, location } = await openForm();
    await user.type(screen.getByLabelText('赎回份额'), '200000');
    await user.dblClick(screen.getByRole('button', { name: '提交赎回申请' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('赎回 华信价值精选1号证券投资集合资金信托计划 200,000.00份');
    await user.click(within(dialog).getByRole('button', { name: '确认赎回' }));
    await waitFor(() => expect(location()).toMatch(/^\/phone\/signContract\?orderNo=RD\d{12}$/));
    expect(creates).toHaveLength(1);
    expect(creates[0]).toMatchObject({
      requestData: { productCode: 'JZ2022003', shares: '200000.00', cardId: 'BC202406180001' },
    });
    const info = await callData<RedeemInfoData>('queryRedeemInfo', { productCode: 'JZ2022003' });
    expect(info.redeemableShares).toBe('750000.00');
  });

  it('says the server’s refusals where they belong (05046002 shares, 05046006 card, 05046005 in place)', async () => {
    const { user, toasts } = await openForm();
    await user.type(screen.getByLabelText('赎回份额'), '200000');
    const confirm = async () => {
      // The button's re-click window (1 s) after the previous attempt.
      await new Promise((resolve) => setTimeout(resolve, 1100));
      await user.click(screen.getByRole('button', { name: '提交赎回申请' }));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确认赎回' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    };
    setScenario({ outcome: 'status:05046002', call: 'createRedeemOrder', times: 1 });
    await confirm();
    expect(await screen.findByText(/可赎回份额已更新/)).toBeInTheDocument();
    setScenario({ outcome: 'status:05046006', call: 'createRedeemOrder', times: 1 });
    await confirm();
    // The scenario's message stands for the server's; it is said at the card, not in a toast.
    expect(await screen.findByText('业务处理失败（05046006）')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '到账银行卡' })).toHaveAttribute('aria-invalid', 'true');
    setScenario({ outcome: 'status:05046005', call: 'createRedeemOrder', times: 1 });
    await confirm();
    expect(await screen.findByText(/该产品当前不可赎回，请稍后再试/)).toBeInTheDocument();
    expect(toasts()).toEqual([]);
  });

  it('a product not held says 未找到持仓 (05046001); a link without a product says so too', async () => {
    renderRoute('/phone/redeemOrder?productCode=XT2024001');
    expect(await screen.findByRole('heading', { name: '未找到持仓' })).toBeInTheDocument();
  });

  it('without a product: 未找到产品 with the way to 我的持仓', async () => {
    const user = userEvent.setup();
    const { location } = renderRoute('/phone/redeemOrder');
    expect(await screen.findByRole('heading', { name: '未找到产品' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '查看我的持仓' }));
    await waitFor(() => expect(location()).toBe('/phone/positionList'));
  });

  it('a failed read shows 重试 and recovers', async () => {
    const user = userEvent.setup();
    setScenario({ outcome: 'http500', call: 'queryRedeemInfo', times: 1 });
    renderRoute(URL_JZ);
    await user.click(await screen.findByRole('button', { name: '重试' }, { timeout: 8000 }));
    expect(await screen.findByRole('region', { name: '赎回产品' })).toBeInTheDocument();
  });
});
