import { describe, expect, it } from 'vitest';
import { formatDecimal } from './format-decimal';

describe('formatDecimal', () => {
  it.each([
    ['1000000.00', 2, '1,000,000.00'],
    ['1000000', 2, '1,000,000.00'],
    ['0.01', 2, '0.01'],
    ['1.005', 2, '1.01'], // 1.005 is 1.00499999… as a binary float
    ['2.675', 2, '2.68'],
    ['12345678901234567.895', 2, '12,345,678,901,234,567.90'], // beyond a double's 15–17 digits
    ['-1234.5', 2, '-1,234.50'],
    ['-0.001', 2, '0.00'],
    ['1.0523', 4, '1.0523'],
    ['1.05235', 4, '1.0524'],
    ['1,234.5', 2, '1,234.50'],
    ['100', 0, '100'],
  ])('%s with %i decimals → %s', (value, decimals, shown) => {
    expect(formatDecimal(value, decimals)).toBe(shown);
  });

  it('shows zero for an empty value, as the spec’s money format does', () => {
    expect(formatDecimal('')).toBe('0.00');
    expect(formatDecimal(null)).toBe('0.00');
    expect(formatDecimal(undefined, 4)).toBe('0.0000');
  });

  it.each(['abc', 'NaN', 'Infinity', '0x10', '1.2.3', '<b>1</b>'])('shows -- for %j, never NaN', (value) => {
    expect(formatDecimal(value)).toBe('--');
  });
});
