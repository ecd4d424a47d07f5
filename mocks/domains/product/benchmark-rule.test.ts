import { describe, expect, it } from 'vitest';
import type { ContractElements } from '@gen/model/contractElements';
import type { RateCalculationData } from '@gen/model/rateCalculationData';
import type { RateCalculationEleData } from '@gen/model/rateCalculationEleData';
import { STORY_ORDERS } from '@mocks/db/seed/story';
import { dataOf } from '@mocks/testing/checked-call';
import { setupMockApi } from '@mocks/testing/setup-mock-api';

/** One order, one rate: every place that shows an order's benchmark reads the one rule. */
setupMockApi();

const ADD = { productCode: 'XT2024001', orderType: 'ADDITIONAL', amount: '1000000.00' };

/** The rate each screen and document shows for one order. */
async function ratesOf(orderNo: string, contractNo: string) {
  const ele = await dataOf<RateCalculationEleData>('rateCalculationEle', { orderNo });
  const elements = await dataOf<ContractElements>('getContractElements', { orderNo, contractNo });
  const apply = await dataOf<{ benchmarkRate?: string }>('queryOrderApply', { orderNo });
  return { ele: ele.benchmarkRate, elements: elements.benchmarkRate, apply: apply.benchmarkRate };
}

describe('the benchmark rule', () => {
  it('a 追加 of 100万 on 300万 held is in the 300万 tier on the amount step and everywhere after', async () => {
    const quote = await dataOf<RateCalculationData>('rateCalculation', ADD);
    expect(quote).toMatchObject({ benchmarkRate: '5.60', tierText: '300万及以上' });
    const story = STORY_ORDERS.toSign.orderNo;
    expect(await ratesOf(story, `HT${story.slice(2)}`)).toEqual({
      ele: '5.60',
      elements: '5.60',
      apply: '5.60',
    });
  });

  it('an order made now keeps the quote it was made on', async () => {
    const made = await dataOf<{ orderNo: string }>('makeOrder', {
      ...ADD,
      cardId: 'BC202406180001',
      requestNo: 'PS-rate-00000001',
      agreements: ['TRUST_CONTRACT', 'RISK_DECLARATION', 'RISK_DISCLOSURE'],
    });
    const rates = await ratesOf(made.orderNo, `HT${made.orderNo.slice(2)}`);
    expect(rates).toEqual({ ele: '5.60', elements: '5.60', apply: '5.60' });
  });

  it('a first subscription is tiered by its own amount', async () => {
    const quote = await dataOf<RateCalculationData>('rateCalculation', { ...ADD, orderType: 'SUBSCRIBE' });
    expect(quote).toMatchObject({ benchmarkRate: '5.40', tierText: '100万（含）至300万' });
  });
});
