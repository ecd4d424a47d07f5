import type { CountryRegion } from '@gen/model/countryRegion';
import { countries } from '@mocks/db/db';

/**
 * The CRS jurisdictions (queryCountryRegion): the countries reference collection (the names the
 * nationality search dialog shows) with whether a jurisdiction issues TINs to individuals.
 *
 * Mock data, after the OECD's AEOI "TIN" pages as we read them (to be confirmed by the
 * backend's own table): the jurisdictions below do not issue TINs to individuals; every other
 * one is taken to issue them. A few TIN names for the field's hint.
 */
export const NO_TIN_JURISDICTIONS: ReadonlySet<string> = new Set([
  'AIA', // 安圭拉
  'ARE', // 阿联酋
  'BHR', // 巴林
  'BHS', // 巴哈马
  'BMU', // 百慕大
  'CYM', // 开曼群岛
  'KWT', // 科威特
  'MCO', // 摩纳哥
  'QAT', // 卡塔尔
  'TCA', // 特克斯和凯科斯群岛
  'VGB', // 英属维尔京群岛
  'VUT', // 瓦努阿图
]);

const TIN_HINTS: Readonly<Record<string, string>> = {
  USA: '社会安全号码（SSN）或个人纳税识别号（ITIN），9位数字',
  SGP: '税务识别号即身份证号（NRIC）或外国人准证号（FIN）',
  HKG: '香港身份证号码',
  MAC: '澳门居民身份证号码或纳税人编号',
  TWN: '统一编号（身份证字号）',
  GBR: '国民保险号（NINO）或纳税人唯一参考号（UTR）',
  CAN: '社会保险号（SIN），9位数字',
  AUS: '税号（TFN），8至9位数字',
  JPN: '个人编号（My Number），12位数字',
  KOR: '居民登记号，13位数字',
  DEU: '税务识别号（IdNr），11位数字',
  FRA: '税务编号（SPI），13位数字',
  NZL: '国内税务局号码（IRD number）',
  MYS: '所得税号（TIN）',
};

export function countryRegions(): CountryRegion[] {
  return countries
    .findMany(undefined, { orderBy: { sort: 'asc' } })
    .filter((row) => row.fldm !== 'CHN')
    .map((row) => ({
      countryCode: row.fldm,
      countryName: row.note,
      tinIssued: !NO_TIN_JURISDICTIONS.has(row.fldm),
      ...(TIN_HINTS[row.fldm] ? { tinHint: TIN_HINTS[row.fldm] } : {}),
    }));
}

export function findCountry(countryCode: string): CountryRegion | undefined {
  return countryRegions().find((country) => country.countryCode === countryCode);
}
