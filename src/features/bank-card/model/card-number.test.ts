import { describe, expect, it } from 'vitest';
import { caretAfterDigits, cardDigits, groupCardNo, luhnApplies, passesLuhn } from './card-number';

describe('card number entry', () => {
  it('keeps digits only, at most 19', () => {
    expect(cardDigits('6214-8301 a1238 5678')).toBe('6214830112385678');
    expect(cardDigits('1'.repeat(25))).toHaveLength(19);
  });

  it.each([
    ['', ''],
    ['6214', '6214'],
    ['62148', '6214 8'],
    ['6214830112385678', '6214 8301 1238 5678'],
    ['6217002870012345672', '6217 0028 7001 2345 672'],
  ])('groups %s as %s', (digits, grouped) => {
    expect(groupCardNo(digits)).toBe(grouped);
  });

  it('puts the caret after the same digit once regrouped', () => {
    expect(caretAfterDigits('6214 8301', 4)).toBe(4);
    expect(caretAfterDigits('6214 8301', 5)).toBe(6);
    expect(caretAfterDigits('6214 8301', 0)).toBe(0);
    expect(caretAfterDigits('6214 8301', 99)).toBe(9);
  });

  it.each([
    ['6214830112385678', true],
    ['6214830112345678', false],
    ['6217002870012345672', true],
    ['4111111111111111', true],
    ['6222021001140123', true],
  ])('Luhn(%s) = %s', (digits, ok) => {
    expect(passesLuhn(digits)).toBe(ok);
  });

  it('applies Luhn to UnionPay 62 cards only', () => {
    expect(luhnApplies('6217002870012345672')).toBe(true);
    expect(luhnApplies('9558801001234567890')).toBe(false);
  });
});
