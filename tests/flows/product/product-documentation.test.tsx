import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setScenario } from '@mocks/scenarios/scenario-store';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { renderRoute } from '@tests/support/render-route';

setupMockApi();

const T = { timeout: 15_000 };

const factsOf = (section: HTMLElement) =>
  Object.fromEntries(
    within(section)
      .getAllByRole('term')
      .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
  );

describe('the product texts', { timeout: 30_000 }, () => {
  it('projectIntroduct: the fixed-income plan’s structure with its facts, and its risk controls', async () => {
    renderRoute('/phone/projectIntroduct?productCode=XT2024001');
    expect(await screen.findByRole('heading', { level: 2, name: '项目介绍' }, T)).toBeVisible();
    expect(screen.getByText('鑫享稳健1号集合资金信托计划')).toBeInTheDocument();
    const structure = screen.getByRole('region', { name: '交易结构' });
    expect(factsOf(structure)).toMatchObject({ 融资方: expect.any(String), 资金用途: expect.any(String) });
    const controls = screen.getByRole('region', { name: '风控措施' });
    expect(within(controls).getAllByText(/抵押|担保|监管/).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: '返回产品详情' })).toHaveAttribute(
      'href',
      '/phone/productDetail?productCode=XT2024001',
    );
  });

  it('equityProjectIntroduct: the strategy of a NAV product', async () => {
    renderRoute('/phone/equityProjectIntroduct?productCode=JZ2022003');
    expect(await screen.findByRole('heading', { level: 2, name: '投资策略' }, T)).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 3 }).length).toBeGreaterThan(1);
  });

  it('equityProjectIntroduct for a fixed-income plan (05030005) says there is none, no toast', async () => {
    const { toasts, location } = renderRoute('/phone/equityProjectIntroduct?productCode=XT2024001');
    expect(await screen.findByText('该产品暂无投资策略介绍', undefined, T)).toBeInTheDocument();
    expect(toasts()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: '返回产品详情' }));
    await waitFor(() => expect(location()).toBe('/phone/productDetail?productCode=XT2024001'));
  });

  it('introduction: every class has one (the cash product)', async () => {
    renderRoute('/phone/introduction?productCode=XJ2021001');
    expect(await screen.findByRole('heading', { level: 2, name: '产品介绍' }, T)).toBeVisible();
    expect(screen.getByText('华信现金宝1号现金管理信托计划')).toBeInTheDocument();
  });

  it('fundManager: the adviser with its registration and its managers', async () => {
    renderRoute('/phone/fundManager?productCode=JZ2022003');
    expect(
      await screen.findByRole('heading', { level: 2, name: '上海远景私募基金管理有限公司' }, T),
    ).toBeVisible();
    expect(screen.getByText('华信价值精选1号证券投资集合资金信托计划的投资顾问')).toBeInTheDocument();
    expect(factsOf(screen.getByRole('region', { name: '机构简介' }))).toMatchObject({ 登记编号: 'P1008862' });
    const managers = screen.getByRole('region', { name: '投资经理' });
    expect(within(managers).getByText('李明远')).toBeInTheDocument();
    expect(within(managers).getByText('投资经理 · 从业15年')).toBeInTheDocument();
  });

  it('fundManager for a plan without an adviser says so', async () => {
    renderRoute('/phone/fundManager?productCode=XT2024001');
    expect(await screen.findByText('该产品未聘请投资顾问', undefined, T)).toBeInTheDocument();
  });

  it('an unknown product (05030001) says 产品不存在或已下架', async () => {
    renderRoute('/phone/introduction?productCode=XT1999999');
    expect(await screen.findByText('产品不存在或已下架', undefined, T)).toBeInTheDocument();
  });

  it('a failed read shows 加载失败 with 重试, and recovers', async () => {
    setScenario({ outcome: 'http500', call: 'productDocumentation', times: 1 });
    renderRoute('/phone/introduction?productCode=XT2024001');
    expect(await screen.findByText('加载失败', undefined, T)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /重试/ }));
    expect(await screen.findByRole('heading', { level: 2, name: '产品介绍' }, T)).toBeVisible();
  });
});
