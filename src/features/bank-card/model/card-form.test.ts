import { describe, expect, it } from 'vitest';
import { emptyCardForm, validateCardForm, type CardFormValues } from './card-form';

const valid: CardFormValues = {
  cardNo: '6217002870012345672',
  bnkName: '中国建设银行',
  region: { provinceCode: '440000', provinceName: '广东省', cityCode: '440300', cityName: '深圳市' },
  branchName: '深圳分行科技园支行',
  reservedPhone: '13900001111',
};

describe('validateCardForm', () => {
  it('asks for every field of an empty add form, in Chinese', () => {
    expect(validateCardForm(emptyCardForm(), 'add')).toEqual({
      cardNo: '请输入银行卡号',
      bnkName: '请选择开户银行',
      region: '请选择开户省市',
      branchName: '请输入支行名称',
      reservedPhone: '请输入银行预留手机号',
    });
  });

  it('accepts a valid card', () => {
    expect(validateCardForm(valid, 'add')).toEqual({});
  });

  it('in edit mode ignores number and bank and lets the phone stay empty (unchanged)', () => {
    expect(validateCardForm({ ...valid, cardNo: '', bnkName: '', reservedPhone: '' }, 'edit')).toEqual({});
    expect(validateCardForm({ ...valid, reservedPhone: '1390000' }, 'edit')).toEqual({
      reservedPhone: '请输入正确的11位手机号',
    });
  });

  it('needs a city as well as a province, and a branch of 2 to 50 characters', () => {
    const region = { provinceCode: '440000', provinceName: '广东省', cityCode: '', cityName: '' };
    expect(validateCardForm({ ...valid, region, branchName: ' 支 ' }, 'add')).toEqual({
      region: '请选择开户省市',
      branchName: '支行名称应为2至50个字',
    });
  });
});
