import { describe, expect, it } from 'vitest';
import {
  amountError,
  applyKey,
  deleteKey,
  groupedText,
  limitText,
  parseAmount,
  toCapitalText,
  toContractAmount,
  toWanText,
} from './amount';

const type = (keys: string, from = '') => [...keys].reduce(applyKey, from);

describe('groupedText: thousands separators while typing', () => {
  it.each([
    ['', ''],
    ['999', '999'],
    ['1000', '1,000'],
    ['1000000', '1,000,000'],
    ['1000.', '1,000.'],
    ['1234567.8', '1,234,567.8'],
    ['0.05', '0.05'],
  ])('%s → %s', (typed, shown) => expect(groupedText(typed)).toBe(shown));
});

describe('typing an amount on the number keyboard', () => {
  it.each([
    ['1000000', '1000000'],
    ['0.01', '0.01'],
    ['.5', '0.5'],
    ['007', '7'],
    ['12.345', '12.34'],
    ['1..2', '1.2'],
    ['100000000.5', '100000000.5'],
    ['9'.repeat(13), '9'.repeat(12)],
  ])('keys %s give %s', (keys, text) => {
    expect(type(keys)).toBe(text);
  });

  it('ignores keys that are not digits or the point, and deletes from the end', () => {
    expect(applyKey('12', 'X')).toBe('12');
    expect(deleteKey('12.3')).toBe('12.');
    expect(deleteKey('')).toBe('');
  });
});

describe('money edge cases (big.js, never floats)', () => {
  it.each([
    ['0.01', undefined, '壹分', '0.01'],
    ['1000000', '100.00万元', '壹佰万元整', '1000000.00'],
    ['100000000.5', '1.00亿元', '壹亿元伍角整', '100000000.50'],
    ['12345.67', '1.23万元', '壹万贰仟叁佰肆拾伍元陆角柒分', '12345.67'],
    ['99999.99', '10.00万元', '玖万玖仟玖佰玖拾玖元玖角玖分', '99999.99'],
    ['100.', undefined, '壹佰元整', '100.00'],
    ['12.3', undefined, '壹拾贰元叁角整', '12.30'],
  ])('%s: hint %s, capitals %s, contract %s', (text, wan, capital, contract) => {
    expect(toWanText(text)).toBe(wan);
    expect(toCapitalText(text)).toBe(capital);
    expect(toContractAmount(text)).toBe(contract);
  });

  it('refuses malformed text instead of guessing', () => {
    for (const text of ['', '.', '12.345', '1e6', '-5', '1,000', 'NaN', '0x10']) {
      expect(parseAmount(text), text).toBeNull();
    }
    expect(toCapitalText('abc')).toBeUndefined();
  });

  it('words limits in 万元 when they are whole hundreds, else in yuan', () => {
    expect(limitText('1000000')).toBe('100万元');
    expect(limitText('100000')).toBe('10万元');
    expect(limitText('3456700')).toBe('345.67万元');
    expect(limitText('5000')).toBe('5,000元');
    expect(limitText('1234567.5')).toBe('1,234,567.50元');
  });
});

describe('amountError (min / step / max)', () => {
  const rules = { min: '1000000', step: '100000', max: '5000000', label: '认购金额' };

  it.each([
    ['', '请输入认购金额'],
    ['12.345', '认购金额最多保留两位小数'],
    ['abc', '请输入正确的认购金额'],
    ['0', '认购金额须大于0'],
    ['999999.99', '起投金额为100万元'],
    ['1000000', undefined],
    ['1100000', undefined],
    ['1150000', '认购金额须为10万元的整数倍'],
    ['1000000.07', '认购金额须为10万元的整数倍'],
    ['5000000', undefined],
    ['5000000.01', '超过剩余额度，最多可投500万元'],
  ])('%s → %s', (text, message) => {
    expect(amountError(text, rules)).toBe(message);
  });

  it('steps in decimals exactly where floats drift (0.3 is 3 × 0.1)', () => {
    expect(0.3 % 0.1).not.toBe(0); // the float trap this avoids
    expect(amountError('0.3', { min: '0.1', step: '0.1' })).toBeUndefined();
    expect(amountError('0.35', { min: '0.1', step: '0.1' })).toBe('金额须为0.10元的整数倍');
  });

  it('names the field in the step message, and the minimum when steps count from it', () => {
    const rules = { min: '1000000', step: '100000', label: '追加金额' };
    expect(amountError('1150000', rules)).toBe('追加金额须为10万元的整数倍');
    expect(amountError('50000', { ...rules, min: '100000', minLabel: '追加起点' })).toBe('追加起点为10万元');
    const offset = { min: '50000', step: '20000', label: '意向金额' };
    expect(amountError('70000', offset)).toBeUndefined();
    expect(amountError('80000', offset)).toBe('意向金额须在5万元基础上按2万元的整数倍递增');
  });

  it('without rules accepts any positive amount of at most two decimals', () => {
    expect(amountError('0.01')).toBeUndefined();
    expect(amountError('100000000.5')).toBeUndefined();
  });
});
