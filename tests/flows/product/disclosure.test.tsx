import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { renderRoute } from '@tests/support/render-route';

setupMockApi();

describe('infoReport (one disclosure or product document in the viewer)', { timeout: 30_000 }, () => {
  it('a disclosure: type, title, date, pages, summary, the PDF on the preview path and the product’s other notices', async () => {
    renderRoute('/phone/infoReport?fileId=FRPT-XT2024001-018');
    const title = await screen.findByRole('heading', { level: 2 }, { timeout: 15_000 });
    expect(title).toHaveTextContent('鑫享稳健1号集合资金信托计划关于第5期信托单位发行的公告');
    expect(screen.getByText('临时公告')).toBeInTheDocument();
    expect(screen.getByText('发布日期 2026-11-10')).toBeInTheDocument();
    expect(screen.getByText('共1页')).toBeInTheDocument();
    expect(screen.getByText('本信托计划第5期信托单位开始募集，认购起点100万元。')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: title.textContent! })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '该产品全部公告' })).toHaveAttribute(
      'href',
      '/phone/reportSearch?productCode=XT2024001',
    );
    expect(screen.getByRole('link', { name: '查看产品' })).toHaveAttribute(
      'href',
      '/phone/productDetail?productCode=XT2024001',
    );
  });

  it('a product document (category PRODUCT) links to the product’s trust documents', async () => {
    renderRoute('/phone/infoReport?fileId=FDOC-XT2024001-TRUST_CONTRACT&category=PRODUCT');
    expect(await screen.findByRole('heading', { level: 2 }, { timeout: 15_000 })).toHaveTextContent(
      '鑫享稳健1号集合资金信托计划信托合同',
    );
    expect(screen.getByText('信托合同')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '全部信托文件' })).toHaveAttribute(
      'href',
      '/phone/trustDoc?productCode=XT2024001',
    );
  });

  it('an unknown file says so; without a fileId the page offers the disclosure list', async () => {
    const unknown = renderRoute('/phone/infoReport?fileId=FRPT-XT2024001-999');
    expect(await screen.findByText('文件不存在或已撤下', {}, { timeout: 15_000 })).toBeInTheDocument();
    unknown.unmount();

    const { location } = renderRoute('/phone/infoReport');
    await screen.findByText('未指定文件', {}, { timeout: 15_000 });
    screen.getByRole('button', { name: '查看信息披露' }).click();
    await waitFor(() => expect(location()).toBe('/phone/reportSearch'));
  });
});

const rowsOf = async (name = '信息披露') =>
  within(await screen.findByRole('list', { name }, { timeout: 15_000 })).getAllByRole('link');

describe('reportSearch (disclosures, filtered by type, product and year)', { timeout: 30_000 }, () => {
  it('every product’s notices, newest first, each naming its product; a type tab filters and stays in the address', async () => {
    const { location } = renderRoute('/phone/reportSearch');
    const rows = await rowsOf();
    expect(rows[0]).toHaveTextContent('鑫享稳健1号集合资金信托计划关于第5期信托单位发行的公告');
    expect(rows[0]).toHaveTextContent('临时公告2026-11-10');
    expect(rows[0]).toHaveAttribute(
      'href',
      '/phone/infoReport?fileId=FRPT-XT2024001-018&category=DISCLOSURE',
    );
    const dates = rows.map((row) => row.textContent!.match(/\d{4}-\d{2}-\d{2}/)![0]);
    expect([...dates].sort().reverse()).toEqual(dates);

    await userEvent.click(screen.getByRole('tab', { name: '季度管理报告' }));
    await waitFor(() => expect(location()).toBe('/phone/reportSearch?type=QUARTERLY'));
    await waitFor(async () => {
      const quarterly = await rowsOf();
      expect(quarterly[0]).toHaveTextContent('2026年第三季度信托事务管理报告');
      expect(quarterly.every((row) => row.textContent!.includes('季度管理报告'))).toBe(true);
    });
  });

  it('one product, one type, one year (from the address): its pickers show them', async () => {
    renderRoute('/phone/reportSearch?productCode=JZ2022003&type=NAV&year=2025');
    await waitFor(async () => {
      const rows = await rowsOf();
      expect(rows).toHaveLength(10);
      expect(rows[0]).toHaveTextContent('华信价值精选1号证券投资集合资金信托计划2025年12月净值公告');
      expect(rows.every((row) => /净值公告2025-\d{2}-05/.test(row.textContent!))).toBe(true);
    });
    expect(screen.getByRole('button', { name: '年度：2025年' })).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: '产品：华信价值精选1号证券投资集合资金信托计划' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '净值公告' })).toHaveAttribute('aria-selected', 'true');
  });

  it('nothing matches: says so and how to widen the search', async () => {
    renderRoute('/phone/reportSearch?productCode=XT2024002');
    expect(await screen.findByText('没有符合条件的公告', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText('可更换类型、产品或年度再查')).toBeInTheDocument();
  });
});

describe('trustDoc and contract (the product’s documents)', { timeout: 30_000 }, () => {
  it('trustDoc: the five documents in signing order, the three to read before subscribing marked; rows open the viewer', async () => {
    renderRoute('/phone/trustDoc?productCode=XT2024001');
    const rows = await rowsOf('信托文件');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('鑫享稳健1号集合资金信托计划');
    expect(rows.map((row) => row.querySelector('.product-file-type')?.textContent)).toEqual([
      '信托合同',
      '风险申明书',
      '认购风险揭示书',
      '信托计划说明书',
      '产品一页通',
    ]);
    expect(rows.filter((row) => row.textContent!.includes('认购前须阅读'))).toHaveLength(3);
    expect(rows[3]).toHaveAttribute(
      'href',
      '/phone/infoReport?fileId=FDOC-XT2024001-PROSPECTUS&category=PRODUCT',
    );
    expect(screen.getByRole('link', { name: '查看该产品的信息披露' })).toHaveAttribute(
      'href',
      '/phone/reportSearch?productCode=XT2024001',
    );
  });

  it('contract: 信托合同 in the viewer first, tabs to the risk declaration and disclosure', async () => {
    renderRoute('/phone/contract?productCode=JZ2022003');
    expect(
      await screen.findByRole(
        'region',
        { name: '华信价值精选1号证券投资集合资金信托计划信托合同' },
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      '信托合同',
      '风险申明书',
      '认购风险揭示书',
    ]);
    await userEvent.click(screen.getByRole('tab', { name: '风险申明书' }));
    expect(
      await screen.findByRole('region', { name: '华信价值精选1号证券投资集合资金信托计划风险申明书' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '全部信托文件' })).toHaveAttribute(
      'href',
      '/phone/trustDoc?productCode=JZ2022003',
    );
  });

  it('a product that does not exist says so; no product offers the product list', async () => {
    const unknown = renderRoute('/phone/trustDoc?productCode=XT1999001');
    expect(await screen.findByText('产品不存在或已下架', {}, { timeout: 15_000 })).toBeInTheDocument();
    unknown.unmount();

    const { location } = renderRoute('/phone/contract');
    await userEvent.click(await screen.findByRole('button', { name: '查看全部产品' }, { timeout: 15_000 }));
    await waitFor(() => expect(location()).toBe('/phone/investmentList'));
  });
});
