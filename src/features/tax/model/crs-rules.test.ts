import { describe, expect, it } from 'vitest';
import {
  allRowErrors,
  cleanPinyin,
  emptyResidenceRow,
  needsDetails,
  rowsValid,
  splitChineseName,
  toTaxResidences,
  withCountry,
  type ResidenceRow,
} from './crs-rules';

const SGP = { countryCode: 'SGP', countryName: '新加坡', tinIssued: true };
const CYM = { countryCode: 'CYM', countryName: '开曼群岛', tinIssued: false };
const row = (patch: Partial<ResidenceRow>): ResidenceRow => ({ ...emptyResidenceRow(), ...patch });

describe('CRS rules', () => {
  it('only the non-resident statuses need the details and countries', () => {
    expect(needsDetails('CN_ONLY')).toBe(false);
    expect(needsDetails('NON_CN')).toBe(true);
    expect(needsDetails('BOTH')).toBe(true);
  });

  it('a TIN is required unless a reason is given; "not issued" only where none is issued', () => {
    const sg = withCountry(emptyResidenceRow(), SGP);
    expect(allRowErrors([sg])[0]).toEqual({ tin: '请输入纳税人识别号' });
    expect(allRowErrors([{ ...sg, tin: 'S85 12' }])[0]?.tin).toMatch(/仅可包含字母、数字/);
    expect(allRowErrors([{ ...sg, hasTin: false }])[0]).toEqual({
      noTinReason: '请选择不能提供纳税人识别号的原因',
    });
    expect(allRowErrors([{ ...sg, hasTin: false, noTinReason: 'NOT_ISSUED' }])[0]?.noTinReason).toMatch(
      /新加坡发放纳税人识别号/,
    );
    expect(allRowErrors([{ ...sg, hasTin: false, noTinReason: 'UNABLE_TO_OBTAIN' }])[0]).toEqual({
      noTinExplanation: '请说明未能取得纳税人识别号的具体原因',
    });
    const cayman = withCountry(row({ hasTin: false, noTinReason: 'NOT_ISSUED' }), CYM);
    expect(rowsValid([cayman])).toBe(true);
  });

  it('choosing a TIN-issuing country drops a "not issued" reason', () => {
    const cayman = withCountry(row({ hasTin: false, noTinReason: 'NOT_ISSUED' }), CYM);
    expect(withCountry(cayman, SGP).noTinReason).toBeUndefined();
  });

  it('countries: required, not China, not twice; one to three rows', () => {
    expect(allRowErrors([emptyResidenceRow()])[0]?.country).toBe('请选择税收居民国（地区）');
    expect(allRowErrors([row({ countryCode: 'CHN', tin: '1' })])[0]?.country).toMatch(/中国以外/);
    const sg = withCountry(row({ tin: 'S1' }), SGP);
    expect(allRowErrors([sg, sg])[1]?.country).toBe('税收居民国（地区）不能重复');
    expect(rowsValid([])).toBe(false);
    expect(rowsValid([sg])).toBe(true);
  });

  it('sends TINs in upper case and a reason with its explanation only where it applies', () => {
    const rows = [
      withCountry(row({ tin: ' s8512345d ' }), SGP),
      withCountry(
        row({ hasTin: false, noTinReason: 'UNABLE_TO_OBTAIN', noTinExplanation: ' 尚未登记 ' }),
        SGP,
      ),
      withCountry(row({ hasTin: false, noTinReason: 'NOT_ISSUED', noTinExplanation: 'ignored' }), CYM),
    ];
    expect(toTaxResidences(rows)).toEqual([
      { countryCode: 'SGP', tin: 'S8512345D' },
      { countryCode: 'SGP', noTinReason: 'UNABLE_TO_OBTAIN', noTinExplanation: '尚未登记' },
      { countryCode: 'CYM', noTinReason: 'NOT_ISSUED' },
    ]);
  });

  it('splits compound surnames and cleans pinyin', () => {
    expect(splitChineseName('张伟')).toEqual({ surname: '张', given: '伟' });
    expect(splitChineseName('欧阳娜娜')).toEqual({ surname: '欧阳', given: '娜娜' });
    expect(splitChineseName('欧阳')).toEqual({ surname: '欧', given: '阳' });
    expect(cleanPinyin('lü  xiao-ming')).toBe('LV XIAOMING');
  });
});
