import { AddTaxIssueInfoBody } from '@gen/zod/tax/tax.zod';
import { type FieldTexts, requestDataOf, trimmed } from '@/page-kit/form';
import * as z from 'zod';

// Every limit and pattern is addTaxIssueInfo's (optional there because CN_ONLY sends none of
// them; required here, for NON_CN and BOTH, as the server's completeness check 05090102 wants).
const wire = requestDataOf(AddTaxIssueInfoBody).shape;

export const MATERIALS_FORM = z.object({
  surnamePinyin: trimmed(wire.surnamePinyin.unwrap()),
  givenNamePinyin: trimmed(wire.givenNamePinyin.unwrap()),
  addressCn: trimmed(wire.addressCn.unwrap()),
  addressEn: trimmed(wire.addressEn.unwrap()),
  birthPlaceCn: trimmed(wire.birthPlaceCn.unwrap()),
  birthPlaceEn: trimmed(wire.birthPlaceEn.unwrap()),
});

export type MaterialsValues = z.input<typeof MATERIALS_FORM>;

const LATIN = '请使用英文字母、数字及常用标点填写';

export const MATERIALS_TEXTS: FieldTexts = {
  surnamePinyin: { label: '姓（拼音）', format: '请输入大写拼音字母，如 ZHANG' },
  givenNamePinyin: { label: '名（拼音）', format: '请输入大写拼音字母，词间空一格，如 XIAO MING' },
  addressCn: { label: '现居地址（中文）', length: wire.addressCn.unwrap() },
  addressEn: { label: '现居地址（英文或拼音）', format: LATIN, length: wire.addressEn.unwrap() },
  birthPlaceCn: { label: '出生地（中文）', length: wire.birthPlaceCn.unwrap() },
  birthPlaceEn: { label: '出生地（英文或拼音）', format: LATIN, length: wire.birthPlaceEn.unwrap() },
};

export const emptyMaterials = (): MaterialsValues => ({
  surnamePinyin: '',
  givenNamePinyin: '',
  addressCn: '',
  addressEn: '',
  birthPlaceCn: '',
  birthPlaceEn: '',
});
