import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { amountFieldError, amountFieldSchema, amountRulesText, type AmountFieldRules } from './amount-rules';

const QUOTA: AmountFieldRules = { min: '1000000', step: '100000', max: '5000000', label: '认购金额' };

describe('amountFieldError: each rule with its Chinese message', () => {
  it.each([
    ['', '请输入认购金额'],
    ['abc', '请输入正确的认购金额'],
    ['12.345', '认购金额最多保留两位小数'],
    ['0', '认购金额须大于0'],
    ['999999.99', '起投金额为100万元'],
    ['5000000.01', '超过剩余额度，最多可投500万元'],
    ['1150000', '认购金额须为10万元的整数倍'],
    ['1000000', undefined],
    ['5000000', undefined],
  ])('min / step / max: %s → %s', (text, message) => {
    expect(amountFieldError(text, QUOTA)).toBe(message);
  });

  it('refuses what is above the balance, in its own words, with the balance', () => {
    const rules = { ...QUOTA, balance: '3000000' };
    expect(amountFieldError('3000000', rules)).toBeUndefined();
    expect(amountFieldError('3100000', rules)).toBe('超出可用余额，最多可用300万元');
    // Above both ceilings: the lower one (the balance) is the one that binds.
    expect(amountFieldError('6000000', rules)).toBe('超出可用余额，最多可用300万元');
  });

  it('names the quota when it is the lower ceiling, and the balance alone when there is no quota', () => {
    expect(amountFieldError('5100000', { ...QUOTA, balance: '8000000' })).toBe(
      '超过剩余额度，最多可投500万元',
    );
    expect(amountFieldError('5000.01', { balance: '5000', label: '支付金额' })).toBe(
      '超出可用余额，最多可用5,000元',
    );
  });

  it('compares the balance in decimals, to the fen (no float rounding)', () => {
    const rules = { balance: '1000000.07', label: '支付金额' };
    expect(amountFieldError('1000000.07', rules)).toBeUndefined();
    expect(amountFieldError('1000000.08', rules)).toBe('超出可用余额，最多可用1,000,000.07元');
  });

  it('judges the step after the ceilings, and below the balance as before', () => {
    const rules = { ...QUOTA, balance: '3000000' };
    expect(amountFieldError('2150000', rules)).toBe('认购金额须为10万元的整数倍');
    expect(amountFieldError('900000', rules)).toBe('起投金额为100万元');
  });
});

describe('amountRulesText: the hint says the same rules', () => {
  it.each([
    [QUOTA, '100万元起，按10万元递增，最多500万元'],
    [{ ...QUOTA, balance: '3000000' }, '100万元起，按10万元递增，可用余额300万元'],
    [{ ...QUOTA, balance: '9000000' }, '100万元起，按10万元递增，最多500万元'],
    [{ min: '1000000', step: '100000', label: '意向金额' }, '100万元起，按10万元递增'],
    [{ label: '转让价款' }, ''],
  ])('%j → %s', (rules, text) => {
    expect(amountRulesText(rules)).toBe(text);
  });
});

describe('amountFieldSchema', () => {
  const schema = z.object({ amount: amountFieldSchema({ ...QUOTA, balance: '3000000' }) });

  it('gives the contract’s decimal string for an accepted amount', () => {
    expect(schema.parse({ amount: '1200000' })).toEqual({ amount: '1200000.00' });
    expect(schema.parse({ amount: '2000000.' })).toEqual({ amount: '2000000.00' });
  });

  it('fails with the rule’s message on the field', () => {
    const result = schema.safeParse({ amount: '3200000' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['amount'],
      message: '超出可用余额，最多可用300万元',
    });
  });
});
