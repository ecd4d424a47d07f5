import { describe, expect, it } from 'vitest';
import { AddBankCardBody } from '@gen/zod/bank-card/bank-card.zod';
import { formErrorMap, requestDataOf } from '@/page-kit/form';
import {
  CARD_FORM_TEXTS,
  cardFormSchema,
  emptyCardForm,
  submittedValues,
  type CardFormValues,
} from './card-form';

const valid: CardFormValues = {
  cardNo: '6217002870012345672',
  bnkName: '中国建设银行',
  region: { provinceCode: '440000', provinceName: '广东省', cityCode: '440300', cityName: '深圳市' },
  branchName: '深圳分行科技园支行',
  reservedPhone: '13900001111',
};

/** The first message per field, as the form shows them. */
function errorsOf(values: CardFormValues, mode: 'add' | 'edit') {
  const result = cardFormSchema(mode).safeParse(values, { error: formErrorMap(CARD_FORM_TEXTS) });
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path[0]);
    errors[field] ??= issue.message;
  }
  return errors;
}

describe('card form validation (the contract’s rules, Chinese messages)', () => {
  it('asks for every field of an empty add form, in Chinese', () => {
    expect(errorsOf(emptyCardForm(), 'add')).toEqual({
      cardNo: '请输入银行卡号',
      bnkName: '请选择开户银行',
      region: '请选择开户省市',
      branchName: '请输入支行名称',
      reservedPhone: '请输入银行预留手机号',
    });
  });

  it('accepts a valid card and hands it on trimmed', () => {
    expect(errorsOf(valid, 'add')).toEqual({});
    const output = cardFormSchema('add').parse({ ...valid, branchName: '  深圳分行科技园支行 ' });
    expect(submittedValues(output)).toEqual(valid);
  });

  it('checks length and the Luhn digit of 62 cards only', () => {
    expect(errorsOf({ ...valid, cardNo: '621700287001' }, 'add')).toEqual({
      cardNo: '银行卡号应为16至19位数字',
    });
    expect(errorsOf({ ...valid, cardNo: '6217002870012345671' }, 'add')).toEqual({
      cardNo: '银行卡号有误，请核对后重新输入',
    });
    expect(errorsOf({ ...valid, cardNo: '9558801001234567891' }, 'add')).toEqual({});
  });

  it('in edit mode ignores number and bank and lets the phone stay empty (unchanged)', () => {
    expect(errorsOf({ ...valid, cardNo: '', bnkName: '', reservedPhone: '' }, 'edit')).toEqual({});
    expect(submittedValues(cardFormSchema('edit').parse({ ...valid, reservedPhone: '' })).reservedPhone).toBe(
      '',
    );
    expect(errorsOf({ ...valid, reservedPhone: '1390000' }, 'edit')).toEqual({
      reservedPhone: '请输入正确的11位手机号',
    });
  });

  it('needs a city as well as a province, and a branch of 2 to 50 characters', () => {
    const region = { provinceCode: '440000', provinceName: '广东省', cityCode: '', cityName: '' };
    expect(errorsOf({ ...valid, region, branchName: ' 支 ' }, 'add')).toEqual({
      region: '请选择开户省市',
      branchName: '支行名称应为2至50个字',
    });
    expect(errorsOf({ ...valid, branchName: '支'.repeat(51) }, 'edit')).toEqual({
      branchName: '支行名称应为2至50个字',
    });
  });

  it('takes its limits from the contract, not from a copy', () => {
    const wire = requestDataOf(AddBankCardBody).shape;
    expect([wire.branchName.minLength, wire.branchName.maxLength]).toEqual([2, 50]);
    // The card message says 16 to 19 digits: if the contract's pattern changes, this fails first.
    expect(
      ['1'.repeat(15), '1'.repeat(16), '1'.repeat(19), '1'.repeat(20)].map(
        (d) => wire.cardNo.safeParse(d).success,
      ),
    ).toEqual([false, true, true, false]);
  });
});
