import { afterEach, describe, expect, it } from 'vitest';
import type { CheckCanBuyData } from '@gen/model/checkCanBuyData';
import type { ProductAdmitControlData } from '@gen/model/productAdmitControlData';
import { responseSchemaOf } from '@mocks/contract/response-schemas';
import { setInvestorVariant } from '@mocks/scenarios/investor-variants';
import { postCall } from '@mocks/testing/post-call';
import { findOrder } from './rules';
import { orders } from './seed';
import { setupMockApi } from '@mocks/testing/setup-mock-api';

/** The subscription's gate calls over the wire, inside the whole mock API (fresh seed per test). */
setupMockApi();
afterEach(() => setInvestorVariant('default'));

/** Posts a call; every answer, success or refusal, must match the contract's response schema. */
async function call<T>(name: string, requestData: unknown) {
  const answer = await postCall(name, requestData);
  expect(answer.status).toBe(200);
  const parsed = responseSchemaOf(name)!.safeParse(answer.json);
  expect(parsed.success, `${name}: ${parsed.error?.message}`).toBe(true);
  return answer.json as { code: string; result: { statusCode: string; msg: string; data: T } };
}

const gate = async (productCode = 'XT2024001', orderType = 'ADDITIONAL') =>
  (await call<CheckCanBuyData>('checkCanBuy', { productCode, orderType })).result.data;
const states = (data: CheckCanBuyData) => Object.fromEntries(data.checks.map((c) => [c.item, c.state]));
const admit = async (productCode: string, scene: string) =>
  (await call<ProductAdmitControlData>('productAdmitControl', { productCode, scene })).result.data;

describe('checkCanBuy (the suitability gate)', () => {
  it('lets the demo investor add to 鑫享稳健1号 with his 招商银行 card, 双录 noted', async () => {
    const data = await gate();
    expect(data).toMatchObject({
      canBuy: true,
      investorRiskLevel: 'C3',
      elderly: false,
      doubleRecordRequired: true,
    });
    expect(data.checks.find((c) => c.item === 'BANK_CARD')).toMatchObject({
      summary: '招商银行(5678)',
      message: '本产品仅支持招商银行卡付款',
    });
    expect(data.checks.find((c) => c.item === 'REAL_NAME')?.message).toBe('张伟 3101**********053X');
  });

  it('reaches each failed state through the investor variants', async () => {
    await setInvestorVariant('c2');
    expect(states(await gate())).toMatchObject({ RISK_ASSESSMENT: 'FAILED' });
    await setInvestorVariant('risk-expired');
    expect((await gate()).checks.find((c) => c.item === 'RISK_ASSESSMENT')?.summary).toBe('已过期');
    await setInvestorVariant('risk-expiring');
    const expiring = await gate();
    expect(states(expiring).RISK_ASSESSMENT).toBe('WARNING');
    expect(expiring.canBuy).toBe(true);
    await setInvestorVariant('unqualified');
    expect(states(await gate()).QUALIFIED_INVESTOR).toBe('FAILED');
    await setInvestorVariant('qualify-reviewing');
    expect(states(await gate()).QUALIFIED_INVESTOR).toBe('PENDING');
    await setInvestorVariant('no-crs');
    expect(states(await gate()).CRS_DECLARATION).toBe('FAILED');
    await setInvestorVariant('no-card');
    const noCard = await gate();
    expect(noCard.checks.find((c) => c.item === 'BANK_CARD')).toMatchObject({
      state: 'FAILED',
      summary: '未绑卡',
    });
    expect(noCard.canBuy).toBe(false);
  });

  it('puts the elderly declaration first for a 66-year-old and blocks until it is signed', async () => {
    await setInvestorVariant('elderly');
    const data = await gate();
    expect(data.elderly).toBe(true);
    expect(data.checks[2]).toMatchObject({ item: 'ELDERLY_DECLARATION', state: 'FAILED', summary: '未签署' });
    expect(data.canBuy).toBe(false);
    await setInvestorVariant('elderly-signed');
    expect((await gate()).canBuy).toBe(true);
  });

  it('refuses an unknown product with 05043001', async () => {
    const answer = await call('checkCanBuy', { productCode: 'XT1999999', orderType: 'SUBSCRIBE' });
    expect(answer.result.statusCode).toBe('05043001');
    expect(answer.result.msg).toBe('产品不存在或已下架');
  });
});

describe('productAdmitControl', () => {
  it('admits a purchase of a product on sale, and 追加 only of a product held', async () => {
    expect(await admit('XT2024001', 'ADDITIONAL')).toMatchObject({ admitted: true });
    expect(await admit('JZ2021005', 'SUBSCRIBE')).toMatchObject({ admitted: true });
    expect(await admit('JZ2021005', 'ADDITIONAL')).toMatchObject({ admitted: true });
    // Without a confirmed subscription of the product, 追加 is refused.
    orders.deleteMany((q) => q.where({ productCode: 'JZ2021005' }));
    expect(await admit('JZ2021005', 'ADDITIONAL')).toMatchObject({ admitted: false, block: 'NOT_HELD' });
    expect(await admit('XT2023008', 'ADDITIONAL')).toMatchObject({ admitted: false, block: 'NOT_ON_SALE' });
  });

  it('sends a product in 预约中 to the reservation, and refuses what is not on sale', async () => {
    expect(await admit('XT2024002', 'SUBSCRIBE')).toMatchObject({ admitted: false, block: 'RESERVING' });
    expect(await admit('XT2024002', 'RESERVE')).toMatchObject({ admitted: true });
    expect(await admit('XT2024001', 'RESERVE')).toMatchObject({ admitted: false, block: 'ON_SALE' });
    expect(await admit('XT2023015', 'SUBSCRIBE')).toMatchObject({ admitted: false, block: 'SOLD_OUT' });
    expect(await admit('XT2024010', 'SUBSCRIBE')).toMatchObject({ admitted: false, block: 'RAISE_ENDED' });
    expect(await admit('JZ2023008', 'SUBSCRIBE')).toMatchObject({ admitted: false, block: 'NOT_ON_SALE' });
    expect(await admit('JT2020006', 'SUBSCRIBE')).toMatchObject({ admitted: false, block: 'OFFLINE_ONLY' });
  });

  it('refuses an unknown product with 05018001', async () => {
    const answer = await call('productAdmitControl', { productCode: 'XT1999999', scene: 'SUBSCRIBE' });
    expect(answer.result.statusCode).toBe('05018001');
  });
});

describe('checkProductOrder and makeOrder', () => {
  const order = {
    productCode: 'XT2024001',
    orderType: 'SUBSCRIBE',
    amount: '1000000.00',
    cardId: 'BC202406180001',
  };
  const agreements = ['TRUST_CONTRACT', 'RISK_DECLARATION', 'RISK_DISCLOSURE'];
  const code = async (name: string, requestData: unknown) =>
    (await call(name, requestData)).result.statusCode;

  it('lists the unfinished 追加 order of 鑫享稳健1号 before another is made', async () => {
    const answer = await call<{ pendingOrders: { orderNo: string; statusText: string }[] }>(
      'checkProductOrder',
      order,
    );
    expect(answer.result.data.pendingOrders).toEqual([
      expect.objectContaining({ orderNo: 'OD202611200001', statusText: '待签约', orderType: 'ADDITIONAL' }),
    ]);
  });

  it('refuses with the codes the amount form says in place', async () => {
    expect(await code('checkProductOrder', { ...order, amount: '1050000.00' })).toBe('05043006');
    expect(await code('checkProductOrder', { ...order, amount: '900000.00' })).toBe('05043006');
    expect(await code('checkProductOrder', { ...order, amount: '30000000.00' })).toBe('05043004');
    expect(await code('checkProductOrder', { ...order, cardId: 'BC202311020007' })).toBe('05043007');
    expect(await code('checkProductOrder', { ...order, productCode: 'XT2023015' })).toBe('05043003');
    expect(await code('checkProductOrder', { ...order, productCode: 'XT2024002' })).toBe('05043002');
    await setInvestorVariant('c2');
    expect(await code('checkProductOrder', order)).toBe('05043005');
    await setInvestorVariant('no-crs');
    expect(await code('checkProductOrder', order)).toBe('05043008');
  });

  it('creates one order in 待签约 per requestNo and takes the quota', async () => {
    const request = { ...order, requestNo: 'PS-test-00000001', agreements };
    const first = await call<{
      orderNo: string;
      status: string;
      statusText: string;
      doubleRecordRequired: boolean;
    }>('makeOrder', request);
    expect(first.result.msg).toBe('下单成功');
    expect(first.result.data).toMatchObject({
      status: 'TO_SIGN',
      statusText: '待签约',
      doubleRecordRequired: true,
    });
    const again = await call<{ orderNo: string }>('makeOrder', request);
    expect(again.result.data.orderNo).toBe(first.result.data.orderNo);
    expect(findOrder(first.result.data.orderNo)).toMatchObject({ status: 'TO_SIGN', amount: '1000000.00' });
    expect(
      (
        await call<{ remainingQuota: string }>('getProLimit', {
          productCode: 'XT2024001',
          orderType: 'SUBSCRIBE',
        })
      ).result.data.remainingQuota,
    ).toBe('22600000.00');
  });

  it('refuses an order without the three agreements (the body breaks the contract)', async () => {
    const answer = await postCall('makeOrder', {
      ...order,
      requestNo: 'PS-test-00000002',
      agreements: ['TRUST_CONTRACT'],
    });
    expect((answer.json as { result: { statusCode: string } }).result.statusCode).toBe('00000001');
  });
});
