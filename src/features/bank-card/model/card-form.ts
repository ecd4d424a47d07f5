import * as z from 'zod';
import { AddBankCardBody, UpdateBankCardInfoBody } from '@gen/zod/bank-card/bank-card.zod';
import { blankAsAbsent, type FieldTexts, requestDataOf, trimmed } from '@/page-kit/form';
import { pickedRegion, type ProvinceCity } from '@/page-kit/region-field';
import { luhnApplies, passesLuhn } from './card-number';

/** The add/edit form as the page holds it (card number as digits, phone as digits). */
export interface CardFormValues {
  cardNo: string;
  bnkName: string;
  region: ProvinceCity | null;
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

// Every limit and pattern below is the contract's (addBankCard / updateBankCardInfo requestData):
// card 16–19 digits, branch 2–50 characters, phone 1[3-9] + 9 digits, region codes of 6 digits.
const add = requestDataOf(AddBankCardBody).shape;
const edit = requestDataOf(UpdateBankCardInfoBody).shape;

/** The branch field's input limit, from the contract. */
export const BRANCH_MAX_LENGTH = add.branchName.maxLength ?? undefined;

/** The region as the picker gives it; null until chosen. */
const regionOf = (wire: typeof add | typeof edit) =>
  pickedRegion({
    provinceCode: wire.provinceCode,
    provinceName: wire.provinceName,
    cityCode: wire.cityCode,
    cityName: wire.cityName,
  });

/**
 * The client's own rule on top of the contract: UnionPay "62" cards carry a Luhn check digit, so a
 * failure there is certainly a typo (see card-number.ts for why older ranges are left to the bank).
 */
const cardNo = add.cardNo.refine(
  (digits) => !luhnApplies(digits) || passesLuhn(digits),
  '银行卡号有误，请核对后重新输入',
);

const ADD_FORM = z.object({
  cardNo,
  bnkName: add.bnkName,
  region: regionOf(add),
  branchName: trimmed(add.branchName),
  reservedPhone: blankAsAbsent(add.reservedPhone),
});

/** Editing: number and bank cannot change (not in updateBankCardInfo); the phone is optional there. */
const EDIT_FORM = z.object({
  cardNo: z.string(),
  bnkName: z.string(),
  region: regionOf(edit),
  branchName: trimmed(edit.branchName),
  reservedPhone: blankAsAbsent(edit.reservedPhone),
});

export const cardFormSchema = (mode: 'add' | 'edit') => (mode === 'add' ? ADD_FORM : EDIT_FORM);

export type CardFormOutput = z.output<typeof ADD_FORM> | z.output<typeof EDIT_FORM>;

/** How the form's messages name its fields ("请输入支行名称", "支行名称应为2至50个字"). */
export const CARD_FORM_TEXTS: FieldTexts = {
  cardNo: { label: '银行卡号', format: '银行卡号应为16至19位数字' },
  bnkName: { label: '开户银行', verb: '选择' },
  region: { label: '开户省市', verb: '选择' },
  branchName: { label: '支行名称', length: add.branchName },
  reservedPhone: { label: '银行预留手机号', format: '请输入正确的11位手机号' },
};

/** What goes on to the SMS step: the form's values, trimmed, the phone "" when unchanged. */
export const submittedValues = (output: CardFormOutput): CardFormValues => ({
  ...output,
  reservedPhone: output.reservedPhone ?? '',
});
