import { describe, expect, it } from 'vitest';
import { groupPhone, isMainlandMobile, maskPhone, normalizePhone } from './phone';

describe('phone helpers', () => {
  it.each([
    ['13812345678', '13812345678'],
    ['+86 138 1234 5678', '13812345678'],
    ['+8613812345678', '13812345678'],
    ['008613812345678', '13812345678'],
    ['8613812345678', '13812345678'],
    ['138-1234-5678', '13812345678'],
    ['1381234567899', '13812345678'],
    ['86', '86'],
    ['', ''],
    [null, ''],
  ])('normalizePhone(%s) → %s', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });

  it.each([
    ['13812345678', true],
    ['19912345678', true],
    ['+86 138 1234 5678', true],
    ['12812345678', false],
    ['23812345678', false],
    ['1381234567', false],
    ['', false],
  ])('isMainlandMobile(%s) → %s', (input, expected) => {
    expect(isMainlandMobile(input)).toBe(expected);
  });

  it.each([
    ['1', '1'],
    ['138', '138'],
    ['1381', '138 1'],
    ['1381234', '138 1234'],
    ['13812345', '138 1234 5'],
    ['13812345678', '138 1234 5678'],
    ['138 1234 5678 9', '138 1234 5678'],
  ])('groupPhone(%s) → %s', (input, expected) => {
    expect(groupPhone(input)).toBe(expected);
  });

  it.each([
    ['13812345678', '138****5678'],
    ['+86 13812345678', '138****5678'],
    ['1381234', '1381234'],
    ['', ''],
  ])('maskPhone(%s) → %s', (input, expected) => {
    expect(maskPhone(input)).toBe(expected);
  });
});
