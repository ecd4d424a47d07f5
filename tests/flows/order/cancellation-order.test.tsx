import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setScenario } from '@mocks/scenarios/scenario-store';
import { callData } from '@mocks/testing/post-call';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { renderRoute } from '@tests/support/render-route';

const server = setupMockApi();

async function confirmInDialog(okText = '确认撤销') {
  const dialog = await screen.findByRole('dialog');
  await userEvent.click(within(dialog).getByRole('button', { name: okText }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

async function typeCode(code: string) {
  const field = await screen.findByPlaceholderText('请输入6位验证码');
  await screen.findByText(/验证码已发送至 138\*\*\*\*5678/);
  await userEvent.type(field, code);
  await userEvent.click(screen.getByRole('button', { name: '确认撤销' }));
}

function sentCalls(name: string): unknown[] {
  const sent: unknown[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.url.endsWith(`/${name}`)) sent.push(await request.clone().json());
  });
  return sent;
}

describe('cancellationOrder', { timeout: 15_000 }, () => {
  it('cancels within the cooling-off after the confirm and the SMS code: the full amount is refunded', async () => {
    const sms = sentCalls('sendBusiSms');
    const cancels = sentCalls('cancelOrderCheck');
    const { location } = renderRoute('/phone/cancellationOrder?orderNo=OD202611210003');
    expect(await screen.findByText(/^冷静期中，截止/)).toBeInTheDocument();
    const after = screen.getByRole('region', { name: '撤销后' });
    expect(within(after).getByText('3,000,000.00元（全额）')).toBeInTheDocument();
    expect(within(after).getByText('招商银行 6214********5678')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '确认撤销' }));
    expect(
      await screen.findByText(/撤销后认购资金 3,000,000.00 元将全额退还至招商银行（5678）/),
    ).toBeInTheDocument();
    await confirmInDialog();
    await typeCode('123456');

    expect(await screen.findByRole('heading', { name: '订单已撤销' })).toBeInTheDocument();
    expect(
      screen.getByText(/3,000,000.00 元将在1–3个工作日内全额退还至招商银行（5678）/),
    ).toBeInTheDocument();
    expect(sms).toEqual([{ requestData: { bizType: 'CANCEL_ORDER', bizNo: 'OD202611210003' } }]);
    expect(cancels).toHaveLength(1);
    expect(cancels[0]).toMatchObject({ requestData: { orderNo: 'OD202611210003', smsCode: '123456' } });
    const detail = await callData<{ status: string }>('queryOrderDetail', { orderNo: 'OD202611210003' });
    expect(detail.status).toBe('REFUNDING');

    await userEvent.click(screen.getByRole('button', { name: '查看退款进度' }));
    await waitFor(() => expect(location()).toBe('/phone/productOrderDetails?orderNo=OD202611210003'));
    expect(await screen.findByRole('region', { name: '退款处理中' })).toBeInTheDocument();
  });

  it('cancels an unpaid order: closed, nothing to refund', async () => {
    renderRoute('/phone/cancellationOrder?orderNo=OD202611180002');
    expect(await screen.findByText('订单关闭，无需再打款；已签署的合同随之失效')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '确认撤销' }));
    await confirmInDialog();
    await typeCode('123456');
    expect(await screen.findByRole('heading', { name: '订单已撤销' })).toBeInTheDocument();
    expect(screen.getByText('订单已关闭，无需再打款。')).toBeInTheDocument();
    const detail = await callData<{ status: string }>('queryOrderDetail', { orderNo: 'OD202611180002' });
    expect(detail.status).toBe('CANCELLED');
  });

  it('再想想 in the dialog sends nothing', async () => {
    const sms = sentCalls('sendBusiSms');
    renderRoute('/phone/cancellationOrder?orderNo=OD202611210003');
    await userEvent.click(await screen.findByRole('button', { name: '确认撤销' }));
    await confirmInDialog('再想想');
    expect(screen.queryByPlaceholderText('请输入6位验证码')).toBeNull();
    expect(sms).toEqual([]);
  });

  it('a wrong code is said above the field (05040007) and may be typed again', async () => {
    const { toasts } = renderRoute('/phone/cancellationOrder?orderNo=OD202611210003');
    await userEvent.click(await screen.findByRole('button', { name: '确认撤销' }));
    await confirmInDialog();
    await typeCode('654321');
    expect(await screen.findByRole('alert')).toHaveTextContent('短信验证码错误，请重新输入');
    expect(toasts()).toEqual([]);
    expect(screen.getByPlaceholderText('请输入6位验证码')).toHaveValue('');
    // The SMS step's re-click window (1 s after a refused submit) lets the investor read the message first.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await userEvent.type(screen.getByPlaceholderText('请输入6位验证码'), '123456');
    await userEvent.click(screen.getByRole('button', { name: '确认撤销' }));
    expect(await screen.findByRole('heading', { name: '订单已撤销' })).toBeInTheDocument();
  });

  it('an expired code is said above the field (05040008)', async () => {
    renderRoute('/phone/cancellationOrder?orderNo=OD202611210003');
    await userEvent.click(await screen.findByRole('button', { name: '确认撤销' }));
    await confirmInDialog();
    setScenario({ outcome: 'status:05040008', call: 'cancelOrderCheck', times: 1 });
    await typeCode('123456');
    expect(await screen.findByRole('alert')).toHaveTextContent('短信验证码已失效，请重新获取');
  });

  it('the cooling-off ended in the meantime (05040004): says so and offers the return visit', async () => {
    const { location } = renderRoute('/phone/cancellationOrder?orderNo=OD202611210003');
    await userEvent.click(await screen.findByRole('button', { name: '确认撤销' }));
    await confirmInDialog();
    setScenario({ outcome: 'status:05040004', call: 'cancelOrderCheck', times: 1 });
    await typeCode('123456');
    expect(await screen.findByRole('heading', { name: '冷静期已结束' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '填写回访问卷' }));
    await waitFor(() => expect(location()).toBe('/phone/saleQuestionnaire?orderNo=OD202611210003'));
  });

  it('funds being confirmed in the meantime (05040005) is said in place', async () => {
    renderRoute('/phone/cancellationOrder?orderNo=OD202611210003');
    await userEvent.click(await screen.findByRole('button', { name: '确认撤销' }));
    await confirmInDialog();
    setScenario({ outcome: 'status:05040005', call: 'cancelOrderCheck', times: 1 });
    await typeCode('123456');
    expect(await screen.findByRole('heading', { name: '资金确认中，暂不可撤销' })).toBeInTheDocument();
  });

  it('a status changed in the meantime (05040003) is said in place', async () => {
    renderRoute('/phone/cancellationOrder?orderNo=OD202611180002');
    await userEvent.click(await screen.findByRole('button', { name: '确认撤销' }));
    await confirmInDialog();
    setScenario({ outcome: 'status:05040003', call: 'cancelOrderCheck', times: 1 });
    await typeCode('123456');
    expect(await screen.findByRole('heading', { name: '该订单当前不可撤销' })).toBeInTheDocument();
  });

  it('an order past its cooling-off explains why there is nothing to cancel and links the return visit', async () => {
    renderRoute('/phone/cancellationOrder?orderNo=OD202611170006');
    expect(await screen.findByRole('heading', { name: '该订单当前不可撤销' })).toBeInTheDocument();
    expect(screen.getByText('冷静期已结束，订单不可撤销。')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '填写回访问卷' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '确认撤销' })).toBeNull();
  });

  it('while funds are being confirmed explains when a cancel opens', async () => {
    renderRoute('/phone/cancellationOrder?orderNo=OD202611220005');
    expect(await screen.findByText(/资金确认中，暂不可撤销。到账确认后进入24小时冷静期/)).toBeInTheDocument();
  });

  it('an unknown order says 订单不存在', async () => {
    renderRoute('/phone/cancellationOrder?orderNo=OD209912319999');
    expect(await screen.findByRole('heading', { name: '订单不存在' })).toBeInTheDocument();
  });
});
