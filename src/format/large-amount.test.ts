import { describe, expect, it } from 'vitest';
import { formatLargeAmount } from './large-amount';

describe('formatLargeAmount', () => {
  it.each([
    ['1234567', '123.46万元'],
    ['1234565', '123.46万元'],
    ['1234564.99', '123.46万元'],
    ['1234549.99', '123.45万元'],
    ['10000', '1.00万元'],
    ['99999.99', '10.00万元'],
    ['1000000', '100.00万元'],
    ['99999999.99', '1.00亿元'],
    ['99999949.99', '9,999.99万元'],
    ['100000000', '1.00亿元'],
    ['123456789012', '1,234.57亿元'],
    ['1,234,567.00', '123.46万元'],
  ])('%s → %s (half up, 亿 from 1e8)', (input, expected) => {
    expect(formatLargeAmount(input)).toBe(expected);
  });

  it('has no reading below 1万, nor for what is not a number', () => {
    expect(formatLargeAmount('9999.99')).toBeUndefined();
    expect(formatLargeAmount('')).toBeUndefined();
    expect(formatLargeAmount('abc')).toBeUndefined();
    expect(formatLargeAmount(undefined)).toBeUndefined();
  });
});
