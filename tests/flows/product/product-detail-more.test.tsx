import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setInvestorVariant } from '@mocks/scenarios/investor-variants';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { renderRoute } from '@tests/support/render-route';

/** productDetail's 产品要素 tab below the key facts: the line's facts, rules, cycle, tranches, orders. */
setupMockApi();
afterEach(() => setInvestorVariant('default'));

const open = async (productCode: string) => {
  const view = renderRoute(`/phone/productDetail?productCode=${productCode}`);
  await screen.findByRole('heading', { level: 2 }, { timeout: 15_000 });
  return view;
};
const section = (name: string) => screen.findByRole('region', { name }, { timeout: 15_000 });

describe('productDetail, more facts', { timeout: 40_000 }, () => {
  it('fixed income: the live quota, 固收要素 with its coupon dates, the cycle, five tranches and 张伟’s orders', async () => {
    const { location } = await open('XT2024001');
    expect(await screen.findByRole('status', { name: '实时额度' })).toHaveTextContent(
      /^募集中 · 剩余额度 2,360万元 · 截止 \d{4}-\d{2}-\d{2}更新于 \d{2}:\d{2}$/,
    );
    const fixed = await section('固收要素');
    expect(await within(fixed).findByText('项目销售回款及融资方经营性现金流')).toBeInTheDocument();
    expect(within(fixed).getByText('48.50%')).toBeInTheDocument();
    const schedule = within(fixed).getByRole('list', { name: '付息安排' });
    const rows = within(schedule)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(rows.at(-1)).toMatch(/还本付息$/);
    expect(rows.slice(0, -1).every((row) => /^\d{4}-(06|12)-20付息$/.test(row!))).toBe(true);
    const cycle = await section('产品周期');
    expect(within(cycle).getByText('募集开始')).toBeInTheDocument();
    expect(within(cycle).getByText('到期日')).toBeInTheDocument();
    const tranches = await section('发行期次');
    expect(within(tranches).getAllByRole('listitem')).toHaveLength(5);
    expect(within(tranches).getByText('已持有')).toBeInTheDocument();
    const orders = await section('我在本产品的订单');
    const list = await within(orders).findByRole('list', { name: '我在本产品的订单' });
    const first = within(list).getAllByRole('link')[0]!;
    expect(within(orders).getByRole('link', { name: /^全部\d+笔/ })).toBeInTheDocument();
    await userEvent.click(first);
    await waitFor(() => expect(location()).toMatch(/^\/phone\/productOrderDetails\?orderNo=OD\d{12}$/));
  });

  it('opens 购买条件 (what 张伟 meets) and 交易规则 in sheets, read on opening', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await open('XT2024001');
    await user.click(await screen.findByRole('button', { name: /购买条件/ }));
    const conditions = await screen.findByRole('dialog', { name: '购买条件' });
    const qualified = await within(conditions).findByText('合格投资者');
    expect(qualified.closest('li')).toHaveAttribute('data-state', 'MET');
    expect(within(conditions).getByText('C3（平衡型）及以上')).toBeInTheDocument();
    await user.click(within(conditions).getByRole('button', { name: '关闭' }));
    await user.click(screen.getByRole('button', { name: /交易规则/ }));
    const rules = await screen.findByRole('dialog', { name: '交易规则' });
    expect(await within(rules).findByText('到期兑付')).toBeInTheDocument();
    expect(within(rules).getByText('存续期内不开放赎回，可申请受益权转让')).toBeInTheDocument();
  });

  it('shows a C2 investor the risk condition unmet', async () => {
    await setInvestorVariant('c2');
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await open('XT2024001');
    await user.click(await screen.findByRole('button', { name: /购买条件/ }));
    const conditions = await screen.findByRole('dialog', { name: '购买条件' });
    const risk = await within(conditions).findByText('风险承受能力');
    expect(risk.closest('li')).toHaveAttribute('data-state', 'UNMET');
  });

  it('cash management (成本法): valuation and yields, the quick-redemption quota, coupons, and the cbff rules', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await open('XJ2021001');
    const cash = await section('估值与收益');
    expect(await within(cash).findByText('摊余成本法，每份净值1.0000元')).toBeInTheDocument();
    expect(within(cash).getByText('今日剩余5万元，单日上限5万元')).toBeInTheDocument();
    const coupons = await section('我的优惠券');
    expect(await within(coupons).findByText('0.20%加息券')).toBeInTheDocument();
    expect(within(coupons).getByText('单笔申购满100万元可用')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '固收要素' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /交易规则/ }));
    const rules = await screen.findByRole('dialog', { name: '交易规则' });
    expect(await within(rules).findByText('快速赎回')).toBeInTheDocument();
  });

  it('relates products of the same class, each opening its own detail', async () => {
    const { location } = await open('XT2024001');
    const related = await section('相关产品');
    const link = within(related).getByRole('link', { name: /鑫盛优选2号/ });
    await userEvent.click(link);
    await waitFor(() => expect(location()).toBe('/phone/productDetail?productCode=XT2024002'));
  });

  it('leads from 产品文件 to the product’s 一页通 and from there to every product’s', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const view = renderRoute('/phone/productDetail?productCode=XT2024001&tab=files');
    await user.click(await screen.findByRole('link', { name: '产品一页通' }, { timeout: 15_000 }));
    await waitFor(() => expect(view.location()).toBe('/phone/onePagePassPdf?productCode=XT2024001'));
    await user.click(await screen.findByRole('link', { name: /查看全部产品一页通/ }, { timeout: 15_000 }));
    await waitFor(() => expect(view.location()).toBe('/phone/onePagePassPdf'));
    const list = await screen.findByRole('list', { name: '产品一页通' }, { timeout: 15_000 });
    await user.click(within(list).getByRole('link', { name: /华信现金宝1号/ }));
    await waitFor(() => expect(view.location()).toBe('/phone/onePagePassPdf?productCode=XJ2021001'));
  });
});
