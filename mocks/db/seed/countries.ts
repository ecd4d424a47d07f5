import countries from 'i18n-iso-countries';
import zh from 'i18n-iso-countries/langs/zh.json';

/**
 * Countries and regions with Chinese names, from i18n-iso-countries (ISO 3166-1).
 * `fldm` (the cnty_cd dictionary code) is the alpha-3 code, as in the contract's example
 * (中国 → CHN). Hong Kong, Macao and Taiwan carry the labels used in mainland forms.
 * Order: 中国 and the three regions first (what users pick most), then the rest by pinyin.
 */
countries.registerLocale(zh);

const RELABEL: Record<string, string> = { HK: '中国香港', MO: '中国澳门', TW: '中国台湾' };
const FIRST = ['CN', 'HK', 'MO', 'TW'];

export interface CountryRow {
  alpha2: string;
  fldm: string;
  note: string;
  sort: number;
}

export function countryRows(): CountryRow[] {
  const names = countries.getNames('zh', { select: 'official' });
  const rows = Object.entries(names).map(([alpha2, name]) => ({
    alpha2,
    fldm: countries.alpha2ToAlpha3(alpha2) ?? alpha2,
    note: RELABEL[alpha2] ?? name,
  }));
  const collator = new Intl.Collator('zh-Hans-CN-u-co-pinyin');
  rows.sort((a, b) => {
    const rank = (alpha2: string) => (FIRST.includes(alpha2) ? FIRST.indexOf(alpha2) : FIRST.length);
    return rank(a.alpha2) - rank(b.alpha2) || collator.compare(a.note, b.note);
  });
  return rows.map((row, sort) => ({ ...row, sort }));
}
