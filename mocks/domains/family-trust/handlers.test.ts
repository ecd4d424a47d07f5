import Big from 'big.js';
import { afterEach, describe, expect, it } from 'vitest';
import type { BeneficiaryAccount } from '@gen/model/beneficiaryAccount';
import type { ChangeRecord } from '@gen/model/changeRecord';
import type { ChangeRecordSummaryPage } from '@gen/model/changeRecordSummaryPage';
import type { FamilyRightsData } from '@gen/model/familyRightsData';
import type { FamilyTrustDetail } from '@gen/model/familyTrustDetail';
import type { FamilyTrustSummary } from '@gen/model/familyTrustSummary';
import type { SmsTicket } from '@gen/model/smsTicket';
import type { TrustDistributionPage } from '@gen/model/trustDistributionPage';
import { responseExampleOf } from '@mocks/contract/contract-examples';

import { statusOf, dataOf } from '@mocks/testing/checked-call';
import { callData } from '@mocks/testing/post-call';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { chinaDate } from './clock';
import { REVIEW_REJECT_REASON, setFamilyReview } from './review';

/** The stateful family-trust mock over the wire (fresh seed per test). */
setupMockApi();

afterEach(() => setFamilyReview(undefined));

/** What Prism serves for the call: the contract's success example's data. */
const prism = (name: string) => (responseExampleOf(name) as { result: { data: unknown } }).result.data;

const ICBC = 'BC202311020007';
const CMB = 'BC202406180001';
const photo = (bizType: 'BANK_CARD' | 'ID_CARD') =>
  callData<{ fileId: string }>('uploadImage', {
    bizType,
    fileName: 'photo.jpg',
    contentType: 'image/jpeg',
    base64Content: 'iVBORw0KGgo=',
  }).then((answer) => answer.fileId);

/** A complete change of JT2020006's account to the 招商银行 card, with a code just sent. */
async function changeRequest(extra: object = {}) {
  const sms = await dataOf<SmsTicket>('changeAccountSendSmsCode', { trustCode: 'JT2020006', newCardId: CMB });
  return {
    trustCode: 'JT2020006',
    newCardId: CMB,
    reasonCode: 'CARD_CHANGED',
    bankCardFileIds: [await photo('BANK_CARD')],
    idCardFileIds: [await photo('ID_CARD')],
    smsCode: '123456',
    smsSerialNo: sms.smsSerialNo,
    ...extra,
  };
}

describe('family-trust mock: the trusts', { timeout: 20_000 }, () => {
  it('lists the settled trust with its size and the father’s trust without, as the contract’s example', async () => {
    const list = await dataOf<FamilyTrustSummary[]>('getFamilyTrustList', {});
    expect(list).toEqual(prism('getFamilyTrustList'));
    expect(list.map((t) => [t.trustCode, t.role, t.currentScale])).toEqual([
      ['JT2020006', 'SETTLOR', '32856400.00'],
      ['JT2022015', 'BENEFICIARY', undefined],
    ]);
  });

  it('shows the settlor every beneficiary (others masked), the allocation adding up and what was paid', async () => {
    const detail = await dataOf<FamilyTrustDetail>('getFamilyTrustDetail', { trustCode: 'JT2020006' });
    const { nextDistributionDate, ...rest } = detail;
    const { nextDistributionDate: _example, ...example } = prism('getFamilyTrustDetail') as FamilyTrustDetail;
    expect(rest).toEqual(example);
    expect(detail.beneficiaries.map((b) => `${b.name}·${b.relation}·${b.sharePercent}`)).toEqual([
      '张伟·SELF·40.00',
      '李*·SPOUSE·30.00',
      '张*涵·CHILD·30.00',
    ]);
    const allocated = detail.allocation!.reduce((total, a) => total.plus(a.amount), new Big(0));
    expect(allocated.toFixed(2)).toBe(detail.currentScale);
    expect(detail.allocation!.reduce((total, a) => total.plus(a.ratio), new Big(0)).toFixed(2)).toBe(
      '100.00',
    );
    // The next scheduled payment: after today, on one of the rules' dates.
    expect(nextDistributionDate! > chinaDate()).toBe(true);
    expect(nextDistributionDate).toMatch(/-(03-31|06-30|09-30|12-31|12-20)$/);
  });

  it('shows a beneficiary only himself, his own distributions and no size', async () => {
    const detail = await dataOf<FamilyTrustDetail>('getFamilyTrustDetail', { trustCode: 'JT2022015' });
    expect(detail.role).toBe('BENEFICIARY');
    expect(detail.settlorName).toBe('张*国');
    expect(detail.beneficiaries).toEqual([
      { beneficiaryId: 'BF2022031801', name: '张伟', relation: 'CHILD', sharePercent: '50.00', isSelf: true },
    ]);
    expect(detail.currentScale).toBeUndefined();
    expect(detail.allocation).toBeUndefined();
    expect(detail.totalDistributed).toBe('160000.00');
  });

  it('pages the distributions newest first; all pages add up to the total paid', async () => {
    const first = await dataOf<TrustDistributionPage>('familyTrustBenefitList', {
      trustCode: 'JT2020006',
      pageNum: 1,
      pageSize: 10,
    });
    expect(first.total).toBe(38);
    expect(first.list[0]).toMatchObject({
      payDate: '2026-09-30',
      beneficiaryName: '张*涵',
      purpose: '子女教育金',
    });
    const everything = await dataOf<TrustDistributionPage>('familyTrustBenefitList', {
      trustCode: 'JT2020006',
      pageNum: 1,
      pageSize: 50,
    });
    const total = everything.list.reduce((sum, row) => sum.plus(row.amount), new Big(0));
    expect(total.toFixed(2)).toBe('4600000.00');
    // 张伟's payments moved to the 工商银行 card when his change of 2025-03 took effect.
    const mine = everything.list.filter((row) => row.isSelf).map((row) => `${row.payDate} ${row.cardTail}`);
    expect(mine).toEqual([
      '2026-06-30 0123',
      '2025-06-30 0123',
      '2024-06-30 3391',
      '2023-06-30 3391',
      '2022-06-30 3391',
      '2021-06-30 3391',
    ]);
  });

  it('lists the rights by role and each beneficiary’s masked identity and received total', async () => {
    const settlor = await dataOf<FamilyRightsData>('getFamilyRights', { trustCode: 'JT2020006' });
    expect(settlor.rights.map((r) => [r.rightCode, r.online])).toEqual([
      ['INQUIRY', true],
      ['ACCOUNT_CHANGE', true],
      ['TEMP_DISTRIBUTION', true],
      ['CONDITIONAL_DISTRIBUTION', true],
      ['ADD_PROPERTY', false],
      ['TERM_CHANGE', true],
    ]);
    expect(settlor.beneficiaries.map((b) => [b.name, b.idNoMasked, b.cardNoMasked, b.receivedTotal])).toEqual(
      [
        ['张伟', '3101**********053X', '6222***********0123', '1800000.00'],
        ['李*', '3101**********0028', '6227********4821', '1200000.00'],
        ['张*涵', '3101**********0047', '6216********7730', '1600000.00'],
      ],
    );
    const beneficiary = await dataOf<FamilyRightsData>('getFamilyRights', { trustCode: 'JT2022015' });
    expect(beneficiary.rights.map((r) => r.rightCode)).toEqual(['INQUIRY', 'ACCOUNT_CHANGE']);
    expect(beneficiary.beneficiaries.map((b) => b.name)).toEqual(['张伟']);
  });

  it('refuses a trust the investor neither settled nor benefits from (05190001)', async () => {
    for (const name of ['getFamilyTrustDetail', 'getFamilyRights'])
      expect(await statusOf(name, { trustCode: 'JT2099001' })).toBe('05190001');
    expect(
      await statusOf('familyTrustBenefitList', { trustCode: 'JT2099001', pageNum: 1, pageSize: 10 }),
    ).toBe('05190001');
  });

  it('names the family office adviser of each trust', async () => {
    const contact = await dataOf<{ advisorName: string }>('getFamilyOfficeContact', {
      trustCode: 'JT2022015',
    });
    expect(contact.advisorName).toBe('王磊');
    expect((await dataOf<{ advisorName: string }>('getFamilyOfficeContact', {})).advisorName).toBe('陈静');
  });
});

describe('family-trust mock: the receiving-account change', { timeout: 20_000 }, () => {
  it('shows each trust’s account, changeable', async () => {
    const accounts = await dataOf<BeneficiaryAccount[]>('queryBnftAccountInfo', {});
    expect(accounts).toEqual(prism('queryBnftAccountInfo'));
  });

  it('refuses before sending a code: the current card (05190003), a card not bound (05190004)', async () => {
    expect(await statusOf('changeAccountSendSmsCode', { trustCode: 'JT2020006', newCardId: ICBC })).toBe(
      '05190003',
    );
    expect(await statusOf('changeAccountSendSmsCode', { trustCode: 'JT2020006', newCardId: 'BC000' })).toBe(
      '05190004',
    );
    expect(await statusOf('changeAccountSendSmsCode', { trustCode: 'JT2099001', newCardId: CMB })).toBe(
      '05190001',
    );
  });

  it('sends one code a minute (05190005)', async () => {
    const request = { trustCode: 'JT2020006', newCardId: CMB };
    expect(await statusOf('changeAccountSendSmsCode', request)).toBe('00000000');
    expect(await statusOf('changeAccountSendSmsCode', request)).toBe('05190005');
  });

  it('refuses a wrong code (05190006, the code stays good), a spent one (05190007), missing photos and reason', async () => {
    const request = await changeRequest();
    expect(await statusOf('changeBeneficiaryAccount', { ...request, smsCode: '000000' })).toBe('05190006');
    expect(await statusOf('changeBeneficiaryAccount', { ...request, bankCardFileIds: ['F000'] })).toBe(
      '05190009',
    );
    expect(await statusOf('changeBeneficiaryAccount', { ...request, reasonCode: 'OTHER' })).toBe('05190011');
    expect(await statusOf('changeBeneficiaryAccount', request)).toBe('00000000');
    expect(await statusOf('changeBeneficiaryAccount', request)).toBe('05190002');
  });

  it('records the change in review; the account then takes no second change (05190002)', async () => {
    const change = await dataOf<ChangeRecord>('changeBeneficiaryAccount', await changeRequest());
    expect(change).toMatchObject({
      status: 'REVIEWING',
      oldAccount: { bankName: '中国工商银行', cardNoMasked: '6222***********0123' },
      newAccount: { bankName: '招商银行', cardNoMasked: '6214********5678' },
      attachmentCount: 2,
    });
    const [account] = await dataOf<BeneficiaryAccount[]>('queryBnftAccountInfo', { trustCode: 'JT2020006' });
    expect(account).toMatchObject({
      changeState: 'REVIEWING',
      reviewingApplyNo: change.applyNo,
      changeable: false,
    });
    expect(await statusOf('changeAccountSendSmsCode', { trustCode: 'JT2020006', newCardId: CMB })).toBe(
      '05190002',
    );
    const records = await dataOf<ChangeRecordSummaryPage>('queryChangeBeneficiaryRecord', {
      pageNum: 1,
      pageSize: 10,
    });
    expect(records.list.map((r) => [r.applyNo, r.status])).toEqual([
      [change.applyNo, 'REVIEWING'],
      ['TC20250312000007', 'EFFECTIVE'],
      ['TC20250305000002', 'REJECTED'],
    ]);
  });

  it('approved by the trustee: effective from tomorrow, the account is the new card', async () => {
    const change = await dataOf<ChangeRecord>('changeBeneficiaryAccount', await changeRequest());
    setFamilyReview('approve');
    const detail = await dataOf<ChangeRecord>('queryTrustChangeDetail', { applyNo: change.applyNo });
    expect(detail.status).toBe('EFFECTIVE');
    expect(detail.effectiveDate! > chinaDate()).toBe(true);
    const [account] = await dataOf<BeneficiaryAccount[]>('queryBnftAccountInfo', { trustCode: 'JT2020006' });
    expect(account).toMatchObject({
      cardId: CMB,
      cardTail: '5678',
      since: detail.effectiveDate,
      changeable: true,
    });
  });

  it('rejected by the trustee: the reason, the old account kept, a new change possible', async () => {
    const change = await dataOf<ChangeRecord>('changeBeneficiaryAccount', await changeRequest());
    setFamilyReview('reject');
    const detail = await dataOf<ChangeRecord>('queryTrustChangeDetail', { applyNo: change.applyNo });
    expect(detail).toMatchObject({ status: 'REJECTED', rejectReason: REVIEW_REJECT_REASON });
    const [account] = await dataOf<BeneficiaryAccount[]>('queryBnftAccountInfo', { trustCode: 'JT2020006' });
    expect(account).toMatchObject({ cardId: ICBC, changeState: 'NONE', changeable: true });
  });

  it('answers the contract’s example for the effective change and 05190008 for an unknown one', async () => {
    expect(await dataOf('queryTrustChangeDetail', { applyNo: 'TC20250312000007' })).toEqual(
      prism('queryTrustChangeDetail'),
    );
    expect(await statusOf('queryTrustChangeDetail', { applyNo: 'TC20990101000001' })).toBe('05190008');
  });
});
