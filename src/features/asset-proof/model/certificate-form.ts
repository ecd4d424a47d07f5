import * as z from 'zod';
import { OpenAssetBody } from '@gen/zod/asset-proof/asset-proof.zod';
import { type FieldTexts, requestDataOf } from '@/page-kit/form';
import { cleanPinyin, joinPinyinName } from './pinyin-name';

/** The certificate form as the page holds it: the pinyin name in two parts (see pinyin-name.ts). */
export interface CertificateFormValues {
  asOfDate: string;
  productCodes: string[];
  language: 'ZH' | 'EN';
  surname: string;
  given: string;
}

// The contract's own rules (openAsset requestData): the date's form, 1–50 products, the language,
// and the pinyin name's pattern (upper-case words, surname first).
const wire = requestDataOf(OpenAssetBody).shape;
const pinyinName = wire.pinyinName.unwrap();
const pinyinPart = /^[A-Z]+(?: [A-Z]+)*$/;

export const certificateFormSchema = z
  .object({
    asOfDate: wire.asOfDate,
    productCodes: wire.productCodes,
    language: wire.language,
    surname: z.string(),
    given: z.string(),
  })
  .superRefine((values, ctx) => {
    // An English certificate prints the name in pinyin: both parts, letters only.
    if (values.language !== 'EN') return;
    const surname = cleanPinyin(values.surname).trim();
    const given = cleanPinyin(values.given).trim();
    if (!pinyinPart.test(surname)) {
      ctx.addIssue({
        code: 'custom',
        path: ['surname'],
        message: surname ? '姓（拼音）仅限英文字母' : '请输入姓（拼音）',
      });
    }
    if (!pinyinPart.test(given)) {
      ctx.addIssue({
        code: 'custom',
        path: ['given'],
        message: given ? '名（拼音）仅限英文字母' : '请输入名（拼音）',
      });
    } else if (pinyinPart.test(surname) && !pinyinName.safeParse(joinPinyinName(values)).success) {
      ctx.addIssue({
        code: 'custom',
        path: ['given'],
        message: `姓名拼音最多${pinyinName.maxLength ?? 60}个字母`,
      });
    }
  });

export const CERTIFICATE_FORM_TEXTS: FieldTexts = {
  asOfDate: { label: '截止日期', verb: '选择' },
  productCodes: { label: '证明产品', verb: '选择' },
  language: { label: '证明语言', verb: '选择' },
  surname: { label: '姓（拼音）' },
  given: { label: '名（拼音）' },
};

/** What openAsset receives for the form's values. */
export function applicationOf(values: CertificateFormValues) {
  return {
    asOfDate: values.asOfDate,
    productCodes: values.productCodes,
    language: values.language,
    ...(values.language === 'EN' ? { pinyinName: joinPinyinName(values) } : {}),
  };
}
