import { describe, expect, it } from 'vitest';
import { applyEdit, CARD_NUMBER, caretAfter, groupValue, ID_NUMBER, MAINLAND_PHONE } from './digits-format';

describe('digits formats', () => {
  it.each([
    [CARD_NUMBER, '6214-8301 a1238 5678', '6214830112385678'],
    [CARD_NUMBER, '1'.repeat(25), '1'.repeat(19)],
    [MAINLAND_PHONE, '+86 139-0000-1111', '13900001111'],
    [MAINLAND_PHONE, '0086 13700002222', '13700002222'],
    [ID_NUMBER, '110105 19491231 002x', '11010519491231002X'],
    [ID_NUMBER, 'X11010519491231002', '11010519491231002'],
    [ID_NUMBER, '1101051949x1231002X9', '11010519491231002X'],
  ])('%#: clean(%s) keeps the significant characters', (format, raw, value) => {
    expect(format.clean(raw)).toBe(value);
  });

  it.each([
    ['', [4], ''],
    ['62148', [4], '6214 8'],
    ['6217002870012345672', [4], '6217 0028 7001 2345 672'],
    ['1381', [3, 4, 4], '138 1'],
    ['13812345678', [3, 4, 4], '138 1234 5678'],
    ['11010519491231002X', [6, 8, 4], '110105 19491231 002X'],
    ['1101051949', [6, 8, 4], '110105 1949'],
  ] as const)('groups %s by %j as %s', (value, groups, grouped) => {
    expect(groupValue(value, groups)).toBe(grouped);
  });

  it('puts the caret after the same significant character once regrouped', () => {
    expect(caretAfter('6214 8301', 4)).toBe(4);
    expect(caretAfter('6214 8301', 5)).toBe(6);
    expect(caretAfter('6214 8301', 0)).toBe(0);
    expect(caretAfter('6214 8301', 99)).toBe(9);
    expect(caretAfter('110105 19491231 002X', 18)).toBe(20);
  });
});

describe('applyEdit', () => {
  it('inserting in the middle keeps the caret after the inserted digit', () => {
    // "138 1234 567" with 9 typed after "138" (caret 3 → 4 in the raw text).
    expect(applyEdit(MAINLAND_PHONE, '1381234567', '1389 1234 567', 4, 'insertText')).toEqual({
      value: '13891234567',
      caret: 5,
    });
  });

  it('backspace just after a separator deletes the digit before it', () => {
    // "6214 |8301": the browser deleted the space, leaving "62148301" with the caret at 4.
    expect(applyEdit(CARD_NUMBER, '62148301', '62148301', 4, 'deleteContentBackward')).toEqual({
      value: '6218301',
      caret: 3,
    });
  });

  it('forward delete just before a separator deletes the digit after it', () => {
    expect(applyEdit(CARD_NUMBER, '62148301', '62148301', 4, 'deleteContentForward')).toEqual({
      value: '6214301',
      caret: 4,
    });
  });

  it('a rejected character changes nothing and keeps the caret where it was', () => {
    expect(applyEdit(CARD_NUMBER, '62148301', '62a14 8301', 3, 'insertText')).toEqual({
      value: '62148301',
      caret: 2,
    });
  });

  it('a paste of spaced or prefixed text lands cleaned, caret at its end', () => {
    expect(applyEdit(MAINLAND_PHONE, '', '+86 139-0000-1111', 17, 'insertFromPaste')).toEqual({
      value: '13900001111',
      caret: 13,
    });
  });
});
