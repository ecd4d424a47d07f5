import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setScenario } from '@mocks/scenarios/scenario-store';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { renderRoute } from '@tests/support/render-route';

setupMockApi();

const open = async (productCode: string, tab?: string) => {
  const view = renderRoute(`/phone/productDetail?productCode=${productCode}${tab ? `&tab=${tab}` : ''}`);
  await screen.findByRole('heading', { level: 2 }, { timeout: 15_000 });
  return view;
};

const facts = () => {
  const rows = screen.getAllByRole('term').map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
  return Object.fromEntries(rows) as Record<string, string>;
};

const mainButton = async (name: string | RegExp) =>
  screen.findByRole('button', { name }, { timeout: 15_000 });

describe('productDetail', { timeout: 30_000 }, () => {
  it('fixed income: tiered benchmark, the facts, and 追加认购 for a holder', async () => {
    const { location } = await open('XT2024001');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      '鑫享稳健1号集合资金信托计划（第5期）',
    );
    expect(screen.getByText('固定收益 · 36个月 · 100万起投')).toBeInTheDocument();
    expect(screen.getByText('R3 中风险')).toBeInTheDocument();
    expect(screen.getByText('募集中')).toBeInTheDocument();
    expect(screen.getByText('5.40%–5.60%')).toBeInTheDocument();
    const tiers = within(screen.getByRole('table')).getAllByRole('row');
    expect(tiers.map((row) => row.textContent)).toEqual([
      '认购金额业绩比较基准',
      '100万（含）至300万5.40%',
      '300万（含）以上5.60%',
    ]);
    expect(facts()).toMatchObject({
      起投金额: '100万元',
      递增金额: '10万元',
      产品期限: '36个月',
      剩余额度: '2,360万元',
      计划规模: '10亿元',
      受托人: '华信信托股份有限公司',
      保管人: '招商银行股份有限公司深圳分行',
      成立日: '2024-06-28',
      双录: '认购时需进行录音录像',
    });
    expect(facts()['募集期（第5期）']).toMatch(/^\d{4}-\d{2}-\d{2} 至 \d{4}-\d{2}-\d{2}$/);
    const button = await mainButton('追加认购');
    expect(screen.getByText(/您已持有本产品，募集截止/)).toBeInTheDocument();
    await userEvent.click(button);
    await waitFor(() => expect(location()).toBe('/phone/capitainAdd?productCode=XT2024001'));
  });

  it('NAV product: the latest NAV with its date, 累计净值, 日涨跌 and 成立以来 红涨绿跌, chart and history links', async () => {
    await open('JZ2022003');
    expect(screen.getByText('1.1860')).toBeInTheDocument();
    expect(screen.getByText('单位净值（净值日期 2026-11-20）')).toBeInTheDocument();
    expect(screen.getByText('1.2360')).toBeInTheDocument();
    expect(screen.getByText('-0.74%')).toHaveClass('product-change-down');
    expect(screen.getByText('+23.60%')).toHaveClass('product-change-up');
    expect(screen.getByText('成立以来（累计净值）')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '净值走势' })).toHaveAttribute(
      'href',
      '/phone/brokenLinkOne?productCode=JZ2022003',
    );
    expect(screen.getByRole('link', { name: '历史净值' })).toHaveAttribute(
      'href',
      '/phone/historyNetWorth?productCode=JZ2022003',
    );
    expect(facts()['投资顾问']).toBe('上海远景私募基金管理有限公司');
    expect(facts()['开放日']).toMatch(/每月15日.*下一开放日 \d{4}-\d{2}-\d{2}/);
    expect(await mainButton('追加认购')).toBeEnabled();
  });

  it('cash product: 7日年化 and 万份收益 with their date', async () => {
    await open('XJ2021001');
    expect(screen.getByText('2.1350%')).toBeInTheDocument();
    expect(screen.getByText('7日年化收益率（2026-11-20）')).toBeInTheDocument();
    expect(screen.getByText('0.5812')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '收益走势' })).toHaveAttribute(
      'href',
      '/phone/cashBrokenLine?productCode=XJ2021001',
    );
    expect(facts()['双录']).toBe('无需双录');
  });

  it('the bottom button comes from the server: 立即预约, 立即认购, 已售罄 disabled, 开售提醒', async () => {
    const reserve = await open('XT2024002');
    await userEvent.click(await mainButton('立即预约'));
    await waitFor(() => expect(reserve.location()).toBe('/phone/reservation?productCode=XT2024002'));
    reserve.unmount();

    const subscribe = await open('JZ2021005');
    await userEvent.click(await mainButton('立即认购'));
    await waitFor(() => expect(subscribe.location()).toBe('/phone/capitain?productCode=JZ2021005'));
    subscribe.unmount();

    const soldOut = await open('XT2023015');
    expect(await mainButton('已售罄')).toBeDisabled();
    expect(screen.getByText('本期额度已售完，可关注后续期次')).toBeInTheDocument();
    soldOut.unmount();

    await open('XT2021009');
    expect(await mainButton('已清算')).toBeDisabled();
  });

  it('follows and unfollows, with the catalogue’s toast', async () => {
    const { toasts } = await open('XT2024001');
    const follow = await screen.findByRole('button', { name: /关注/ });
    expect(follow).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(follow);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /已关注/ })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(toasts()).toContain('关注成功');
    // useSubmit ignores a second tap within 1 s of the first one ending (double-tap guard).
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await userEvent.click(screen.getByRole('button', { name: /已关注/ }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /关注/ })).toHaveAttribute('aria-pressed', 'false'),
    );
    expect(toasts()).toContain('取消关注成功');
  });

  it('信息披露 tab: the latest three, 查看全部; the tab is kept in the address', async () => {
    const { location } = await open('JZ2022003');
    await userEvent.click(screen.getByRole('tab', { name: '信息披露' }));
    const rows = within(await screen.findByRole('list', { name: '信息披露' })).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('2026年11月净值公告');
    expect(rows[0]).toHaveTextContent('净值公告');
    expect(location()).toBe('/phone/productDetail?productCode=JZ2022003&tab=disclosure');
    expect(screen.getByRole('link', { name: '查看全部信息披露' })).toHaveAttribute(
      'href',
      '/phone/reportSearch?productCode=JZ2022003',
    );
  });

  it('产品文件 tab: the five documents, the three to read before subscribing marked; a row opens the viewer', async () => {
    const { location } = await open('XT2024001', 'files');
    const rows = within(await screen.findByRole('list', { name: '产品文件' })).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('.product-file-type')?.textContent)).toEqual([
      '信托合同',
      '风险申明书',
      '认购风险揭示书',
      '信托计划说明书',
      '产品一页通',
    ]);
    expect(rows.filter((row) => row.textContent?.includes('认购前须阅读'))).toHaveLength(3);
    await userEvent.click(within(rows[0]!).getByRole('link'));
    await waitFor(() =>
      expect(location()).toBe('/phone/infoReport?fileId=FDOC-XT2024001-TRUST_CONTRACT&category=PRODUCT'),
    );
  });

  it('项目介绍 tab: highlights and the texts of the class', async () => {
    await open('XT2024001', 'project');
    expect(screen.getByText('底层为深圳城市更新项目，抵押率不超过50%')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /项目介绍/ })).toHaveAttribute(
      'href',
      '/phone/projectIntroduct?productCode=XT2024001',
    );
    expect(screen.queryByRole('link', { name: /投资顾问/ })).toBeNull();
  });

  it('an unknown product says 产品不存在或已下架 without a toast (05030001)', async () => {
    const { toasts } = renderRoute('/phone/productDetail?productCode=XT1999999');
    expect(await screen.findByText('产品不存在或已下架', undefined, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看在售产品' })).toHaveAttribute(
      'href',
      '/phone/investProductList',
    );
    expect(toasts()).toEqual([]);
  });

  it('a failed read shows 加载失败 with 重试, and recovers', async () => {
    setScenario({ outcome: 'http500', call: 'appletProductDetail', times: 1 });
    renderRoute('/phone/productDetail?productCode=XT2024001');
    expect(await screen.findByText('加载失败', undefined, { timeout: 15_000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('5.40%–5.60%')).toBeInTheDocument();
  });

  it('failed buttons offer 重新加载 instead of a wrong button', async () => {
    setScenario({ outcome: 'http500', call: 'queryProductButtons', times: 1 });
    await open('XT2024001');
    await userEvent.click(await mainButton('重新加载'));
    expect(await mainButton('追加认购')).toBeEnabled();
  });
});
