import { describe, expect, it } from 'vitest';
import { DEMO_INVESTOR } from '../db/seed/investor';
import { postCall } from '../testing/post-call';
import { setupMockApi } from '../testing/setup-mock-api';
import { requestExampleOf, responseExampleOf } from './contract-examples';

setupMockApi();

/**
 * Prism (the contract's examples) and the stateful mock tell one story: the same investor with
 * the same cards. Each call gets its own request example from the contract; the mock's answer
 * must equal the contract's success example, field for field.
 */
type Card = { cardId: string; unbindBlockedBy?: string[] };

async function both(call: string) {
  const request = requestExampleOf(call);
  expect(request, `${call}: the contract has a request example`).toBeDefined();
  const answer = await postCall(call, request);
  const mock = (answer.json as { result?: { data?: unknown } }).result?.data;
  const prism = (responseExampleOf(call) as { result?: { data?: unknown } } | undefined)?.result?.data;
  expect(prism, `${call}: the contract has a success example`).toBeDefined();
  return { mock, prism };
}

describe('Prism’s examples and the stateful mock show the same investor', () => {
  it('bankCardList: 张伟, his two cards, masked the same way', async () => {
    const { mock, prism } = await both('bankCardList');
    const expected = prism as { acctName: string; cards: Card[] };
    expect(expected.acctName).toBe(DEMO_INVESTOR.name);
    expect(mock).toEqual(expected);
  });

  it('getBankCardList for product XT2024001: the 中国工商银行 card is not selectable', async () => {
    const { mock, prism } = await both('getBankCardList');
    expect(mock).toEqual(prism);
  });

  it('getOrderBankCard OD202406180012: the 招商银行 card', async () => {
    const { mock, prism } = await both('getOrderBankCard');
    expect(mock).toEqual(prism);
  });

  it('bankCardSMSCode: the code goes to 138****5678', async () => {
    const { mock, prism } = await both('bankCardSMSCode');
    const { smsSerialNo: _serial, ...rest } = prism as { smsSerialNo: string };
    expect(mock).toMatchObject(rest);
  });

  it('checkRemoveBankCard refused: the same reason for the 中国工商银行 card', async () => {
    const refused = responseExampleOf('checkRemoveBankCard', 'refused') as {
      result: { statusCode: string; data: { cardId: string; reasons: unknown[] } };
    };
    const answer = await postCall('checkRemoveBankCard', { cardId: refused.result.data.cardId });
    const result = (answer.json as { result: typeof refused.result }).result;
    expect(result.statusCode).toBe(refused.result.statusCode);
    expect(result.data.reasons).toEqual(refused.result.data.reasons);
  });
});
