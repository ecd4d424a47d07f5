import { describe, expect, it } from 'vitest';
import { tagOfCall } from '../generated-handlers';
import { OUTCOMES } from '../scenarios/outcomes';
import { setScenario } from '../scenarios/scenario-store';
import { postCall } from '../testing/post-call';
import { setupMockApi } from '../testing/setup-mock-api';
import { responseSchemaOf } from './response-schemas';

setupMockApi();

/** Every documented handler, with the requests its screens make (spec section 2 and 7). */
const DOCUMENTED: Array<[call: string, requestData: Record<string, unknown>]> = [
  ['selectAreaCity', { provinceCode: '', cityCode: '' }],
  ['selectAreaCity', { provinceCode: '330000', cityCode: '' }],
  ['selectAreaCity', { provinceCode: '330000', cityCode: '330100' }],
  ['selectAreaCity', { provinceCode: '999999', cityCode: '' }],
  ['selectExternalDict', { dictCode: 'cnty_cd' }],
  ['selectExternalDict', { dictCode: 'order_status' }],
  ['newSelectCountryList', { areaName: '' }],
  ['newSelectCountryList', { areaName: '英' }],
  ['queryBankCardHeadList', { bnkName: '' }],
  ['queryBankCardHeadList', { bnkName: '银行' }],
  ['dictBaseService', {}],
  ['dictDetail', { dictType: 'certificate_type' }],
  ['dictDetail', { dictType: 'unknown_type' }],
];

async function expectValid(call: string, requestData: unknown) {
  const schema = responseSchemaOf(call);
  expect(schema, `no generated response schema for ${call}`).toBeDefined();
  const answer = await postCall(call, requestData);
  expect(answer.status, `${call} HTTP status`).toBe(200);
  const parsed = schema!.safeParse(answer.json);
  expect(parsed.success, `${call} ${JSON.stringify(requestData)}: ${parsed.error?.message}`).toBe(true);
  return answer.json as { code: string; result?: { statusCode: string } };
}

describe('every mock response matches the generated response schema', () => {
  it.each(DOCUMENTED)('%s %j', async (call, requestData) => {
    await expectValid(call, requestData);
  });

  // The rest of the contract: every call, with an empty requestData. The generated fallback or
  // a domain's stateful handler answers; either must keep to the contract, and a stateful
  // handler answers a request its contract rejects with the business failure 00000001 (a valid
  // envelope), never with something off-contract.
  const everyCall = [...tagOfCall.keys()].sort();
  it('covers the whole contract', () => expect(everyCall.length).toBeGreaterThan(200));
  it.each(everyCall)('%s (empty requestData)', async (call) => {
    await expectValid(call, {});
  });

  // Forced outcomes that answer with an envelope must be valid envelopes too.
  const envelopeOutcomes = OUTCOMES.filter((o) => ['status', 'gateway', 'session'].includes(o.family));
  it.each(envelopeOutcomes.map((o) => o.id))('scenario %s answers a valid envelope', async (outcome) => {
    setScenario({ outcome });
    const body = await expectValid('queryOrderList', {});
    expect(body.code === '00000000' ? body.result?.statusCode : body.code).not.toBe('00000000');
  });
});
