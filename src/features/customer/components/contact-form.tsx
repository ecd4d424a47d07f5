import { Button } from 'antd-mobile';
import { FieldRow, FormActions, FormSection, SubmitForm, TextField, useContractForm } from '@/page-kit/form';
import { RefusalNote } from '@/page-kit/refusal-note';
import { RegionField } from '@/page-kit/region-field';
import { useSubmit } from '@/page-kit/submit';
import { FundSourceField } from './fund-source-field';
import {
  CONTACT_FORM,
  CONTACT_FORM_TEXTS,
  DETAIL_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  EMPLOYER_MAX_LENGTH,
  type ContactFormOutput,
  type ContactFormValues,
} from '../model/contact-form';

export interface ContactFormProps {
  initial: ContactFormValues;
  mobileMasked: string;
  emailMasked?: string;
  /** A refusal of the last attempt (所选地区与地址不符…), shown above the form. */
  refusal?: string;
  onSubmit: (values: ContactFormValues, output: ContactFormOutput) => void;
}

/**
 * The contact part of personInfoUpdate on the kit's form: the address (region picker for
 * province / city / district + the street), the employer, the sources of the trust funds
 * (multi-select over the fund_source dictionary) and, when it changes, the e-mail. The
 * phone is shown, not edited (a new login phone goes through the counter or the hotline).
 */
export function ContactForm({ initial, mobileMasked, emailMasked, refusal, onSubmit }: ContactFormProps) {
  const form = useContractForm({ schema: CONTACT_FORM, texts: CONTACT_FORM_TEXTS, defaultValues: initial });
  const next = useSubmit(() =>
    form.handleSubmit((output) => onSubmit(form.getValues() as ContactFormValues, output))(),
  );

  return (
    <SubmitForm onSubmit={() => void next.run()}>
      {refusal ? <RefusalNote>{refusal}</RefusalNote> : null}
      <FormSection label="联系地址">
        <RegionField
          control={form.control}
          name="region"
          label="所在地区"
          levels="province-city-district"
          placeholder="请选择省/市/区"
        />
        <TextField
          control={form.control}
          name="detail"
          label="详细地址"
          placeholder="街道、小区、楼栋及门牌号"
          maxLength={DETAIL_MAX_LENGTH}
        />
        <TextField
          control={form.control}
          name="employer"
          label="工作单位"
          placeholder="选填，如无可不填"
          maxLength={EMPLOYER_MAX_LENGTH}
        />
      </FormSection>
      <FormSection label="资金来源">
        <FundSourceField control={form.control} />
      </FormSection>
      <FormSection label="联系方式">
        <FieldRow label="手机号">
          <span className="form-row-value">{mobileMasked}</span>
        </FieldRow>
        <TextField
          control={form.control}
          name="email"
          label="电子邮箱"
          hint={emailMasked ? `当前：${emailMasked}，不修改请留空` : '选填，用于接收资产证明等'}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder={emailMasked ? '输入新的电子邮箱' : '请输入电子邮箱'}
          maxLength={EMAIL_MAX_LENGTH}
        />
      </FormSection>
      <FormActions tip="更换手机号请致电客服热线 400-820-8888 或前往柜台办理。下一步将向预留手机号发送短信验证码。">
        <Button block type="submit" color="primary" size="large">
          下一步
        </Button>
      </FormActions>
    </SubmitForm>
  );
}
