import { describe, expect, it } from 'vitest';
import { isAppPath, q } from './query-params';

describe('query parameter schemas', () => {
  it('ids: opaque, not empty, bounded, no spaces or control characters', () => {
    const id = q.id({ max: 32 });
    expect(id.parse('BC202406180001')).toBe('BC202406180001');
    expect(id.parse('')).toBeUndefined();
    expect(id.parse('a'.repeat(33))).toBeUndefined();
    expect(id.parse('a b')).toBeUndefined();
    expect(id.parse('a\nb')).toBeUndefined();
  });

  it('integers within their range, never floats, exponents or hex', () => {
    const page = q.int({ min: 1, max: 50 });
    expect(page.parse('1')).toBe(1);
    expect(page.parse('50')).toBe(50);
    for (const bad of ['0', '51', '1.5', '1e1', '0x10', ' 1', '', 'NaN'])
      expect(page.parse(bad), bad).toBeUndefined();
    expect(page.format(20)).toBe('20');
  });

  it('a fixed set, a flag, a decimal string and a real date', () => {
    const tab = q.oneOf('holding', 'history');
    expect(tab.parse('history')).toBe('history');
    expect(tab.parse('HISTORY')).toBeUndefined();
    const flag = q.flag();
    expect([flag.parse('1'), flag.parse('true'), flag.parse('0'), flag.parse('yes')]).toEqual([
      true,
      true,
      false,
      undefined,
    ]);
    expect(flag.format(true)).toBe('1');
    expect(q.decimal().parse('1000000.00')).toBe('1000000.00');
    expect(q.decimal().parse('1e6')).toBeUndefined();
    expect(q.date().parse('2024-02-29')).toBe('2024-02-29');
    expect(q.date().parse('2023-02-29')).toBeUndefined();
    expect(q.date().parse('2024-2-1')).toBeUndefined();
  });

  it('strings are bounded and may carry a pattern', () => {
    expect(q.string({ max: 3 }).parse('abcd')).toBeUndefined();
    expect(q.string({ pattern: /^\d+$/ }).parse('12a')).toBeUndefined();
    expect(q.string().parse('理财')).toBe('理财');
  });
});

describe('isAppPath (return paths)', () => {
  it('accepts in-app paths with their query', () => {
    for (const good of [
      '/phone/about',
      '/phone/addOrEditBankCard?cardId=BC1&x=%2F',
      '/phone/fiscal/identity',
    ]) {
      expect(isAppPath(good), good).toBe(true);
    }
  });

  it('refuses anything that could leave the app', () => {
    const bad = [
      'https://evil.com/phone/about',
      '//evil.com',
      '/\\evil.com',
      '\\\\evil.com',
      'javascript:alert(1)',
      '/javascript:alert(1)',
      'data:text/html,x',
      'phone/about',
      '',
      ' /phone/about',
      '/phone/\tabout',
      '/phone/about\n//evil.com',
      `/${'a'.repeat(600)}`,
    ];
    for (const raw of bad) expect(isAppPath(raw), JSON.stringify(raw)).toBe(false);
  });
});
