import { Button, Radio } from 'antd-mobile';
import { useState } from 'react';
import type { ChangeReasonCode } from '@gen/model/changeReasonCode';
import { InlineCheckBox, RadioBox } from '@/page-kit/check-box';
import { FormActions, FormField, FormSection, useContractForm } from '@/page-kit/form';
import { ImageUpload } from '@/page-kit/image-upload';
import { useSubmit } from '@/page-kit/submit';
import { usePhotoUpload } from '../hooks/use-photo-upload';
import {
  CHANGE_FORM_TEXTS,
  changeFormSchema,
  REASON_TEXT_MAX,
  type ChangeFormOutput,
  type ChangeFormValues,
} from '../model/change-form';
import { CHANGE_REASON } from '../model/labels';

const REASONS: ChangeReasonCode[] = ['CARD_CANCELLED', 'CARD_CHANGED', 'OTHER'];

export interface ChangeFormProps {
  /** What the form starts from: empty, or the pending change's entries when coming back. */
  initial: Partial<ChangeFormValues>;
  onNext: (values: ChangeFormOutput) => void;
}

/**
 * The change's own entries on the kit's form: the reason (and its text for 其他), photos of the
 * new card and of the ID card (uploaded as they are picked), and the investor's confirmation;
 * 下一步 stays disabled until it is ticked and while a photo is on its way.
 */
export function ChangeForm({ initial, onNext }: ChangeFormProps) {
  const form = useContractForm({
    schema: changeFormSchema,
    texts: CHANGE_FORM_TEXTS,
    defaultValues: initial,
  });
  const uploadCard = usePhotoUpload('BANK_CARD');
  const uploadId = usePhotoUpload('ID_CARD');
  const [agreed, setAgreed] = useState(false);
  const [cardBusy, setCardBusy] = useState(false);
  const [idBusy, setIdBusy] = useState(false);
  const busy = cardBusy || idBusy;
  const reasonCode = form.watch('reasonCode');

  const submit = useSubmit(
    () =>
      form.handleSubmit((values) => {
        // Enter in a field submits the form even while the button is disabled.
        if (busy || !agreed) return;
        onNext(values);
      })(),
    // No write here (the SMS step sends): a second tap right after the messages may check again.
    { guardMs: 0 },
  );

  return (
    <form
      className="ft-change-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit.run();
      }}
    >
      <FormSection label="变更原因">
        <FormField
          control={form.control}
          name="reasonCode"
          label="变更原因"
          render={({ bind, value, onPick, labelId }) => (
            <Radio.Group value={value} onChange={(next) => onPick(next as ChangeReasonCode)}>
              <div
                ref={bind.ref}
                tabIndex={-1}
                className="ft-reasons"
                role="radiogroup"
                aria-labelledby={labelId}
                aria-invalid={bind['aria-invalid']}
                aria-describedby={bind['aria-describedby']}
              >
                {REASONS.map((code) => (
                  <RadioBox key={code} value={code}>
                    {CHANGE_REASON[code]}
                  </RadioBox>
                ))}
              </div>
            </Radio.Group>
          )}
        />
        {reasonCode === 'OTHER' ? (
          <FormField
            control={form.control}
            name="reasonText"
            label="原因说明"
            render={({ bind, value, onChange }) => (
              <textarea
                {...bind}
                className="form-text-input ft-textarea"
                rows={3}
                maxLength={REASON_TEXT_MAX}
                placeholder="请简要说明变更原因"
                value={value ?? ''}
                onChange={(event) => onChange(event.target.value)}
              />
            )}
          />
        ) : null}
      </FormSection>

      <FormSection label="证明材料">
        <PhotoField
          control={form.control}
          name="bankCardFileIds"
          label="新银行卡照片"
          hint="请拍摄新卡正面，卡号清晰可见；可加拍背面"
          upload={uploadCard}
          onBusyChange={setCardBusy}
        />
        <PhotoField
          control={form.control}
          name="idCardFileIds"
          label="身份证照片"
          hint="请拍摄身份证人像面，可加拍国徽面"
          upload={uploadId}
          onBusyChange={setIdBusy}
        />
      </FormSection>

      <FormActions tip="下一步将向您的预留手机号发送短信验证码，验证通过即提交受托人审核。">
        <InlineCheckBox className="ft-agree" checked={agreed} onChange={setAgreed}>
          本人确认新账户为本人名下银行卡，并知悉变更经受托人审核通过后自下一分配日起生效。
        </InlineCheckBox>
        <Button
          block
          type="submit"
          color="primary"
          size="large"
          loading={submit.pending}
          disabled={busy || !agreed}
        >
          {busy ? '图片上传中…' : '下一步'}
        </Button>
      </FormActions>
    </form>
  );
}

/** One of the change's photo rows: up to two images, taken with the back camera, uploaded as picked. */
function PhotoField({
  control,
  name,
  label,
  hint,
  upload,
  onBusyChange,
}: {
  control: ReturnType<typeof useContractForm<typeof changeFormSchema>>['control'];
  name: 'bankCardFileIds' | 'idCardFileIds';
  label: string;
  hint: string;
  upload: (file: File) => Promise<string>;
  onBusyChange: (busy: boolean) => void;
}) {
  return (
    <FormField
      control={control}
      name={name}
      label={label}
      hint={hint}
      render={({ bind, value, onChange }) => (
        <div ref={bind.ref} tabIndex={-1} aria-describedby={bind['aria-describedby']}>
          <ImageUpload
            value={value}
            onChange={onChange}
            upload={upload}
            maxCount={2}
            capture="environment"
            label={label}
            onBusyChange={onBusyChange}
          />
        </div>
      )}
    />
  );
}
