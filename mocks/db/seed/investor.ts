import { maskIdNo, maskPhone } from '../masks';

/**
 * The demo investor: the one person every domain's seed hangs its records on (cards, orders,
 * holdings, …) and whom the mock's session belongs to. Fixed data, so every run, screenshot and
 * test shows the same person; and the same person as the contract's examples, which Prism
 * serves (openapi/paths/bank-card.yaml: 张伟, reserved phone 138****5678): whichever mock a
 * developer starts, the story is the same.
 *
 * The ID number is a valid 18-digit 居民身份证号 (GB 11643: region 310115 浦东新区, birth date,
 * sequence, odd = male, check digit, here X), so format and age rules can be tried on it.
 */

/** The demo investor's session token (the client's apptoken in flow tests and the demo). */
export const DEMO_APPTOKEN = 'demo-apptoken-0001';

/** Ages and validity are computed against this fixed day, not today, so seeds never drift. */
export const DEMO_TODAY = new Date('2026-01-01T00:00:00Z');

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK = '10X98765432';

/** The GB 11643 check digit of the first 17 digits of an ID number. */
export function idCheckDigit(first17: string): string {
  const sum = [...first17].reduce((acc, digit, i) => acc + Number(digit) * (WEIGHTS[i] ?? 0), 0);
  return CHECK[sum % 11] ?? '0';
}

export interface InvestorRow {
  customerId: string;
  name: string;
  gender: '1' | '2';
  idType: '0';
  idNo: string;
  idNoMasked: string;
  phone: string;
  phoneMasked: string;
  birthDate: string;
  riskLevel: 'C1' | 'C2' | 'C3' | 'C4' | 'C5';
  riskExpiryDate: string;
  qualified: boolean;
}

const ID_FIRST_17 = '31011519780316053';
const ID_NO = `${ID_FIRST_17}${idCheckDigit(ID_FIRST_17)}`;
const PHONE = '13812345678';

/** 张伟, 138****5678: read it when seeding (it needs no seeded db); handlers use demoInvestor(). */
export const DEMO_INVESTOR: Readonly<InvestorRow> = Object.freeze({
  customerId: 'C2018031600',
  name: '张伟',
  gender: '1',
  idType: '0',
  idNo: ID_NO,
  idNoMasked: maskIdNo(ID_NO),
  phone: PHONE,
  phoneMasked: maskPhone(PHONE),
  birthDate: '1978-03-16',
  riskLevel: 'C3',
  riskExpiryDate: '2026-09-30',
  qualified: true,
});

/** A fresh copy of the demo investor's row (the db may not share the frozen constant). */
export const demoInvestorRow = (): InvestorRow => ({ ...DEMO_INVESTOR });

/**
 * The demo investor's identity beyond the login row (the nine AML identity elements
 * and contact data; the customer domain's seed, mocks/domains/customer/seed.ts, stores them and
 * the `id-expired` investor variant moves the ID's validity into the past). Codes are the
 * dictionaries' (user_sex, certificate_type, occupation, fund_source; nationality = cnty_cd
 * alpha-3).
 */
export const DEMO_IDENTITY = Object.freeze({
  nationalityCode: 'CHN',
  nationalityName: '中国',
  occupationCode: '2',
  idValidFrom: '2016-05-19',
  idValidTo: '2036-05-19',
  email: 'zhangwei1978@163.com',
  address: Object.freeze({
    provinceCode: '310000',
    provinceName: '上海市',
    cityCode: '310100',
    cityName: '上海市',
    districtCode: '310115',
    districtName: '浦东新区',
    detail: '张杨路1588弄3号1202室',
  }),
  employer: '上海浦江科技有限公司',
  /** 信托资金来源 (fund_source): 工资、劳务报酬 and 投资收益. */
  fundSources: Object.freeze(['01', '03']),
  surnamePinyin: 'ZHANG',
  givenNamePinyin: 'WEI',
});
