import { beforeEach, describe, expect, it } from 'vitest';
import { resetMockDb } from '@mocks/db/define-collection';
import { STORY_PRODUCTS } from '@mocks/db/seed/story';
import { disclosureReports, documentsOf, findDocumentByFileId } from './documents';
import {
  amountProblem,
  benchmarkRange,
  benchmarkTierFor,
  cashSeriesOf,
  findProduct,
  latestNav,
  navSeriesOf,
  nextOpenDay,
  openDaysOf,
  products,
  takeQuota,
} from './seed';

beforeEach(() => resetMockDb());

describe('product seed (the hand-off other domains import)', () => {
  it('holds every story product with its class, risk and status', () => {
    expect(products.count()).toBe(STORY_PRODUCTS.length);
    for (const story of STORY_PRODUCTS) {
      expect(findProduct(story.productCode)).toMatchObject(story);
    }
    expect(findProduct('NOPE')).toBeUndefined();
  });

  it('gives 鑫享稳健1号 its tiers: 5.40 % from 100万, 5.60 % from 300万', () => {
    const product = findProduct('XT2024001')!;
    expect(benchmarkTierFor(product, '1000000.00')?.rate).toBe('5.40');
    expect(benchmarkTierFor(product, '2999999.99')?.rate).toBe('5.40');
    expect(benchmarkTierFor(product, '3000000.00')?.rate).toBe('5.60');
    expect(benchmarkTierFor(product, '990000.00')).toBeUndefined();
    expect(benchmarkRange(product)).toBe('5.40–5.60');
  });

  it('checks 起投, 递增 and 剩余额度', () => {
    const product = findProduct('XT2024001')!;
    expect(amountProblem(product, '1000000.00')).toBeNull();
    expect(amountProblem(product, '900000.00')).toBe('BELOW_MINIMUM');
    expect(amountProblem(product, '1050000.00')).toBe('NOT_A_STEP');
    expect(amountProblem(product, '30000000.00')).toBe('OVER_QUOTA');
    expect(amountProblem(product, '100000.00', { additional: true })).toBeNull();
  });

  it('takes quota and sells out at zero; the seed comes back on reset', async () => {
    await takeQuota('XT2024001', '23600000.00');
    expect(findProduct('XT2024001')).toMatchObject({ remainingQuota: '0.00', status: 'SOLD_OUT' });
    await resetMockDb();
    expect(findProduct('XT2024001')).toMatchObject({ remainingQuota: '23600000.00', status: 'RAISING' });
  });

  it('has deterministic NAV series long enough for 成立以来, with the latest NAV and its date', () => {
    const series = navSeriesOf('JZ2022003');
    expect(series[0]).toMatchObject({ date: '2022-03-18', nav: '1.0000' });
    expect(series.length).toBeGreaterThan(1000);
    expect(latestNav('JZ2022003')).toEqual(series.at(-1));
    expect(latestNav('JZ2022003')?.date).toBe('2026-11-20');
    expect(latestNav('JZ2022003', '2024-01-14')?.date).toBe('2024-01-12');
    expect(navSeriesOf('XT2024001')).toEqual([]);
    expect(cashSeriesOf('XJ2021001').at(-1)?.date).toBe('2026-11-20');
  });

  it('lists open days by rule and finds the next one', () => {
    const days = openDaysOf('JZ2021005', '2026-11-22');
    expect(days[0]).toMatchObject({ date: '2026-10-20', canRedeem: false });
    expect(nextOpenDay('JZ2021005', '2026-11-22')).toMatchObject({ date: '2026-12-21', canRedeem: true });
    expect(nextOpenDay('XT2024001', '2026-11-22')).toBeUndefined();
  });

  it('lists documents and disclosures with file ids the preview serves', () => {
    expect(documentsOf('XT2024001').map((doc) => doc.docType)).toEqual([
      'TRUST_CONTRACT',
      'RISK_DECLARATION',
      'RISK_DISCLOSURE',
      'PROSPECTUS',
      'ONE_PAGE',
    ]);
    const reports = disclosureReports();
    expect(new Set(reports.map((r) => r.reportType))).toEqual(
      new Set(['ESTABLISH', 'QUARTERLY', 'ANNUAL', 'TEMPORARY', 'NAV', 'DISTRIBUTION', 'LIQUIDATION']),
    );
    expect(reports.every((r) => r.publishDate <= '2026-11-20')).toBe(true);
    expect(findDocumentByFileId(reports[0]!.fileId)).toBe(reports[0]);
  });
});
