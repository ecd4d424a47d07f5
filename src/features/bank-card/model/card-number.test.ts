import { describe, expect, it } from 'vitest';
import { luhnApplies, passesLuhn } from './card-number';

describe('card number check digit', () => {
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
