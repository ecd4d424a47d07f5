import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setScenario } from '@mocks/scenarios/scenario-store';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { renderRoute } from '@tests/support/render-route';

setupMockApi();

describe('xqlbDetails', () => {
  it('shows the application form: product, amount in figures and capitals, benchmark, subscriber masked, account, declarations', async () => {
    renderRoute('/phone/xqlbDetails?orderNo=OD202611180002');
    const product = await screen.findByRole('region', { name: '认购产品' });
    expect(within(product).getByText('华信恒远3号集合资金信托计划')).toBeInTheDocument();
    expect(within(product).getByText('R3 中风险')).toBeInTheDocument();
    expect(within(product).getByText('2,000,000.00元')).toBeInTheDocument();
    expect(within(product).getByText('人民币贰佰万元整')).toBeInTheDocument();
    expect(within(product).getByText('5.40%/年')).toBeInTheDocument();
    const investor = screen.getByRole('region', { name: '委托人信息' });
    expect(within(investor).getByText('张伟')).toBeInTheDocument();
    expect(within(investor).getByText('138****5678')).toBeInTheDocument();
    expect(within(investor).getByText(/^\d{4}\*{10}\d{3}[0-9X]$/)).toBeInTheDocument();
    const declarations = screen.getByRole('region', { name: '委托人声明' });
    expect(within(declarations).getAllByRole('listitem')).toHaveLength(4);
    expect(within(declarations).getByText(/不存在使用贷款、发行债券等筹集的非自有资金/)).toBeInTheDocument();
  });

  it('takes the 300万 tier for a 300万 subscription and titles an additional one 追加认购申请书', async () => {
    const first = renderRoute('/phone/xqlbDetails?orderNo=OD202611210003');
    expect(await screen.findByText('5.60%/年')).toBeInTheDocument();
    expect(screen.getByText('人民币叁佰万元整')).toBeInTheDocument();
    first.unmount();
    renderRoute('/phone/xqlbDetails?orderNo=OD202611200001');
    expect(await screen.findByRole('heading', { name: '追加认购申请书' })).toBeInTheDocument();
    expect(screen.getByText('尚未签署')).toBeInTheDocument();
  });

  it('says 订单不存在 for an unknown order and 加载失败 with 重试 on failure', async () => {
    const first = renderRoute('/phone/xqlbDetails?orderNo=OD209912319999');
    expect(await screen.findByRole('heading', { name: '订单不存在' })).toBeInTheDocument();
    first.unmount();
    setScenario({ outcome: 'http500', call: 'queryOrderApply', times: 1 });
    renderRoute('/phone/xqlbDetails?orderNo=OD202611180002');
    expect(await screen.findByText('加载失败')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('region', { name: '认购产品' })).toBeInTheDocument();
  });
});

describe('track', () => {
  it('lists every status the order entered, newest first, with its time, under the progress steps', async () => {
    renderRoute('/phone/track?orderNo=OD202611210003');
    const record = await screen.findByRole('region', { name: '办理记录' });
    const titles = [...record.querySelectorAll('.adm-step-title')].map((t) => t.textContent);
    expect(titles).toEqual(['冷静期中', '资金确认中', '待打款', '待双录', '待签约']);
    expect(within(record).getByText('资金已到账，进入24小时冷静期')).toBeInTheDocument();
    expect(within(record).getAllByText(/^\d{4}-\d\d-\d\d \d\d:\d\d$/)).toHaveLength(5);
    expect(screen.getByRole('region', { name: '订单进度' })).toBeInTheDocument();
  });

  it('shows a cancelled-and-refunded order’s whole way', async () => {
    renderRoute('/phone/track?orderNo=OD202610100015');
    const record = await screen.findByRole('region', { name: '办理记录' });
    const titles = [...record.querySelectorAll('.adm-step-title')].map((t) => t.textContent);
    expect(titles[0]).toBe('已退款');
    expect(titles).toContain('退款中');
  });

  it('says 订单不存在 for an unknown order', async () => {
    renderRoute('/phone/track?orderNo=OD209912319999');
    expect(await screen.findByRole('heading', { name: '订单不存在' })).toBeInTheDocument();
  });
});

describe('orderMiddlePage', () => {
  it('reads the order, then replaces itself with the order detail', async () => {
    const { location, router } = renderRoute('/phone/orderMiddlePage?orderNo=OD202611180002');
    await waitFor(() => expect(location()).toBe('/phone/productOrderDetails?orderNo=OD202611180002'));
    expect(await screen.findByRole('region', { name: '订单概要' })).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('stays with 加载失败 and 重试 when the order cannot be read', async () => {
    setScenario({ outcome: 'http500', call: 'queryOrderDetail', times: 1 });
    const { location } = renderRoute('/phone/orderMiddlePage?orderNo=OD202611180002');
    expect(await screen.findByText('加载失败')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(location()).toBe('/phone/productOrderDetails?orderNo=OD202611180002'));
  });

  it('says 订单不存在 for an unknown order instead of moving on', async () => {
    renderRoute('/phone/orderMiddlePage?orderNo=OD209912319999');
    expect(await screen.findByRole('heading', { name: '订单不存在' })).toBeInTheDocument();
  });
});
