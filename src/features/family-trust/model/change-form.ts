import * as z from 'zod';
import { ChangeBeneficiaryAccountBody } from '@gen/zod/family-trust/family-trust.zod';
import { blankAsAbsent, type FieldTexts, requestDataOf } from '@/page-kit/form';

// The contract's own rules (changeBeneficiaryAccount requestData): the reason's codes and text
// length, one or two photos of each kind.
const wire = requestDataOf(ChangeBeneficiaryAccountBody).shape;

/** A photo list: "请上传…" when empty (clearer than the kit's 请至少选择1项), then the contract's limits. */
const photos = (label: string, limits: typeof wire.bankCardFileIds) =>
  z.array(z.string()).min(1, `请上传${label}`).pipe(limits);

export const changeFormSchema = z
  .object({
    reasonCode: wire.reasonCode,
    reasonText: blankAsAbsent(wire.reasonText),
    bankCardFileIds: photos('新银行卡照片', wire.bankCardFileIds),
    idCardFileIds: photos('身份证照片', wire.idCardFileIds),
  })
  .refine((values) => values.reasonCode !== 'OTHER' || values.reasonText !== undefined, {
    // The server refuses OTHER without its text (05190011): say it at the field, together with
    // whatever else is missing (`when`: also while the photos are still missing).
    path: ['reasonText'],
    message: '请填写变更原因说明',
    when: (payload) =>
      !payload.issues.some((issue) => ['reasonCode', 'reasonText'].includes(String(issue.path?.[0]))),
  });

export type ChangeFormValues = z.input<typeof changeFormSchema>;
export type ChangeFormOutput = z.output<typeof changeFormSchema>;

export const CHANGE_FORM_TEXTS: FieldTexts = {
  reasonCode: { label: '变更原因', verb: '选择' },
  reasonText: { label: '原因说明' },
  bankCardFileIds: { label: '新银行卡照片' },
  idCardFileIds: { label: '身份证照片' },
};

export const REASON_TEXT_MAX = wire.reasonText.unwrap().maxLength ?? 100;
