import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

describe('formatMoney (spec section 5)', () => {
  it.each([
    [0, '0.00'],
    [null, '0.00'],
    [undefined, '0.00'],
    ['', '0.00'],
    [Number.NaN, '0.00'],
    ['abc', '0.00'],
    [1, '1.00'],
    [12.5, '12.50'],
    [999.999, '1,000.00'],
    [1234, '1,234.00'],
    [1234567.891, '1,234,567.89'],
    [1.005, '1.01'],
    [0.125, '0.13'],
    [100000000, '100,000,000.00'],
    ['3000000', '3,000,000.00'],
    ['1,234.5', '1,234.50'],
    [-1234.5, '-1,234.50'],
    [0.001, '0.00'],
  ])('%s → %s', (value, expected) => {
    expect(formatMoney(value)).toBe(expected);
  });
});
