import { describe, expect, it } from 'vitest';
import {
  ageOn,
  assessmentValidUntil,
  assessmentValidity,
  birthDateFromIdNo,
  buyableLevels,
  chinaToday,
  isElderlyInvestor,
  riskMatches,
  type InvestorRiskLevel,
  type ProductRiskLevel,
} from './suitability';

const C: InvestorRiskLevel[] = ['C1', 'C2', 'C3', 'C4', 'C5'];
const R: ProductRiskLevel[] = ['R1', 'R2', 'R3', 'R4', 'R5'];

describe('riskMatches (product R ≤ investor C)', () => {
  it('follows the whole C/R table', () => {
    const table = Object.fromEntries(
      C.map((c) => [c, R.map((r) => (riskMatches(c, r) ? '✓' : '✗')).join('')]),
    );
    expect(table).toEqual({
      C1: '✓✗✗✗✗',
      C2: '✓✓✗✗✗',
      C3: '✓✓✓✗✗',
      C4: '✓✓✓✓✗',
      C5: '✓✓✓✓✓',
    });
  });

  it('C1 buys R1 only; a C2 investor cannot buy the R3 鑫享稳健1号', () => {
    expect(buyableLevels('C1')).toEqual(['R1']);
    expect(riskMatches('C2', 'R3')).toBe(false);
    expect(riskMatches('C3', 'R3')).toBe(true);
  });

  it('a professional investor buys every level', () => {
    expect(R.every((r) => riskMatches('C1', r, { professional: true }))).toBe(true);
  });
});

describe('assessmentValidity (one year, 即将到期 in the last 30 days)', () => {
  it('is valid through the day before the first anniversary', () => {
    expect(assessmentValidUntil('2025-03-16')).toBe('2026-03-15');
    expect(assessmentValidity({ assessedOn: '2025-03-16' }, '2026-03-15')).toEqual({
      state: 'EXPIRING',
      validUntil: '2026-03-15',
      daysLeft: 0,
    });
    expect(assessmentValidity({ assessedOn: '2025-03-16' }, '2026-03-16').state).toBe('EXPIRED');
  });

  it('warns from 29 days left, not at 30', () => {
    expect(assessmentValidity({ validUntil: '2026-03-31' }, '2026-03-01')).toMatchObject({
      state: 'VALID',
      daysLeft: 30,
    });
    expect(assessmentValidity({ validUntil: '2026-03-31' }, '2026-03-02')).toMatchObject({
      state: 'EXPIRING',
      daysLeft: 29,
    });
  });

  it('an assessment of 29 February lasts through 28 February of the next year', () => {
    expect(assessmentValidUntil('2024-02-29')).toBe('2025-02-28');
  });

  it('without an assessment: 未测评', () => {
    expect(assessmentValidity({}, '2026-01-01')).toEqual({ state: 'NONE' });
  });

  it('expired stays expired with the days since', () => {
    expect(assessmentValidity({ validUntil: '2025-12-31' }, '2026-01-10')).toEqual({
      state: 'EXPIRED',
      validUntil: '2025-12-31',
      daysLeft: -10,
    });
  });
});

describe('age from the ID number (65 周岁)', () => {
  it('reads the birth date of an 18-digit and an old 15-digit number', () => {
    expect(birthDateFromIdNo('31011519780316053X')).toBe('1978-03-16');
    expect(birthDateFromIdNo('310115780316053')).toBe('1978-03-16');
    expect(birthDateFromIdNo('31011519781332053X')).toBeUndefined(); // no 32 March… month 13
    expect(birthDateFromIdNo('H01234567')).toBeUndefined();
  });

  it('turns 65 on the 65th birthday itself, not the day before', () => {
    expect(ageOn('1960-06-15', '2025-06-14')).toBe(64);
    expect(ageOn('1960-06-15', '2025-06-15')).toBe(65);
    expect(isElderlyInvestor('310115196006150019', '2025-06-14')).toBe(false);
    expect(isElderlyInvestor('310115196006150019', '2025-06-15')).toBe(true);
  });

  it('someone born on 29 February turns 65 on 1 March of a common year', () => {
    expect(ageOn('1960-02-29', '2025-02-28')).toBe(64);
    expect(ageOn('1960-02-29', '2025-03-01')).toBe(65);
    expect(ageOn('1960-02-29', '2024-02-29')).toBe(64);
  });

  it('the demo investor 张伟 (born 1978-03-16) is not elderly', () => {
    expect(isElderlyInvestor('31011519780316053X', '2026-01-01')).toBe(false);
  });
});

describe('chinaToday', () => {
  it('is already tomorrow after 16:00 UTC', () => {
    expect(chinaToday(new Date('2026-01-01T15:59:59Z'))).toBe('2026-01-01');
    expect(chinaToday(new Date('2026-01-01T16:00:00Z'))).toBe('2026-01-02');
  });
});
