import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TransferInfoData } from '@gen/model/transferInfoData';
import { setScenario } from '@mocks/scenarios/scenario-store';
import { callData } from '@mocks/testing/post-call';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { renderRoute } from '@tests/support/render-route';

const server = setupMockApi();
const FORM = '/phone/makeOverDetails?productCode=XT2024001';

type User = ReturnType<typeof userEvent.setup>;

async function fill(user: User, { transferee = ['李娜', '310104198808082126'] } = {}) {
  await user.type(screen.getByLabelText('转让份额'), '500000');
  const price = screen.getByRole('textbox', { name: '转让价款' });
  await user.click(price);
  await user.keyboard('510000');
  await user.type(screen.getByLabelText('受让方姓名'), transferee[0]!);
  await user.type(screen.getByLabelText('身份证号码'), transferee[1]!);
}

describe('makeOver', { timeout: 30_000 }, () => {
  it('lists the fixed-income holdings, transferable first, and the transfers with their status', async () => {
    const user = userEvent.setup();
    const { location } = renderRoute('/phone/makeOver');
    const holdings = await screen.findByRole('list', { name: '可转让的持仓' });
    const items = within(holdings).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('华信恒远3号'),
      expect.stringContaining('鑫享稳健1号'),
      expect.stringContaining('华信安泰5号'),
    ]);
    expect(items[0]).toHaveTextContent('可转让 500,000.00份 · 持有 1,000,000.00份');
    expect(items[2]).toHaveTextContent('产品已到期清算中，不可转让');
    expect(within(items[2]!).queryByRole('link')).toBeNull();
    const transfers = screen.getByRole('list', { name: '我的转让' });
    expect(within(transfers).getByText('已提交')).toBeInTheDocument();
    expect(within(transfers).getByText(/受让方 陈\*/)).toBeInTheDocument();
    await user.click(within(holdings).getByRole('link', { name: '转让 鑫享稳健1号集合资金信托计划' }));
    await waitFor(() => expect(location()).toBe(FORM));
  });

  it('goes straight on to the form when a holding names its product', async () => {
    const { location } = renderRoute('/phone/makeOver?productCode=XT2024001');
    await waitFor(() => expect(location()).toBe(FORM));
    expect(await screen.findByRole('region', { name: '转让产品' })).toBeInTheDocument();
  });
});

describe('makeOverDetails: the form', { timeout: 40_000 }, () => {
  it('shows the terms, quotes the fee and the net in decimal, and keeps the price within its band', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderRoute(FORM);
    const head = await screen.findByRole('region', { name: '转让产品' });
    expect(within(head).getByText('3,000,000.00份')).toBeInTheDocument();
    expect(within(head).getByText('1.0235元')).toBeInTheDocument();
    await fill(user);
    const fees = screen.getByRole('region', { name: '转让费用' });
    expect(within(fees).getByText('1.0200元')).toBeInTheDocument();
    expect(within(fees).getByText('510.00元')).toBeInTheDocument();
    expect(within(fees).getByText('509,490.00元')).toBeInTheDocument();
    // 500,000 × 1.0235 = 511,750.00; 90 %–110 %.
    expect(screen.getByText('参考价值 511,750.00元，允许 460,575.00–562,925.00元')).toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: '转让价款' }));
    await user.keyboard('{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}400000');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByText('转让价款须在允许范围内（460,575.00–562,925.00元）')).toBeInTheDocument();
  });

  it('checks the transferee with the server and then shows him masked only', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderRoute(FORM);
    await screen.findByRole('region', { name: '转让产品' });
    await fill(user);
    await user.click(screen.getByRole('button', { name: '核验受让方' }));
    expect(await screen.findByText('李* 3101**********2126')).toBeInTheDocument();
    expect(screen.getByText(/合格投资者（认证有效期至2027-05-31）/)).toBeInTheDocument();
    expect(screen.queryByLabelText('身份证号码')).toBeNull();
    expect(screen.queryByText('310104198808082126')).toBeNull();
    await user.click(screen.getByRole('button', { name: '修改' }));
    expect(screen.getByLabelText('身份证号码')).toBeInTheDocument();
  });

  it('says a transferee who is not qualified (05045102) under the ID, with no toast', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { toasts } = renderRoute(FORM);
    await screen.findByRole('region', { name: '转让产品' });
    await fill(user, { transferee: ['王芳', '310115197903153046'] });
    await user.click(screen.getByRole('button', { name: '核验受让方' }));
    expect(
      await screen.findByText('受让方不是合格投资者或认证已过期，不能受让信托受益权'),
    ).toBeInTheDocument();
    expect(toasts()).toEqual([]);
  });

  it('refuses a mistyped ID number before asking anyone', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderRoute(FORM);
    await screen.findByRole('region', { name: '转让产品' });
    await fill(user, { transferee: ['李娜', '310104198808082125'] });
    await user.click(screen.getByRole('button', { name: '核验受让方' }));
    expect(await screen.findByText('身份证号码有误，请核对后重新输入')).toBeInTheDocument();
  });

  it('needs the agreement, confirms, signs with the SMS code and shows the transfer submitted', async () => {
    const applies: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/ftsTransferApply')) applies.push(await request.clone().json());
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { location } = renderRoute(FORM);
    await screen.findByRole('region', { name: '转让产品' });
    await fill(user);
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByText('请阅读并同意《信托受益权转让协议》')).toBeInTheDocument();
    // The only invalid field: focus on the checkbox itself, which carries its message.
    const agree = screen.getByRole('checkbox', { name: '我已阅读并同意' });
    expect(agree).toHaveFocus();
    expect(agree).toHaveAccessibleDescription('请阅读并同意《信托受益权转让协议》');
    await user.click(screen.getByRole('button', { name: '《信托受益权转让协议》' }));
    const sheet = await screen.findByRole('dialog', { name: '信托受益权转让协议' });
    expect(within(sheet).getAllByRole('listitem').length).toBeGreaterThan(3);
    await user.click(within(sheet).getByRole('button', { name: '已阅读并同意' }));
    expect(agree).toBeChecked();
    expect(screen.queryByText('请阅读并同意《信托受益权转让协议》')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await user.click(screen.getByRole('button', { name: '下一步' }));
    const confirm = await screen.findByRole('dialog', { name: '确认转让？' });
    expect(confirm).toHaveTextContent(
      '将 500,000.00份 鑫享稳健1号集合资金信托计划 以 510,000.00 元转让给 李*',
    );
    await user.click(within(confirm).getByRole('button', { name: '确认转让' }));
    expect(await screen.findByText('验证码已发送至 138****5678，5分钟内有效')).toBeInTheDocument();
    await user.type(screen.getByLabelText('短信验证码'), '123456');
    await user.dblClick(screen.getByRole('button', { name: '签署并提交' }));
    await waitFor(() => expect(location()).toMatch(/^\/phone\/makeOverDetails\?orderNo=TR\d{12}$/));
    expect(applies).toHaveLength(1);
    expect(applies[0]).toMatchObject({
      requestData: { productCode: 'XT2024001', shares: '500000.00', price: '510000.00', agreed: true },
    });
    expect(await screen.findByText('转让申请已提交，待受让方签约付款')).toBeInTheDocument();
    const facts = screen.getByRole('region', { name: '转让信息' });
    expect(facts).toHaveTextContent('李* 3101**********2126');
    expect(facts).toHaveTextContent('509,490.00元');
    const terms = await callData<TransferInfoData>('queryFtsTransferInfo', { productCode: 'XT2024001' });
    expect(terms.transferableShares).toBe('2500000.00');
  });

  it('a product that cannot be transferred says so (05045001)', async () => {
    renderRoute('/phone/makeOverDetails?productCode=XT2022011');
    expect(await screen.findByRole('heading', { name: '该产品当前不可转让' })).toBeInTheDocument();
  });
});

describe('makeOverDetails: a transfer', { timeout: 20_000 }, () => {
  it('shows the transfer, its progress and 撤销转让 while the transferee has not paid', async () => {
    const user = userEvent.setup();
    const { location } = renderRoute('/phone/makeOverDetails?orderNo=TR202611080001');
    expect(await screen.findByText('转让申请已提交，待受让方签约付款')).toBeInTheDocument();
    const progress = screen.getByRole('region', { name: '转让进度' });
    expect(progress).toHaveTextContent('待受让方签约付款，我司登记后生效');
    const facts = screen.getByRole('region', { name: '转让信息' });
    expect(facts).toHaveTextContent('陈* 3205**********0065');
    expect(facts).toHaveTextContent('505,000.00元');
    await user.click(screen.getByRole('button', { name: '撤销转让' }));
    await waitFor(() => expect(location()).toBe('/phone/cancellationOrder?orderNo=TR202611080001'));
  });

  it('an unknown transfer says 转让不存在 (05040001)', async () => {
    renderRoute('/phone/makeOverDetails?orderNo=TR209901010001');
    expect(await screen.findByRole('heading', { name: '转让不存在' })).toBeInTheDocument();
  });

  it('a failed read shows 重试', async () => {
    setScenario({ outcome: 'http500', call: 'queryFtsTransferDetail', times: 1 });
    const user = userEvent.setup();
    renderRoute('/phone/makeOverDetails?orderNo=TR202611080001');
    await user.click(await screen.findByRole('button', { name: '重试' }, { timeout: 8000 }));
    expect(await screen.findByRole('region', { name: '转让信息' })).toBeInTheDocument();
  });
});
