import { afterEach, describe, expect, it } from 'vitest';
import type { CountryRegion } from '@gen/model/countryRegion';
import type { CrsDeclaration } from '@gen/model/crsDeclaration';
import type { TaxStatusData } from '@gen/model/taxStatusData';
import { DEMO_INVESTOR } from '@mocks/db/seed/investor';
import { setInvestorVariant } from '@mocks/scenarios/investor-variants';
import { checkedCall } from '@mocks/testing/checked-call';
import { callData } from '@mocks/testing/post-call';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { investorProfile } from '../risk/profile';

/** The CRS declaration over the wire (fresh seed per test); every answer checked by the contract. */
setupMockApi();
afterEach(() => setInvestorVariant('default'));

async function token(): Promise<string> {
  const sms = await callData<{ smsSerialNo: string }>('crsSendMessage', {});
  const checked = await checkedCall('checkMessage', { smsCode: '123456', smsSerialNo: sms.smsSerialNo });
  return (checked.result.data as { checkToken: string }).checkToken;
}

const DETAILS = {
  surnamePinyin: 'ZHANG',
  givenNamePinyin: 'WEI',
  birthDate: '1978-05-19',
  addressCn: '中国上海市浦东新区张杨路1588弄3号1202室',
  addressEn: 'Room 1202, No.3, Lane 1588 Zhangyang Road, Pudong New District, Shanghai, China',
  birthPlaceCn: '中国上海市',
  birthPlaceEn: 'Shanghai, China',
};

const declare = async (body: object) =>
  checkedCall('addTaxIssueInfo', { promiseAccepted: true, checkToken: await token(), ...body });

describe('tax-residency (CRS) mock', () => {
  it('the demo investor declared 仅为中国税收居民 (the profile’s moment); the holder prefills the form', async () => {
    const status = (await checkedCall('queryTaxIssueNoticeStatus', {})).result.data as TaxStatusData;
    expect(status).toMatchObject({ declared: true, residency: 'CN_ONLY', residencyName: '仅为中国税收居民' });
    expect(status.declaredAt).toBe(investorProfile(DEMO_INVESTOR.customerId).crsDeclaredAt);
    expect(status.holder).toMatchObject({
      realName: '张伟',
      addressCn: '中国上海市浦东新区张杨路1588弄3号1202室',
    });
    expect(status.declarations).toHaveLength(1);
    expect(status.declarations[0]).toMatchObject({ current: true, taxResidences: [] });
  });

  it('no-crs: nothing on file', async () => {
    await setInvestorVariant('no-crs');
    const status = (await checkedCall('queryTaxIssueNoticeStatus', {})).result.data as TaxStatusData;
    expect(status).toMatchObject({ declared: false, declarations: [] });
    expect(status.residency).toBeUndefined();
  });

  it('lists the jurisdictions without China, with the TIN rule', async () => {
    const list = (await checkedCall('queryCountryRegion', {})).result.data as CountryRegion[];
    expect(list.some((c) => c.countryCode === 'CHN')).toBe(false);
    expect(list.find((c) => c.countryCode === 'SGP')).toMatchObject({
      countryName: '新加坡',
      tinIssued: true,
    });
    expect(list.find((c) => c.countryCode === 'CYM')).toMatchObject({ tinIssued: false });
    expect(list.find((c) => c.countryCode === 'HKG')?.countryName).toBe('中国香港');
  });

  it('declares two countries, one without a TIN: masked, in force, in the history; the profile follows', async () => {
    await setInvestorVariant('no-crs');
    const answer = await declare({
      residency: 'BOTH',
      ...DETAILS,
      taxResidences: [
        { countryCode: 'SGP', tin: 's8512345d' },
        {
          countryCode: 'USA',
          noTinReason: 'UNABLE_TO_OBTAIN',
          noTinExplanation: '在美工作未满一年，尚未取得社会安全号码。',
        },
      ],
    });
    expect(answer.result.msg).toBe('声明提交成功');
    const saved = answer.result.data as CrsDeclaration;
    expect(saved.taxResidences).toEqual([
      { countryCode: 'SGP', countryName: '新加坡', tinMasked: 'S8*****5D' },
      {
        countryCode: 'USA',
        countryName: '美国',
        noTinReason: 'UNABLE_TO_OBTAIN',
        noTinReasonName: '账户持有人未能取得纳税人识别号',
        noTinExplanation: '在美工作未满一年，尚未取得社会安全号码。',
      },
    ]);
    const status = await callData<TaxStatusData>('queryTaxIssueNoticeStatus', {});
    expect(status).toMatchObject({ declared: true, residency: 'BOTH' });
    expect(status.declarations[0]?.declarationNo).toBe(saved.declarationNo);
    expect(investorProfile(DEMO_INVESTOR.customerId)).toMatchObject({
      crsDeclared: true,
      crsResidency: 'BOTH',
    });
  });

  it('a new declaration replaces the current one; the old stays in the history', async () => {
    await declare({
      residency: 'NON_CN',
      ...DETAILS,
      taxResidences: [{ countryCode: 'CYM', noTinReason: 'NOT_ISSUED' }],
    });
    const status = await callData<TaxStatusData>('queryTaxIssueNoticeStatus', {});
    expect(status.declarations.map((d) => [d.residency, d.current])).toEqual([
      ['NON_CN', true],
      ['CN_ONLY', false],
    ]);
  });

  it('refuses what the form must not send', async () => {
    const refusals: Array<[object, string]> = [
      [{ residency: 'BOTH', taxResidences: [{ countryCode: 'SGP', tin: 'S1' }] }, '05090102'],
      [{ residency: 'BOTH', ...DETAILS, taxResidences: [{ countryCode: 'SGP' }] }, '05090103'],
      [
        { residency: 'BOTH', ...DETAILS, taxResidences: [{ countryCode: 'SGP', noTinReason: 'NOT_ISSUED' }] },
        '05090103',
      ],
      [
        {
          residency: 'BOTH',
          ...DETAILS,
          taxResidences: [{ countryCode: 'SGP', noTinReason: 'UNABLE_TO_OBTAIN' }],
        },
        '05090104',
      ],
      [{ residency: 'NON_CN', ...DETAILS, taxResidences: [{ countryCode: 'CHN', tin: '1' }] }, '05090105'],
      [
        {
          residency: 'NON_CN',
          ...DETAILS,
          taxResidences: [
            { countryCode: 'SGP', tin: 'S1' },
            { countryCode: 'SGP', tin: 'S2' },
          ],
        },
        '05090105',
      ],
    ];
    for (const [body, code] of refusals) {
      const answer = await declare(body);
      expect(answer.result.statusCode, JSON.stringify(body)).toBe(code);
    }
  });

  it('the SMS: 60 s between sends, a wrong code keeps the ticket, a token serves once', async () => {
    const sms = await callData<{ smsSerialNo: string }>('crsSendMessage', {});
    expect((await checkedCall('crsSendMessage', {})).result.statusCode).toBe('05090003');
    expect(
      (await checkedCall('checkMessage', { smsCode: '000000', smsSerialNo: sms.smsSerialNo })).result
        .statusCode,
    ).toBe('05090001');
    const ok = await checkedCall('checkMessage', { smsCode: '123456', smsSerialNo: sms.smsSerialNo });
    const checkToken = (ok.result.data as { checkToken: string }).checkToken;
    expect(
      (await checkedCall('checkMessage', { smsCode: '123456', smsSerialNo: sms.smsSerialNo })).result
        .statusCode,
    ).toBe('05090002');
    const body = { residency: 'CN_ONLY', promiseAccepted: true, checkToken };
    expect((await checkedCall('addTaxIssueInfo', body)).result.statusCode).toBe('00000000');
    expect((await checkedCall('addTaxIssueInfo', body)).result.statusCode).toBe('05090101');
  });
});
