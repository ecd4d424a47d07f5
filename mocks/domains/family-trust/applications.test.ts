import { afterEach, describe, expect, it } from 'vitest';
import type { SmsTicket } from '@gen/model/smsTicket';
import type { TrustApplication } from '@gen/model/trustApplication';
import { responseExampleOf } from '@mocks/contract/contract-examples';
import { checkedCall, dataOf, statusOf } from '@mocks/testing/checked-call';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { authSmsTickets } from '../auth/seed';
import { APPLICATION_REJECT_REASON } from './application-rules';
import { setFamilyReview } from './review';

setupMockApi();
afterEach(() => setFamilyReview(undefined));

const prism = (name: string) => (responseExampleOf(name) as { result: { data: unknown } }).result.data;
/**
 * A fresh business code for the act: any code still unspent is dropped first (as if it had
 * expired), since the server sends one code per phone and business within 60 s.
 */
async function code(bizNo: string) {
  await authSmsTickets.updateMany((q) => q.where({ used: false }), {
    data(ticket) {
      ticket.used = true;
    },
  });
  const ticket = await dataOf<SmsTicket>('sendBusiSms', { bizType: 'OTHER', bizNo });
  return { smsCode: '123456', smsSerialNo: ticket.smsSerialNo };
}
const list = (trustCode?: string) =>
  dataOf<TrustApplication[]>('queryTrustApplyList', trustCode ? { trustCode } : {});

describe('family-trust mock: the client’s acts', { timeout: 120_000 }, () => {
  it('lists the agreements to sign and the applications, one trust as the contract’s example', async () => {
    expect(await list('JT2020006')).toEqual(prism('queryTrustApplyList'));
    expect((await list()).map((a) => [a.applyNo, a.kind, a.status])).toEqual([
      ['FA20261125000005', 'SUPPLEMENT', 'TO_SIGN'],
      ['FA20261120000002', 'TRUST_CONTRACT', 'TO_SIGN'],
      ['FA20260315000004', 'TEMP_DISTRIBUTION', 'APPROVED'],
    ]);
    expect(await statusOf('queryTrustApplyList', { trustCode: 'JT1999001' })).toBe('05190001');
  });

  it('signs each agreement once with the SMS code; the wrong kind or a second signature is 05190020', async () => {
    expect(
      await statusOf('familyAddedSign', {
        agreementNo: 'FA20261120000002',
        ...(await code('FA20261120000002')),
      }),
    ).toBe('05190020');
    const wrong = await checkedCall('familyToSign', {
      agreementNo: 'FA20261120000002',
      ...(await code('FA20261120000002')),
      smsCode: '654321',
    });
    expect(wrong.result.statusCode).toBe('05190006');
    const signed = await dataOf<TrustApplication>('familyToSign', {
      agreementNo: 'FA20261120000002',
      ...(await code('FA20261120000002')),
    });
    expect(signed).toMatchObject({ kind: 'TRUST_CONTRACT', status: 'REVIEWING', trustCode: 'JT2026088' });
    expect(signed.submittedAt).toBeDefined();
    expect(
      await statusOf('familyToSign', {
        agreementNo: 'FA20261120000002',
        ...(await code('FA20261120000002')),
      }),
    ).toBe('05190020');
    // A code for another agreement does not sign this one.
    expect(
      await statusOf('familyAddedSign', { agreementNo: 'FA20261125000005', ...(await code('JT2020006')) }),
    ).toBe('05190007');
  });

  it('records a temporary distribution in review; one of a kind at a time, within the limit', async () => {
    const base = { trustCode: 'JT2020006', beneficiaryId: 'BF2020060602', reason: '家庭成员医疗支出' };
    expect(
      await statusOf('tempDistributeApply', { ...base, amount: '1000000.01', ...(await code('JT2020006')) }),
    ).toBe('05190022');
    const applied = await dataOf<TrustApplication>('tempDistributeApply', {
      ...base,
      amount: '200000.00',
      ...(await code('JT2020006')),
    });
    expect(applied).toMatchObject({ kind: 'TEMP_DISTRIBUTION', status: 'REVIEWING', beneficiaryName: '李*' });
    expect((await list('JT2020006'))[0]).toEqual(applied);
    expect(
      await statusOf('tempDistributeApply', { ...base, amount: '1000.00', ...(await code('JT2020006')) }),
    ).toBe('05190021');
    setFamilyReview('reject');
    expect((await list('JT2020006'))[0]).toMatchObject({
      status: 'REJECTED',
      reviewNote: APPLICATION_REJECT_REASON,
    });
  });

  it('refuses the settlor’s acts to a beneficiary and a term change to a past or unchanged date', async () => {
    const term = { trustCode: 'JT2020006', reason: '延长期限以覆盖孙辈教育' };
    expect(
      await statusOf('applyForChangeOfTerm', {
        ...term,
        newMaturityDate: '2050-06-05',
        ...(await code('JT2020006')),
      }),
    ).toBe('05190024');
    expect(
      await statusOf('applyForChangeOfTerm', {
        ...term,
        newMaturityDate: '2020-01-01',
        ...(await code('JT2020006')),
      }),
    ).toBe('05190024');
    expect(
      await statusOf('applyForChangeOfTerm', {
        ...term,
        trustCode: 'JT2022015',
        newMaturityDate: '2040-03-17',
        ...(await code('JT2022015')),
      }),
    ).toBe('05190023');
    // A beneficiary applies for himself only.
    expect(
      await statusOf('conditionalDistributionApply', {
        trustCode: 'JT2022015',
        beneficiaryId: 'BF2022031802',
        conditionCode: 'MEDICAL',
        amount: '80000.00',
        description: '住院手术费用',
        ...(await code('JT2022015')),
      }),
    ).toBe('05190001');
    const conditional = await dataOf<TrustApplication>('conditionalDistributionApply', {
      trustCode: 'JT2022015',
      beneficiaryId: 'BF2022031801',
      conditionCode: 'MEDICAL',
      amount: '80000.00',
      description: '住院手术费用',
      ...(await code('JT2022015')),
    });
    expect(conditional).toMatchObject({ title: '条件分配申请 · 重大疾病', beneficiaryName: '张伟' });
  });
});
