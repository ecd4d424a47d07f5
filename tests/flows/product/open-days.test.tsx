import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { openDayList } from '@mocks/domains/product/rules';
import { setScenario } from '@mocks/scenarios/scenario-store';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { renderRoute } from '@tests/support/render-route';

setupMockApi();

const T = { timeout: 15_000 };
/** The mock's open days, as the page gets them (the window moves with today). */
const allDays = () => openDayList();
/** The first day whose deadline is still ahead: where an application made now goes. */
const firstApplicable = (days = allDays()) => days.find((d) => Date.parse(d.applyDeadline) > Date.now());
const monthTitle = (date: string) => `${date.slice(0, 4)}年${Number(date.slice(5, 7))}月`;

describe('openHouseList (开放日)', { timeout: 30_000 }, () => {
  it('lists every product’s open days by month after the next one, each row opening its product', async () => {
    const user = userEvent.setup();
    const { location } = renderRoute('/phone/openHouseList');
    const next = await screen.findByRole('region', { name: '下一开放日' }, T);
    expect(document.title).toContain('开放日');
    const expected = firstApplicable();
    expect(expected).toBeDefined();
    expect(within(next).getByText(expected!.productName)).toBeInTheDocument();
    expect(
      within(next).getByText(expected!.applyDeadline.slice(5, 16).replace('T', ' ')),
    ).toBeInTheDocument();
    expect(within(next).getByText(/^(今天|还有\d+天)$/)).toBeInTheDocument();

    const days = allDays();
    const months = [...new Set(days.map((d) => monthTitle(d.date)))];
    for (const title of months) expect(screen.getByRole('heading', { level: 3, name: title })).toBeVisible();
    const rows = months.flatMap((title) =>
      within(screen.getByRole('list', { name: `${title}开放日` })).getAllByRole('listitem'),
    );
    expect(rows).toHaveLength(days.length);
    // Last month's days are over; an upcoming one shows its deadline.
    const past = days.findIndex(
      (d) => d.date < new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10),
    );
    if (past >= 0) expect(rows[past]).toHaveTextContent('已结束');
    const ahead = days.findIndex((d) => d.productCode === expected!.productCode && d.date === expected!.date);
    expect(rows[ahead]).toHaveTextContent(
      `申请截止 ${expected!.applyDeadline.slice(5, 16).replace('T', ' ')}`,
    );
    expect(screen.getByText(/现金管理类产品每个工作日开放，不在此列出/)).toBeInTheDocument();

    await user.click(within(rows[ahead] as HTMLElement).getByRole('link'));
    await waitFor(() => expect(location()).toBe(`/phone/openHouseList?productCode=${expected!.productCode}`));
    expect(await screen.findByRole('heading', { level: 2, name: expected!.productName }, T)).toBeVisible();
  });

  it('one product: its rule, the next open day, redemptions only at quarter ends, and the way back', async () => {
    renderRoute('/phone/openHouseList?productCode=JZ2021005');
    expect(
      await screen.findByRole('heading', { level: 2, name: '华信稳健FOF2号集合资金信托计划' }, T),
    ).toBeVisible();
    expect(
      screen.getByText('每月20日开放申购；每季度末月20日同时开放赎回（遇节假日顺延）'),
    ).toBeInTheDocument();
    const days = openDayList('JZ2021005');
    const rows = screen.getAllByRole('listitem');
    expect(rows).toHaveLength(days.length);
    days.forEach((day, index) => {
      const row = rows[index] as HTMLElement;
      expect(row).toHaveAccessibleName(
        new RegExp(`^${day.date} 周. ${day.canRedeem ? '申购、赎回' : '仅申购'} `),
      );
      expect(within(row).queryByRole('link')).not.toBeInTheDocument();
    });
    expect(days.some((d) => !d.canRedeem) && days.some((d) => d.canRedeem)).toBe(true);
    const next = screen.getByRole('region', { name: '下一开放日' });
    expect(within(next).getByText('申购')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '产品详情' })).toHaveAttribute(
      'href',
      '/phone/productDetail?productCode=JZ2021005',
    );
    expect(screen.getByRole('link', { name: '全部产品开放日' })).toHaveAttribute(
      'href',
      '/phone/openHouseList',
    );
  });

  it('the detail’s 开放日 fact leads here', async () => {
    const user = userEvent.setup();
    const { location } = renderRoute('/phone/productDetail?productCode=JZ2022003');
    await user.click(await screen.findByRole('link', { name: /^下一开放日 / }, T));
    await waitFor(() => expect(location()).toBe('/phone/openHouseList?productCode=JZ2022003'));
    // The detail's fact says the same rule: the detail stays on screen until this page has loaded.
    expect(await screen.findByRole('navigation', { name: '相关页面' }, T)).toBeInTheDocument();
    expect(screen.getByText('每月15日（遇节假日顺延）开放申购、赎回')).toBeVisible();
  });

  it('a closed-end product has no open days and says why', async () => {
    renderRoute('/phone/openHouseList?productCode=XT2024001');
    expect(await screen.findByText(/该产品近期没有开放日安排/, undefined, T)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '下一开放日' })).not.toBeInTheDocument();
  });

  it('an unknown product (05030001) says 产品不存在或已下架 without a toast', async () => {
    const { toasts } = renderRoute('/phone/openHouseList?productCode=XT1999999');
    expect(await screen.findByText('产品不存在或已下架', undefined, T)).toBeInTheDocument();
    await waitFor(() => expect(toasts()).toEqual([]));
  });

  it('a failed read shows 开放日加载失败 with 重试, and recovers', async () => {
    setScenario({ outcome: 'http500', call: 'selectOpenDayList', times: 1 });
    renderRoute('/phone/openHouseList');
    expect(await screen.findByText('开放日加载失败', undefined, T)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /重试/ }));
    expect(await screen.findByRole('region', { name: '下一开放日' }, T)).toBeInTheDocument();
  });
});
