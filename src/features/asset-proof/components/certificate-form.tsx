import { Checkbox, DatePicker, Radio } from 'antd-mobile';
import { CheckBox, RadioBox } from '@/page-kit/check-box';
import { useEffect, useMemo, useState } from 'react';
import { useController } from 'react-hook-form';
import type { AssetProofTemplateData } from '@gen/model/assetProofTemplateData';
import {
  FieldRow,
  FormActions,
  FormField,
  FormSection,
  messageOf,
  TextInput,
  useContractForm,
} from '@/page-kit/form';
import { SelectField } from '@/page-kit/select-field';
import { SubmitButton } from '@/page-kit/submit';
import {
  CERTIFICATE_FORM_TEXTS,
  certificateFormSchema,
  type CertificateFormValues,
} from '../model/certificate-form';
import { basisText, dateText, moneyText, sumAmounts, wanText } from '../model/certificate-text';
import { cleanPinyin } from '../model/pinyin-name';

export interface CertificateFormProps {
  data: AssetProofTemplateData;
  /** A new date's products are on their way: the list shows the old ones dimmed. */
  refreshing: boolean;
  initial: CertificateFormValues;
  onDateChange: (date: string) => void;
  onSubmit: (values: CertificateFormValues) => void;
}

/** "2026-11-21" ↔ a local Date at midnight (the picker works in local time). */
const toDate = (iso: string) => {
  const [y = 1970, m = 1, d = 1] = iso.split('-').map(Number);
  return new Date(y, m - 1, d);
};
const toIso = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/**
 * The certificate's choices on the page kit's form: the as-of date (T-1 back to the first
 * holding), the products held on that date (all chosen at first, with each amount and how it was
 * reached), the language, and for English the pinyin name, checked by the investor.
 */
export function CertificateForm({ data, refreshing, initial, onDateChange, onSubmit }: CertificateFormProps) {
  const form = useContractForm({
    schema: certificateFormSchema,
    texts: CERTIFICATE_FORM_TEXTS,
    defaultValues: initial,
  });
  const [picking, setPicking] = useState(false);
  const language = form.watch('language');
  const chosen = form.watch('productCodes');
  const asOfDate = form.watch('asOfDate');

  // A new date holds other products: choose all of them again, once they have arrived.
  const heldCodes = useMemo(() => data.products.map((p) => p.productCode), [data.products]);
  const { setValue, getValues } = form;
  useEffect(() => {
    if (data.asOfDate !== getValues('asOfDate')) return;
    const kept = getValues('productCodes').filter((code) => heldCodes.includes(code));
    setValue('productCodes', kept.length > 0 ? kept : heldCodes, { shouldValidate: kept.length > 0 });
  }, [data.asOfDate, heldCodes, getValues, setValue]);

  const chosenProducts = data.products.filter((p) => chosen.includes(p.productCode));
  const total = sumAmounts(chosenProducts);
  const limitReached = data.remainingToday <= 0;

  return (
    <form
      className="certificate-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
      }}
    >
      <FormSection label="持有人">
        <FieldRow label="持有人">
          <span className="form-row-value">{data.holderName}</span>
        </FieldRow>
        <FieldRow label="证件">
          <span className="form-row-value">
            {data.idTypeName} {data.idNoMasked}
          </span>
        </FieldRow>
      </FormSection>

      <FormSection label="证明内容">
        <FormField
          control={form.control}
          name="asOfDate"
          label="截止日期"
          hint={`可选 ${data.minDate} 至 ${data.maxDate}（T-1 日终数据）`}
          render={({ bind, value, onPick }) => (
            <>
              <SelectField
                {...bind}
                value={dateText(value)}
                placeholder="请选择截止日期"
                onClick={() => setPicking(true)}
              />
              <DatePicker
                visible={picking}
                title="选择截止日期"
                precision="day"
                min={toDate(data.minDate)}
                max={toDate(data.maxDate)}
                value={value ? toDate(value) : toDate(data.maxDate)}
                onClose={() => setPicking(false)}
                onConfirm={(date) => {
                  const iso = toIso(date);
                  onPick(iso);
                  onDateChange(iso);
                }}
              />
            </>
          )}
        />
        <FormField
          control={form.control}
          name="language"
          label="证明语言"
          render={({ value, onPick, labelId }) => (
            <Radio.Group value={value} onChange={(next) => onPick(next === 'EN' ? 'EN' : 'ZH')}>
              <div className="certificate-languages" role="radiogroup" aria-labelledby={labelId}>
                <RadioBox value="ZH">中文版</RadioBox>
                <RadioBox value="EN">英文版</RadioBox>
              </div>
            </Radio.Group>
          )}
        />
      </FormSection>

      {language === 'EN' ? (
        <FormSection label="姓名拼音">
          <p className="certificate-note">英文版证明将打印您的姓名拼音，请核对多音字（如“曾”应为 ZENG）。</p>
          <FormField
            control={form.control}
            name="surname"
            label="姓（拼音）"
            render={({ bind, value, onChange }) => (
              <TextInput
                {...bind}
                autoCapitalize="characters"
                autoComplete="family-name"
                placeholder="如 ZHANG"
                maxLength={30}
                value={value}
                onChange={(text) => onChange(cleanPinyin(text))}
              />
            )}
          />
          <FormField
            control={form.control}
            name="given"
            label="名（拼音）"
            render={({ bind, value, onChange }) => (
              <TextInput
                {...bind}
                autoCapitalize="characters"
                autoComplete="given-name"
                placeholder="如 WEI"
                maxLength={30}
                value={value}
                onChange={(text) => onChange(cleanPinyin(text))}
              />
            )}
          />
        </FormSection>
      ) : null}

      <ProductChecklist form={form} data={data} refreshing={refreshing || data.asOfDate !== asOfDate} />

      <FormActions
        tip={
          limitReached
            ? '今日开具次数已达上限（每日5份），请明日再试'
            : `下一步将向您的预留手机号发送短信验证码。今日还可开具${data.remainingToday}份。`
        }
      >
        <p className="certificate-total" aria-live="polite">
          已选 {chosenProducts.length} 只产品，合计 <strong>{moneyText(total)}</strong>
          {wanText(total) ? <span className="certificate-wan">（{wanText(total)}）</span> : null}
        </p>
        <SubmitButton
          disabled={limitReached || refreshing}
          onSubmit={() => form.handleSubmit((values) => onSubmit(values as CertificateFormValues))()}
        >
          下一步
        </SubmitButton>
      </FormActions>
    </form>
  );
}

type CertificateFormApi = ReturnType<typeof useContractForm<typeof certificateFormSchema>>;

/** The products held on the date, each a checkbox with its amount; 全选 above them. */
function ProductChecklist({
  form,
  data,
  refreshing,
}: {
  form: CertificateFormApi;
  data: AssetProofTemplateData;
  refreshing: boolean;
}) {
  const {
    field: { ref: focusRef, value, onChange },
    fieldState,
  } = useController({ control: form.control, name: 'productCodes' });
  const error = messageOf(fieldState.error);
  const all = data.products.map((p) => p.productCode);
  const allChosen = all.length > 0 && all.every((code) => value.includes(code));
  const choose = (codes: string[]) => {
    onChange(codes);
    if (fieldState.isTouched || form.formState.isSubmitted) void form.trigger('productCodes');
  };

  return (
    <section
      ref={focusRef}
      tabIndex={-1}
      className="form-section certificate-products"
      aria-label="证明产品"
      aria-busy={refreshing}
    >
      <div className="certificate-products-head">
        <h2 className="certificate-products-title">证明产品</h2>
        {data.products.length > 1 ? (
          <button
            type="button"
            className="certificate-select-all"
            onClick={() => choose(allChosen ? [] : all)}
          >
            {allChosen ? '全不选' : '全选'}
          </button>
        ) : null}
      </div>
      {data.products.length === 0 ? (
        <p className="certificate-note">截止日期当日无持有产品，请选择其他日期。</p>
      ) : (
        <Checkbox.Group value={value} onChange={(codes) => choose(codes.map(String))}>
          <ul className={`certificate-product-list${refreshing ? ' is-refreshing' : ''}`}>
            {data.products.map((product) => (
              <li key={product.productCode}>
                <CheckBox value={product.productCode} className="certificate-product">
                  <span className="certificate-product-name">{product.productName}</span>
                  <span className="certificate-product-basis">{basisText(product)}</span>
                  <span className="certificate-product-amount">{moneyText(product.amount)}</span>
                </CheckBox>
              </li>
            ))}
          </ul>
        </Checkbox.Group>
      )}
      {error ? (
        <p className="form-row-error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
