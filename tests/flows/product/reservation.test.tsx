import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callData } from '@mocks/testing/post-call';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { renderRoute } from '@tests/support/render-route';

setupMockApi();

async function typeAmount(user: UserEvent, text: string) {
  const field = await screen.findByRole('textbox', { name: '意向金额' }, { timeout: 15_000 });
  await user.click(field);
  await user.keyboard(text);
  await user.keyboard('{Enter}');
}

const reserveByApi = () =>
  callData<{ reservationNo: string }>('makeReservation', {
    productCode: 'XT2024002',
    intendedAmount: '2000000.00',
    contactPeriod: 'WEEKDAY_AFTERNOON',
  });

describe('reservation (产品预约)', { timeout: 30_000 }, () => {
  it('reserves 鑫盛优选2号: amount in 万元 and capitals, contact time, remark → 预约成功 → 我的预约 lists it first', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { location } = renderRoute('/phone/reservation?productCode=XT2024002');
    expect(await screen.findByRole('heading', { level: 2 }, { timeout: 15_000 })).toHaveTextContent(
      '鑫盛优选2号集合资金信托计划',
    );
    expect(screen.getByText('100万元起，按10万元递增；仅为意向，不冻结资金')).toBeInTheDocument();
    await typeAmount(user, '2000000');
    expect(screen.getByText('贰佰万元整')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /工作日下午/ }));
    await user.type(screen.getByRole('textbox', { name: '备注（选填）' }), '请提前电话联系');
    await user.click(screen.getByRole('button', { name: '提交预约' }));
    expect(await screen.findByText('预约成功', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(
      screen.getByText(
        /鑫盛优选2号集合资金信托计划，意向金额200万元。预计\d{4}-\d{2}-\d{2}开放认购，理财经理将于工作日下午（13:30–17:30）与您联系。/,
      ),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '查看我的预约' }));
    await waitFor(() => expect(location()).toBe('/phone/reservationPlan'));
    const first = (await screen.findAllByRole('listitem', {}, { timeout: 15_000 }))[0]!;
    expect(first).toHaveAccessibleName('鑫盛优选2号集合资金信托计划 已预约');
    expect(within(first).getByText('请提前电话联系')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: '取消预约' })).toBeInTheDocument();
  });

  it('says what is wrong with the amount before anything is sent (below 起投, off the step)', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const first = renderRoute('/phone/reservation?productCode=XT2024002');
    await typeAmount(user, '500000');
    await user.click(screen.getByRole('button', { name: '提交预约' }));
    expect(await screen.findByText('起投金额为100万元')).toBeInTheDocument();
    first.unmount();
    renderRoute('/phone/reservation?productCode=XT2024002');
    await typeAmount(user, '1050000');
    await user.click(screen.getByRole('button', { name: '提交预约' }));
    expect(await screen.findByText('意向金额须为10万元的整数倍')).toBeInTheDocument();
    expect(await callData<unknown[]>('queryReservationList', {})).toHaveLength(2);
  });

  it('a product already reserved shows that reservation instead of the form', async () => {
    await reserveByApi();
    renderRoute('/phone/reservation?productCode=XT2024002');
    expect(await screen.findByText('您已预约该产品', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '提交预约' })).toBeNull();
  });

  it('a product on sale is not reserved: 去认购 leads to the subscription', async () => {
    const { location } = renderRoute('/phone/reservation?productCode=XT2024001');
    expect(await screen.findByText('暂不可预约', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText('该产品已开放认购，您可直接认购')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '去认购' }));
    await waitFor(() => expect(location()).toBe('/phone/capitain?productCode=XT2024001'));
  });
});

describe('reservationPlan (预约计划)', { timeout: 30_000 }, () => {
  it('the story’s reservations: 已认购 and 已失效, neither cancellable', async () => {
    renderRoute('/phone/reservationPlan');
    const cards = await screen.findAllByRole('listitem', {}, { timeout: 15_000 });
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      '鑫享稳健1号集合资金信托计划 已认购',
      '华信安盈1号集合资金信托计划 已失效',
    ]);
    expect(within(cards[0]!).getByText('300万元')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('2024-06-03 09:20')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '取消预约' })).toBeNull();
  });

  it('cancels an open reservation after the confirm dialog; 再想想 keeps it', async () => {
    const { reservationNo } = await reserveByApi();
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { toasts } = renderRoute('/phone/reservationPlan');
    const card = await screen.findByRole(
      'listitem',
      { name: '鑫盛优选2号集合资金信托计划 已预约' },
      { timeout: 15_000 },
    );
    expect(within(card).getByText(reservationNo)).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: '取消预约' }));
    let dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(/将取消鑫盛优选2号集合资金信托计划的预约（意向金额200万元）/),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '再想想' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(card).toHaveAccessibleName('鑫盛优选2号集合资金信托计划 已预约');

    await user.click(within(card).getByRole('button', { name: '取消预约' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '取消预约' }));
    expect(
      await screen.findByRole(
        'listitem',
        { name: '鑫盛优选2号集合资金信托计划 已取消' },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(toasts()).toContain('取消预约成功');
    await waitFor(() => expect(screen.queryByRole('button', { name: '取消预约' })).toBeNull());
  });
});
