import { afterEach, describe, expect, it } from 'vitest';
import type { ElderDeclarationStatusData } from '@gen/model/elderDeclarationStatusData';
import { responseExampleOf } from '@mocks/contract/contract-examples';
import { setInvestorVariant } from '@mocks/scenarios/investor-variants';
import { checkedCall } from '@mocks/testing/checked-call';
import { callData } from '@mocks/testing/post-call';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { investorProfile } from './profile';
import { DEMO_INVESTOR } from '@mocks/db/seed/investor';

/** The elderly-investor declaration over the wire (fresh seed per test). */
setupMockApi();
afterEach(() => setInvestorVariant('default'));

const ALL = ['HEALTH', 'CAPACITY', 'IDLE_FUNDS', 'RISK_UNDERSTOOD'];
const ticket = () =>
  callData<{ smsSerialNo: string }>('sendBusiSms', { bizType: 'ELDER_DECLARATION' }).then(
    (t) => t.smsSerialNo,
  );
const sign = async (extra: object = {}) =>
  checkedCall('signElderInvestorDeclaration', {
    declarationVersion: 'V2026.1',
    confirmedItems: ALL,
    smsCode: '123456',
    smsSerialNo: await ticket(),
    ...extra,
  });

describe('elderly-investor declaration mock', () => {
  it('a 66-year-old 张伟 has not signed; the statements are the contract’s', async () => {
    await setInvestorVariant('elderly');
    const status = (await checkedCall('elderInvestorDeclarationSignStatus', {})).result
      .data as ElderDeclarationStatusData;
    const prism = (responseExampleOf('elderInvestorDeclarationSignStatus') as { result: { data: unknown } })
      .result.data;
    expect(status).toEqual(prism);
  });

  it('signs with every required statement and the SMS code; the profile says so', async () => {
    await setInvestorVariant('elderly');
    const answer = await sign({
      confirmedItems: [...ALL, 'FAMILY_INFORMED'],
      familyName: '张明',
      familyRelation: 'CHILD',
    });
    expect(answer.result).toMatchObject({ statusCode: '00000000', msg: '签署成功' });
    const status = await callData<ElderDeclarationStatusData>('elderInvestorDeclarationSignStatus', {});
    expect(status.signed).toBe(true);
    expect(status.signedAt).toMatch(/\+08:00$/);
    expect(investorProfile(DEMO_INVESTOR.customerId).elderlyDeclarationSigned).toBe(true);
  });

  it('refuses a missing statement, another version, a wrong or spent code, and investors under 65', async () => {
    await setInvestorVariant('elderly');
    // One ticket (a second send within 60 s is refused): refusals before the code leave it unspent.
    const serial = await ticket();
    const request = {
      declarationVersion: 'V2026.1',
      confirmedItems: ALL,
      smsCode: '123456',
      smsSerialNo: serial,
    };
    const signWith = (extra: object) => checkedCall('signElderInvestorDeclaration', { ...request, ...extra });
    expect((await signWith({ confirmedItems: ALL.slice(1) })).result.statusCode).toBe('05080103');
    expect((await signWith({ declarationVersion: 'V2025.1' })).result.statusCode).toBe('05080105');
    expect((await signWith({ smsCode: '654321' })).result.statusCode).toBe('05080101');
    expect((await signWith({})).result.statusCode).toBe('00000000');
    expect((await signWith({})).result.statusCode).toBe('05080102');
    await setInvestorVariant('default');
    expect((await sign()).result.statusCode).toBe('05080104');
    expect(await callData('elderInvestorDeclarationSignStatus', {})).toMatchObject({
      elderly: false,
      age: 48,
    });
  });
});
