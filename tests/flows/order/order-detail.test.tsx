import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setScenario } from '@mocks/scenarios/scenario-store';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { renderRoute } from '@tests/support/render-route';

setupMockApi();

const progress = () => screen.findByRole('region', { name: '订单进度' });

/** The steps as "title:state", state from antd-mobile's step class. */
function stepStates(region: HTMLElement): string[] {
  return [...region.querySelectorAll('.adm-step')].map((step) => {
    const title = step.querySelector('.adm-step-title')?.textContent ?? '';
    const state = /adm-step-status-(\w+)/.exec(step.className)?.[1] ?? '';
    return `${title}:${state}`;
  });
}

describe('productOrderDetails', () => {
  it('shows an order waiting for payment: amount in 元 and 万元, the deadline counting down, progress at 打款, one next action', async () => {
    const { location } = renderRoute('/phone/productOrderDetails?orderNo=OD202611180002');
    expect(
      await screen.findByRole('status', { name: '订单加载中' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    const summary = await screen.findByRole('region', { name: '订单概要' });
    expect(within(summary).getByText('华信恒远3号集合资金信托计划')).toBeInTheDocument();
    expect(within(summary).getByText('2,000,000.00元')).toBeInTheDocument();
    expect(within(summary).getByText('（200万元）')).toBeInTheDocument();
    expect(within(summary).getByText('待打款')).toBeInTheDocument();
    expect(screen.getByText(/^待打款，请于 \d{4}-\d\d-\d\d \d\d:\d\d$/)).toBeInTheDocument();
    expect(screen.getByText(/剩余/)).toBeInTheDocument();

    expect(stepStates(await progress())).toEqual([
      '预约:finish',
      '签约:finish',
      '双录:finish',
      '打款:process',
      '冷静期:wait',
      '回访:wait',
      '确认:wait',
    ]);
    expect(screen.getByText('请转账并上传转账凭证')).toBeInTheDocument();
    expect(screen.getByText('招商银行 6214********5678')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '去打款并上传凭证' }));
    await waitFor(() => expect(location()).toBe('/phone/orderUpload?orderNo=OD202611180002'));
  });

  it('offers 撤销订单 beside the next action before payment', async () => {
    const { location } = renderRoute('/phone/productOrderDetails?orderNo=OD202611180002');
    await userEvent.click(await screen.findByRole('button', { name: '撤销订单' }));
    await waitFor(() => expect(location()).toBe('/phone/cancellationOrder?orderNo=OD202611180002'));
  });

  it('in the cooling-off says until when, counts down, and makes 撤销认购 the action', async () => {
    const { location } = renderRoute('/phone/productOrderDetails?orderNo=OD202611210003');
    expect(
      await screen.findByText(/^冷静期中，截止 \d{4}-\d\d-\d\d \d\d:\d\d$/, {
        selector: '.order-banner-title',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText(/剩余/)).toBeInTheDocument();
    expect(stepStates(await progress())).toContain('冷静期:process');
    expect(screen.queryByRole('button', { name: '撤销订单' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '撤销认购' }));
    await waitFor(() => expect(location()).toBe('/phone/cancellationOrder?orderNo=OD202611210003'));
  });

  it('leads each status to its one next action', async () => {
    const cases: [string, string, string][] = [
      ['OD202611200001', '继续签约', '/phone/signTheContract?orderNo=OD202611200001'],
      ['OD202611220004', '进入双录', '/phone/doubleLinkH5?orderNo=OD202611220004'],
      ['OD202611220005', '查看转账凭证', '/phone/orderLook?orderNo=OD202611220005'],
      ['OD202611170006', '填写回访问卷', '/phone/saleQuestionnaire?orderNo=OD202611170006'],
      ['RD202611190001', '继续签约', '/phone/signContract?orderNo=RD202611190001'],
    ];
    for (const [orderNo, label, target] of cases) {
      const view = renderRoute(`/phone/productOrderDetails?orderNo=${orderNo}`);
      await userEvent.click(await screen.findByRole('button', { name: label }));
      await waitFor(() => expect(view.location()).toBe(target));
      view.unmount();
    }
  });

  it('skips 双录 for a product without it and marks every step done once shares are confirmed', async () => {
    renderRoute('/phone/productOrderDetails?orderNo=OD202108020011');
    const steps = stepStates(await progress());
    expect(steps).not.toContain('双录:finish');
    expect(steps.every((step) => step.endsWith(':finish'))).toBe(true);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the refund of an order cancelled in the cooling-off and the step it stopped at', async () => {
    renderRoute('/phone/productOrderDetails?orderNo=OD202611160008');
    const refund = await screen.findByRole('region', { name: '退款处理中' });
    expect(within(refund).getByText('1,000,000.00元')).toBeInTheDocument();
    expect(within(refund).getByText(/前$/)).toBeInTheDocument();
    expect(stepStates(await progress())).toContain('冷静期:error');
    expect(screen.getByText('已撤单，退款中')).toBeInTheDocument();
  });

  it('shows a redemption with its open day, and a failed one with the reason', async () => {
    const first = renderRoute('/phone/productOrderDetails?orderNo=RD202611180003');
    expect(await screen.findByText(/^赎回申请将于开放日 \d{4}-\d\d-\d\d 确认/)).toBeInTheDocument();
    expect(screen.getByText('50,000.00份')).toBeInTheDocument();
    expect(screen.getByText('到账银行卡')).toBeInTheDocument();
    first.unmount();
    renderRoute('/phone/productOrderDetails?orderNo=RD202609280006');
    expect(await screen.findByText('赎回失败', { selector: '.order-banner-title' })).toBeInTheDocument();
    expect(stepStates(await progress()).some((step) => step.endsWith(':error'))).toBe(true);
  });

  it('titles an additional subscription 追加订单详情; orderDetailAdd is the same page', async () => {
    renderRoute('/phone/orderDetailAdd?orderNo=OD202611200001');
    expect(await screen.findByRole('heading', { name: '追加订单详情' })).toBeInTheDocument();
    expect(await screen.findByText('追加金额')).toBeInTheDocument();
  });

  it('says 订单不存在 (05040001) without a toast and offers 我的订单', async () => {
    const { toasts, location } = renderRoute('/phone/productOrderDetails?orderNo=OD209912319999');
    expect(await screen.findByRole('heading', { name: '订单不存在' })).toBeInTheDocument();
    expect(toasts()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: '查看我的订单' }));
    await waitFor(() => expect(location()).toBe('/phone/myOrder'));
  });

  it('without an order number says so instead of guessing', async () => {
    renderRoute('/phone/productOrderDetails');
    expect(await screen.findByRole('heading', { name: '未找到订单' })).toBeInTheDocument();
  });

  it('shows 加载失败 with 重试 when the detail fails, and recovers', async () => {
    setScenario({ outcome: 'http500', call: 'queryOrderDetail', times: 1 });
    renderRoute('/phone/productOrderDetails?orderNo=OD202611180002');
    expect(await screen.findByText('加载失败')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('region', { name: '订单概要' })).toBeInTheDocument();
  });
});
