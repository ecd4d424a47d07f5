import Big from 'big.js';
import { DEMO_INVESTOR } from '@mocks/db/seed/investor';
import { registerExtraProduct } from './product-facts';
import { distributions, distributionsOf, holdings, type StoredHolding } from './seed';

/**
 * A heavy investor for the paging tests: `count` holdings more for the
 * demo investor, fixed-income plans and every fifth a NAV product, each with its distributions,
 * so totals and lists still add up. Products 华信稳盈N号 (codes XT2090001…) exist only here.
 */
export async function seedManyHoldings(count: number): Promise<void> {
  for (let n = 1; n <= count; n++) {
    const productCode = `XT2090${String(n).padStart(3, '0')}`;
    const nav = n % 5 === 0;
    registerExtraProduct({
      productCode,
      productName: nav ? `华信稳盈${n}号证券投资集合资金信托计划` : `华信稳盈${n}号集合资金信托计划`,
      riskLevel: nav ? 'R4' : 'R3',
    });
    const principal = new Big(1000000).plus(new Big(10000).times(n)).toFixed(2);
    const row: StoredHolding = nav
      ? {
          investorId: DEMO_INVESTOR.customerId,
          productCode,
          productClass: 'EQUITY',
          status: 'RUNNING',
          bankName: '招商银行',
          cardTail: '5678',
          canTransfer: false,
          nav: { shares: principal, costAmount: principal },
        }
      : {
          investorId: DEMO_INVESTOR.customerId,
          productCode,
          productClass: 'FIXED',
          status: 'RUNNING',
          bankName: '招商银行',
          cardTail: '5678',
          canTransfer: true,
          fixed: {
            principal,
            rate: '5.20',
            establishDate: '2026-01-10',
            valueDate: '2026-01-10',
            maturityDate: '2027-04-10',
            schedule: ['2026-04-10', '2026-07-10', '2026-10-10', '2027-01-10', '2027-04-10'],
            distributionMode: '按季付息，到期还本',
          },
        };
    await holdings.create(row);
    for (const paid of distributionsOf(row)) await distributions.create(paid);
  }
}
