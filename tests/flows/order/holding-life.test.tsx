import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FIXED_HELD_SUBSCRIPTION, ORDER_PROOF_UPLOADED } from '@mocks/domains/order/seed';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { renderRoute } from '@tests/support/render-route';
import { confirmAdditionalLot } from '@mocks/domains/order/testing';

/** The order detail's renewal, original order and lot redemption; the redemption page's cancellable list. */
setupMockApi();

const card = (name: string) => screen.findByRole('region', { name }, { timeout: 15_000 });

describe('a holding’s life from its orders', { timeout: 40_000 }, () => {
  it('到期续投: 第1期’s maturity and principal, 第5期 at 5.60%, and the tap into 追加认购 of the series', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { location } = renderRoute(`/phone/productOrderDetails?orderNo=${FIXED_HELD_SUBSCRIPTION}`);
    const renewal = await card('到期续投');
    expect(await within(renewal).findByText('第1期')).toBeInTheDocument();
    expect(within(renewal).getByText('2027-06-28')).toBeInTheDocument();
    expect(within(renewal).getByText(/^3,000,000\.00元/)).toBeInTheDocument();
    expect(within(renewal).getByText('可续投 第5期')).toBeInTheDocument();
    expect(within(renewal).getByText(/按到期本金适用业绩比较基准 5\.60%/)).toBeInTheDocument();
    await user.click(within(renewal).getByRole('button', { name: '续投第5期' }));
    await waitFor(() => expect(location()).toBe('/phone/capitainAdd?productCode=XT2024001'), {
      timeout: 10_000,
    });
  });

  it('says why a plan with no tranche on sale cannot be renewed', async () => {
    renderRoute('/phone/productOrderDetails?orderNo=OD202311020009');
    const renewal = await card('到期续投');
    expect(await within(renewal).findByText(/暂无在售的续投期次/)).toBeInTheDocument();
    expect(within(renewal).queryByRole('button')).not.toBeInTheDocument();
  });

  it('leaves renewal out of an order it does not apply to (05047001, no toast)', async () => {
    const { queryClient, toasts } = renderRoute('/phone/productOrderDetails?orderNo=OD202203150010');
    await screen.findByRole('region', { name: '订单进度' }, { timeout: 15_000 });
    await waitFor(() =>
      expect(
        queryClient
          .getQueryCache()
          .findAll({ predicate: (q) => JSON.stringify(q.queryKey).includes('checkRenewal') })[0]?.state
          .status,
      ).toBe('error'),
    );
    expect(screen.queryByRole('region', { name: '到期续投' })).not.toBeInTheDocument();
    expect(toasts()).toEqual([]);
  });

  it('an additional subscription links its original order', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { location } = renderRoute('/phone/orderDetailAdd?orderNo=OD202611200001');
    const original = await card('原认购订单');
    await user.click(within(original).getByRole('link', { name: /认购 3,000,000\.00元/ }));
    await waitFor(() =>
      expect(location()).toBe(`/phone/productOrderDetails?orderNo=${FIXED_HELD_SUBSCRIPTION}`),
    );
  });

  it('redeems part of a confirmed additional lot after a confirmation, then hands over to signing', async () => {
    await confirmAdditionalLot();
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { location } = renderRoute(`/phone/orderDetailAdd?orderNo=${ORDER_PROOF_UPLOADED}`);
    const lot = await card('赎回本笔追加份额');
    const input = within(lot).getByPlaceholderText('请输入份额');
    await user.type(input, '960000');
    expect(await within(lot).findByRole('alert')).toHaveTextContent('最多可赎回本笔950,000.00份');
    expect(within(lot).getByRole('button', { name: '赎回本笔份额' })).toBeDisabled();
    await user.clear(input);
    await user.type(input, '200000');
    await user.click(within(lot).getByRole('button', { name: '赎回本笔份额' }));
    const dialog = await screen.findByRole('dialog', { name: '赎回本笔追加份额' });
    await user.click(within(dialog).getByRole('button', { name: '确认赎回' }));
    await waitFor(() => expect(location()).toMatch(/^\/phone\/signContract\?orderNo=RD\d{12}$/), {
      timeout: 10_000,
    });
  });

  it('the redemption page lists the redemptions still cancellable, each with 撤销', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { location } = renderRoute('/phone/redeemOrder?productCode=JZ2022003');
    const pending = await card('可撤销的赎回申请');
    expect(within(pending).getByRole('heading')).toHaveTextContent(/^您有\d笔赎回申请尚可撤销$/);
    const cancel = within(pending).getAllByRole('link', { name: '撤销' })[0]!;
    await user.click(cancel);
    await waitFor(() => expect(location()).toMatch(/^\/phone\/cancellationOrder\?orderNo=RD\d{12}$/));
  });
});
