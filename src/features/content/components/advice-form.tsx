import { ActionSheet, Button } from 'antd-mobile';
import { useState } from 'react';
import { isBusinessError } from '@/api/business-error';
import { useAddOpinion } from '@gen/hooks/content/content';
import { useUploadImage } from '@gen/hooks/risk/risk';
import type { OpinionRecord } from '@gen/model/opinionRecord';
import { FieldRow, FormActions, FormField, FormSection, useContractForm } from '@/page-kit/form';
import { ImageUpload } from '@/page-kit/image-upload';
import { SelectField } from '@/page-kit/select-field';
import { useSubmit } from '@/page-kit/submit';
import { PhoneInput } from '@/page-kit/phone-input';
import {
  ADVICE_FORM_TEXTS,
  adviceFormSchema,
  CONTENT_MAX,
  emptyAdviceForm,
  IMAGES_MAX,
  OPINION_TYPES,
  opinionTypeLabel,
  opinionTypeOf,
  readAsBase64,
} from '../model/advice-form';
import '../styles/advice.css';

export interface AdviceFormProps {
  /** The phone the last submission used, masked (prefills the hint; empty keeps it). */
  knownPhoneMasked?: string;
  onSubmitted: (record: OpinionRecord) => void;
}

/**
 * The complaint form: type (picker), description with a counter, up to three images (uploaded
 * one by one through uploadImage as they are picked), a contact phone (empty: the known one),
 * then addOpinion under the kit's submit lock. Its own refusals (05162001 too many today,
 * 05162002 images expired) are said above the button and keep what was typed.
 */
export function AdviceForm({ knownPhoneMasked, onSubmitted }: AdviceFormProps) {
  const form = useContractForm({
    schema: adviceFormSchema,
    texts: ADVICE_FORM_TEXTS,
    defaultValues: emptyAdviceForm(),
  });
  const [imageIds, setImageIds] = useState<string[]>([]);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  // An image still being compressed or sent would be missing from the opinion: hold 提交.
  const [imagesBusy, setImagesBusy] = useState(false);
  const uploadImage = useUploadImage();
  const addOpinion = useAddOpinion({ request: { label: '提交', ownCodes: ['05162001', '05162002'] } });

  const upload = async (file: File) => {
    const data = await uploadImage.mutateAsync({
      data: {
        bizType: 'OPINION',
        fileName: file.name.slice(-100) || 'image.jpg',
        contentType: file.type === 'image/png' ? 'image/png' : 'image/jpeg',
        base64Content: await readAsBase64(file),
      },
    });
    return data.fileId;
  };

  const submit = useSubmit(() =>
    form.handleSubmit(async (values) => {
      // Enter in a field submits the form even while the button is disabled.
      if (imagesBusy) return;
      setRefusal(undefined);
      try {
        const record = await addOpinion.mutateAsync({
          data: {
            opinionType: values.opinionType,
            content: values.content,
            ...(imageIds.length > 0 ? { imageFileIds: imageIds } : {}),
            ...(values.contactPhone ? { contactPhone: values.contactPhone } : {}),
          },
        });
        onSubmitted(record);
      } catch (error) {
        if (isBusinessError(error, '05162001'))
          setRefusal('今日提交次数已达上限，请明日再试，或致电客服热线 400-820-8888');
        else if (isBusinessError(error, '05162002')) {
          setImageIds([]);
          setRefusal('图片已失效，请重新上传后提交');
        } else throw error;
      }
    })(),
  );

  return (
    <form
      className="advice-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit.run();
      }}
    >
      <FormSection label="反馈内容">
        <FormField
          control={form.control}
          name="opinionType"
          label="反馈类型"
          render={({ bind, value, onPick }) => (
            <>
              <SelectField
                {...bind}
                value={value ? opinionTypeLabel(value) : ''}
                placeholder="请选择"
                onClick={() => setPickerOpen(true)}
              />
              {/* Four choices: a bottom sheet of plain buttons, easier to hit than a wheel (elderly mode). */}
              <ActionSheet
                visible={pickerOpen}
                extra="选择反馈类型"
                cancelText="取消"
                actions={OPINION_TYPES.map((t) => ({ key: t.value, text: t.label }))}
                onAction={(action) => {
                  const next = opinionTypeOf(action.key);
                  if (next) onPick(next);
                  setPickerOpen(false);
                }}
                onClose={() => setPickerOpen(false)}
              />
            </>
          )}
        />
        <FormField
          control={form.control}
          name="content"
          label="问题描述"
          render={({ bind, value, onChange }) => (
            <div className="advice-textarea-wrap">
              <textarea
                {...bind}
                className="form-text-input advice-textarea"
                rows={5}
                maxLength={CONTENT_MAX}
                placeholder="请详细描述您遇到的问题或建议（至少5个字），便于我们尽快处理"
                value={value}
                onChange={(event) => onChange(event.target.value)}
              />
              <span className="advice-counter" aria-live="polite">
                {`${value.length}/${CONTENT_MAX}`}
              </span>
            </div>
          )}
        />
      </FormSection>
      <FormSection label="图片">
        <FieldRow label="问题截图">
          <ImageUpload
            value={imageIds}
            onChange={setImageIds}
            upload={upload}
            maxCount={IMAGES_MAX}
            label="问题截图"
            onBusyChange={setImagesBusy}
            hint={`选填，支持 JPG、PNG 格式，单张不超过 5MB，最多 ${IMAGES_MAX} 张`}
          />
        </FieldRow>
      </FormSection>
      <FormSection label="联系方式">
        <FormField
          control={form.control}
          name="contactPhone"
          label="联系电话"
          render={({ bind, value, onChange, invalid }) => (
            <PhoneInput
              {...bind}
              invalid={invalid}
              label="联系电话"
              showPrefix={false}
              placeholder={knownPhoneMasked ? `默认 ${knownPhoneMasked}，可修改` : '选填，默认使用注册手机号'}
              value={value}
              onChange={(digits) => onChange(digits)}
            />
          )}
        />
      </FormSection>
      {refusal ? (
        <p className="advice-refusal" role="alert">
          {refusal}
        </p>
      ) : null}
      <FormActions tip="我们将在3个工作日内处理并回复，紧急问题请致电客服热线">
        <Button
          block
          type="submit"
          color="primary"
          size="large"
          loading={submit.pending}
          disabled={imagesBusy}
        >
          {imagesBusy ? '图片上传中…' : '提交'}
        </Button>
      </FormActions>
    </form>
  );
}
