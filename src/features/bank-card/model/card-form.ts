import { isMainlandMobile } from '../../../format/phone';
import { CARD_NO_MAX, CARD_NO_MIN, luhnApplies, passesLuhn } from './card-number';

/** The add/edit form as the page holds it (card number as digits, phone as digits). */
export interface CardFormValues {
  cardNo: string;
  bnkName: string;
  region: { provinceCode: string; provinceName: string; cityCode: string; cityName: string } | null;
  branchName: string;
  reservedPhone: string;
}

export const emptyCardForm = (): CardFormValues => ({
  cardNo: '',
  bnkName: '',
  region: null,
  branchName: '',
  reservedPhone: '',
});

export const BRANCH_MIN = 2;
export const BRANCH_MAX = 50;

/** Chinese messages, one per rule, shown under the field. Empty string = valid. */
export function cardNoError(digits: string): string {
  if (!digits) return '请输入银行卡号';
  if (digits.length < CARD_NO_MIN || digits.length > CARD_NO_MAX) return '银行卡号应为16至19位数字';
  if (luhnApplies(digits) && !passesLuhn(digits)) return '银行卡号有误，请核对后重新输入';
  return '';
}

export const bankError = (bnkName: string): string => (bnkName ? '' : '请选择开户银行');

export const regionError = (region: CardFormValues['region']): string =>
  region?.provinceCode && region.cityCode ? '' : '请选择开户省市';

export function branchError(branchName: string): string {
  const name = branchName.trim();
  if (!name) return '请输入支行名称';
  if (name.length < BRANCH_MIN || name.length > BRANCH_MAX)
    return `支行名称应为${BRANCH_MIN}至${BRANCH_MAX}个字`;
  return '';
}

/** In edit mode the phone may stay empty: the reserved phone then does not change. */
export function phoneError(phone: string, optional: boolean): string {
  if (!phone) return optional ? '' : '请输入银行预留手机号';
  return isMainlandMobile(phone) ? '' : '请输入正确的11位手机号';
}

export type CardFormErrors = Partial<
  Record<'cardNo' | 'bnkName' | 'region' | 'branchName' | 'reservedPhone', string>
>;

export function validateCardForm(values: CardFormValues, mode: 'add' | 'edit'): CardFormErrors {
  const errors: CardFormErrors = {
    cardNo: mode === 'add' ? cardNoError(values.cardNo) : '',
    bnkName: mode === 'add' ? bankError(values.bnkName) : '',
    region: regionError(values.region),
    branchName: branchError(values.branchName),
    reservedPhone: phoneError(values.reservedPhone, mode === 'edit'),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as CardFormErrors;
}
