import { describe, expect, it } from 'vitest';
import { maskBankCard } from './bank-card';

describe('maskBankCard (spec sections 5, 9)', () => {
  it.each([
    ['6222021234561234', '6222 **** **** 1234'],
    ['6222 0212 3456 1234', '6222 **** **** 1234'],
    ['6222-0212-3456-1234', '6222 **** **** 1234'],
    ['6217000010001234567', '6217 **** **** **** 4567'],
    ['622202123451234', '6222 **** **** 1234'],
    ['123456789', '1234 **** 6789'],
    ['12345678', '12345678'],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('%s → %s', (card, expected) => {
    expect(maskBankCard(card)).toBe(expected);
  });

  it('always keeps exactly the first 4 and last 4 digits visible', () => {
    for (let length = 9; length <= 19; length++) {
      const card = '1234' + '5'.repeat(length - 8) + '6789';
      const masked = maskBankCard(card);
      expect(masked.startsWith('1234 ')).toBe(true);
      expect(masked.endsWith(' 6789')).toBe(true);
      expect(masked).not.toMatch(/5/);
    }
  });
});
