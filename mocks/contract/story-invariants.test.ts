import { afterEach, describe, expect, it } from 'vitest';
import type { ContractDocumentsData } from '@gen/model/contractDocumentsData';
import type { ContractElements } from '@gen/model/contractElements';
import type { RateCalculationEleData } from '@gen/model/rateCalculationEleData';
import { resetMockDb } from '@mocks/db/define-collection';
import { documentsOf as productDocumentsOf } from '@mocks/domains/product/documents';
import { findProduct } from '@mocks/domains/product/seed';
import { advanceOrder } from '@mocks/domains/order/rules';
import { resetOrderOptions, setOrderOptions } from '@mocks/domains/order/options';
import { dataOf } from '@mocks/testing/checked-call';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { addMonths } from '@mocks/db/calendar';
import { storyProblems, subscriptionOrders } from './story-invariants';

/**
 * The story's invariants over the whole seed and after the writes the mock accepts: shares and
 * cost add up to the confirmed trades, a product ends at start + term and issues inside its
 * life, an order has one rate and its documents one page count wherever they are shown. (The
 * contract PDF's fields: domains/contract/order-contract-pdf.test.ts.)
 */
setupMockApi();
afterEach(() => resetOrderOptions());

/** Each 认购 / 追加 of a tiered product: the same rate from rateCalculationEle, the elements and the form. */
async function rateProblems(): Promise<string[]> {
  const problems: string[] = [];
  for (const order of subscriptionOrders()) {
    if (!findProduct(order.productCode)?.benchmarkTiers.length) continue;
    const { orderNo } = order;
    const ele = await dataOf<RateCalculationEleData>('rateCalculationEle', { orderNo });
    const apply = await dataOf<{ benchmarkRate?: string }>('queryOrderApply', { orderNo });
    const rates = new Set([ele.benchmarkRate, apply.benchmarkRate]);
    if (order.status === 'TO_SIGN') {
      const elements = await dataOf<ContractElements>('getContractElements', {
        orderNo,
        contractNo: `HT${orderNo.slice(2)}`,
      });
      rates.add(elements.benchmarkRate);
    }
    if (rates.size !== 1) problems.push(`${orderNo}: rates ${[...rates].join(' / ')}`);
  }
  return problems;
}

/** The documents of each order to sign: the page counts the product's 产品文件 tab lists. */
async function pageCountProblems(): Promise<string[]> {
  const problems: string[] = [];
  for (const order of subscriptionOrders().filter((o) => o.status === 'TO_SIGN')) {
    const listed = await dataOf<ContractDocumentsData>('productContractDocuments', {
      orderNo: order.orderNo,
    });
    for (const doc of productDocumentsOf(order.productCode)) {
      const inList = listed.documents.find((d) => d.docType === doc.docType);
      if (inList && inList.pageCount !== doc.pages)
        problems.push(
          `${order.orderNo} ${doc.docType}: ${inList.pageCount} pages listed, ${doc.pages} published`,
        );
    }
  }
  return problems;
}

const story = async () => [...storyProblems(), ...(await rateProblems()), ...(await pageCountProblems())];

describe('the demo story adds up', () => {
  it('over the whole seed', async () => {
    expect(await story()).toEqual([]);
  });

  it('after a 追加 is placed and after a redemption is confirmed and paid out', async () => {
    setOrderOptions({ clock: 'short' });
    await resetMockDb();
    await dataOf('makeOrder', {
      productCode: 'XT2024001',
      orderType: 'ADDITIONAL',
      amount: '500000.00',
      cardId: 'BC202406180001',
      requestNo: 'PS-story-0000001',
      agreements: ['TRUST_CONTRACT', 'RISK_DECLARATION', 'RISK_DISCLOSURE'],
    });
    expect(await story()).toEqual([]);
    const redemption = await dataOf<{ orderNo: string }>('createRedeemOrder', {
      productCode: 'JZ2022003',
      shares: '200000.00',
      cardId: 'BC202406180001',
      requestNo: 'RD-story-20000000',
    });
    await advanceOrder(redemption.orderNo, 'signed');
    const realNow = Date.now;
    const later = realNow() + 20_000;
    Date.now = () => later;
    try {
      expect(
        await dataOf<{ status: string }>('queryOrderDetail', { orderNo: redemption.orderNo }),
      ).toMatchObject({ status: 'PAID_OUT' });
      expect(storyProblems()).toEqual([]);
    } finally {
      Date.now = realNow;
    }
  });

  it('counts months on the calendar', () => {
    expect(addMonths('2024-06-28', 36)).toBe('2027-06-28');
    expect(addMonths('2023-08-18', 48)).toBe('2027-08-18');
    expect(addMonths('2022-11-10', 24)).toBe('2024-11-10');
    expect(addMonths('2025-08-31', 6)).toBe('2026-02-28');
  });
});
