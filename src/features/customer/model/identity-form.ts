import * as z from 'zod';
import type { CustomerInfo } from '@gen/model/customerInfo';
import type { UpdateCustomerInfoRequest } from '@gen/model/updateCustomerInfoRequest';
import { UpdateCustomerInfoBody } from '@gen/zod/customer/customer.zod';
import { blankAsAbsent, type FieldTexts, requestDataOf } from '@/page-kit/form';

/** 居民身份证 in the certificate_type dictionary. */
export const RESIDENT_ID = '0';

/** The identity form as the page holds it (dates as YYYY-MM-DD, '' until chosen). */
export interface IdentityFormValues {
  nationality: { code: string; name: string } | null;
  occupationCode: string;
  idType: string;
  /** The new ID number: required when the type changes, '' otherwise (the number stays). */
  idNo: string;
  idValidFrom: string;
  idValidTo: string;
  idLongTerm: boolean;
}

const wire = requestDataOf(UpdateCustomerInfoBody).shape;

/** 18 characters, the last a digit or X: the resident ID's form (the server checks the rest). */
const RESIDENT_ID_NUMBER = /^\d{17}[\dX]$/;

/**
 * The contract's fields (updateCustomerInfo) plus the page's own rules in their own words: a new ID
 * type needs its number, a renewed ID must be valid today (from a past day, to a future one), and
 * the end of the validity is asked for unless 长期.
 */
export function identityFormSchema(current: Pick<CustomerInfo, 'idType'>, today: string) {
  return z
    .object({
      nationality: z
        .object({ code: wire.nationalityCode, name: z.string() })
        .nullable()
        .refine((value) => value !== null),
      occupationCode: wire.occupationCode,
      idType: wire.idType,
      idNo: blankAsAbsent(wire.idNo),
      idValidFrom: wire.idValidFrom,
      idValidTo: z.string(),
      idLongTerm: z.boolean(),
    })
    .superRefine((form, ctx) => {
      if (form.idType !== current.idType && !form.idNo)
        ctx.addIssue({ code: 'custom', path: ['idNo'], message: '更换证件类型须填写新证件号码' });
      if (form.idType === RESIDENT_ID && form.idNo && !RESIDENT_ID_NUMBER.test(form.idNo.toUpperCase()))
        ctx.addIssue({ code: 'custom', path: ['idNo'], message: '请输入正确的18位居民身份证号码' });
      if (form.idValidFrom > today)
        ctx.addIssue({ code: 'custom', path: ['idValidFrom'], message: '有效期起始日不能晚于今天' });
      if (!form.idLongTerm) {
        if (!form.idValidTo)
          ctx.addIssue({ code: 'custom', path: ['idValidTo'], message: '请选择有效期截止日，或选择长期' });
        else if (form.idValidTo <= today)
          ctx.addIssue({
            code: 'custom',
            path: ['idValidTo'],
            message: '证件已过期，请换领新证件后再更新',
          });
        else if (form.idValidTo <= form.idValidFrom)
          ctx.addIssue({ code: 'custom', path: ['idValidTo'], message: '截止日须晚于起始日' });
      }
    });
}

export type IdentityFormOutput = z.output<ReturnType<typeof identityFormSchema>>;

export const IDENTITY_FORM_TEXTS: FieldTexts = {
  nationality: { label: '国籍/地区', verb: '选择' },
  occupationCode: { label: '职业', verb: '选择' },
  idType: { label: '证件类型', verb: '选择' },
  idNo: { label: '证件号码', format: '证件号码应为6至20位字母或数字' },
  idValidFrom: { label: '有效期起始日', verb: '选择' },
  idValidTo: { label: '有效期截止日', verb: '选择' },
};

export function identityFormValues(info: CustomerInfo): IdentityFormValues {
  return {
    nationality: { code: info.nationalityCode, name: info.nationalityName },
    occupationCode: info.occupationCode,
    idType: info.idType,
    idNo: '',
    idValidFrom: info.idValidFrom,
    idValidTo: info.idLongTerm ? '' : (info.idValidTo ?? ''),
    idLongTerm: info.idLongTerm,
  };
}

/** What updateCustomerInfo sends besides the SMS proof. */
export function identityRequest(
  output: IdentityFormOutput,
): Omit<UpdateCustomerInfoRequest, 'smsCode' | 'smsSerialNo'> {
  return {
    nationalityCode: (output.nationality as { code: string }).code,
    occupationCode: output.occupationCode,
    idType: output.idType,
    ...(output.idNo ? { idNo: output.idNo.toUpperCase() } : {}),
    idValidFrom: output.idValidFrom,
    ...(output.idLongTerm ? {} : { idValidTo: output.idValidTo }),
    idLongTerm: output.idLongTerm,
  };
}
