import { Button, Checkbox, Input } from 'antd-mobile';
import { useId, useState } from 'react';
import type { BankCard } from '../../../../generated/model/bankCard';
import { maskBankCard } from '../../../format/bank-card';
import { BankPicker } from '../../../widgets/bank-picker/bank-picker';
import { CARD_NUMBER } from '../../../page-kit/digits-input/digits-format';
import { DigitsInput } from '../../../page-kit/digits-input/digits-input';
import { PhoneInput } from '../../../widgets/phone-input/phone-input';
import { RegionPicker } from '../../../widgets/region-picker/region-picker';
import { useReclickGuard } from '../../../widgets/shared/use-reclick-guard';
import { BRANCH_MAX, validateCardForm, type CardFormErrors, type CardFormValues } from '../model/card-form';
import { FormRow } from './form-row';
import './card-form.css';

export interface CardFormProps {
  mode: 'add' | 'edit';
  initial: CardFormValues;
  /** The card being edited: its number and bank are shown, not edited. */
  card?: BankCard;
  /** 户名: the investor's real name, read-only. */
  acctName?: string;
  /** Offer "设为默认卡" (adding while other cards exist). */
  offerDefault: boolean;
  initialSetDefault?: boolean;
  onSubmit: (values: CardFormValues, setDefault: boolean) => void;
}

type Field = keyof CardFormErrors;

/**
 * The add/edit form. Messages appear per field once it has been left or once 下一步 was tapped,
 * and then follow every change; 下一步 goes on only with a valid form.
 */
export function CardForm({
  mode,
  initial,
  card,
  acctName,
  offerDefault,
  initialSetDefault,
  onSubmit,
}: CardFormProps) {
  const id = useId();
  const [values, setValues] = useState(initial);
  const [setDefault, setSetDefault] = useState(initialSetDefault ?? false);
  const [shown, setShown] = useState<Partial<Record<Field, boolean>>>({});
  const [picker, setPicker] = useState<'bank' | 'region' | null>(null);
  const errors = validateCardForm(values, mode);
  const errorOf = (field: Field) => (shown[field] ? errors[field] : undefined);
  const reveal = (field: Field) => setShown((s) => ({ ...s, [field]: true }));
  const change = <K extends keyof CardFormValues>(key: K, value: CardFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const submit = useReclickGuard(() => {
    setShown({ cardNo: true, bnkName: true, region: true, branchName: true, reservedPhone: true });
    if (Object.keys(errors).length > 0) {
      document
        .querySelector<HTMLElement>('.card-form-row-invalid input, .card-form-row-invalid button')
        ?.focus();
      return;
    }
    onSubmit({ ...values, branchName: values.branchName.trim() }, setDefault);
  });

  const region = values.region;
  const regionText = region
    ? region.provinceName === region.cityName
      ? region.cityName
      : `${region.provinceName} ${region.cityName}`
    : '';

  return (
    <form
      className="card-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <p className="bank-card-page-intro">仅支持绑定本人名下的借记卡，请确保开户信息与银行预留一致。</p>
      <section className="card-form-group" aria-label="持卡人信息">
        <FormRow label="户名">
          <span className="card-form-value">{acctName ?? '—'}</span>
        </FormRow>
        {mode === 'add' ? (
          <FormRow htmlFor={`${id}-card`} label="卡号" error={errorOf('cardNo')} errorId={`${id}-card-error`}>
            <DigitsInput
              id={`${id}-card`}
              className="card-form-input card-number-input"
              format={CARD_NUMBER}
              placeholder="请输入本人名下借记卡卡号"
              value={values.cardNo}
              onChange={(digits) => change('cardNo', digits)}
              onBlur={() => values.cardNo && reveal('cardNo')}
              aria-invalid={!!errorOf('cardNo') || undefined}
              aria-describedby={errorOf('cardNo') ? `${id}-card-error` : undefined}
            />
          </FormRow>
        ) : (
          <FormRow label="卡号">
            <span className="card-form-value card-form-mono">{maskBankCard(card?.cardNoMasked)}</span>
          </FormRow>
        )}
        {mode === 'add' ? (
          <FormRow
            htmlFor={`${id}-bank`}
            label="开户银行"
            error={errorOf('bnkName')}
            errorId={`${id}-bank-error`}
          >
            <button
              id={`${id}-bank`}
              type="button"
              className={`card-form-select${values.bnkName ? '' : ' card-form-placeholder'}`}
              aria-describedby={errorOf('bnkName') ? `${id}-bank-error` : undefined}
              onClick={() => setPicker('bank')}
            >
              {values.bnkName || '请选择开户银行'}
            </button>
          </FormRow>
        ) : (
          <FormRow label="开户银行">
            <span className="card-form-value">{card?.bnkName}</span>
          </FormRow>
        )}
      </section>

      <section className="card-form-group" aria-label="开户信息">
        <FormRow
          htmlFor={`${id}-region`}
          label="开户省市"
          error={errorOf('region')}
          errorId={`${id}-region-error`}
        >
          <button
            id={`${id}-region`}
            type="button"
            className={`card-form-select${regionText ? '' : ' card-form-placeholder'}`}
            aria-describedby={errorOf('region') ? `${id}-region-error` : undefined}
            onClick={() => setPicker('region')}
          >
            {regionText || '请选择开户省市'}
          </button>
        </FormRow>
        <FormRow
          htmlFor={`${id}-branch`}
          label="支行名称"
          error={errorOf('branchName')}
          errorId={`${id}-branch-error`}
        >
          <Input
            id={`${id}-branch`}
            className="card-form-input"
            placeholder="如：深圳分行科技园支行"
            maxLength={BRANCH_MAX}
            value={values.branchName}
            onChange={(text) => change('branchName', text)}
            onBlur={() => values.branchName && reveal('branchName')}
            aria-describedby={errorOf('branchName') ? `${id}-branch-error` : undefined}
          />
        </FormRow>
        <FormRow label="预留手机号" error={emptyPhoneError(errorOf('reservedPhone'), values.reservedPhone)}>
          <PhoneInput
            label="银行预留手机号"
            showPrefix={false}
            placeholder={
              mode === 'edit'
                ? `不修改请留空（当前${card?.reservedPhoneMasked ?? ''}）`
                : '请输入银行预留手机号'
            }
            errorText="请输入正确的11位手机号"
            value={values.reservedPhone}
            onChange={(digits) => change('reservedPhone', digits)}
          />
        </FormRow>
      </section>

      {offerDefault ? (
        <div className="card-form-default">
          <Checkbox checked={setDefault} onChange={setSetDefault}>
            设为默认卡
          </Checkbox>
        </div>
      ) : null}

      <div className="card-form-submit">
        <Button block type="submit" color="primary" size="large">
          下一步
        </Button>
        <p className="card-form-tip">下一步将向预留手机号发送短信验证码</p>
      </div>

      <BankPicker
        visible={picker === 'bank'}
        onSelect={(bnkName) => {
          change('bnkName', bnkName);
          reveal('bnkName');
        }}
        onClose={() => setPicker(null)}
      />
      {picker === 'region' ? (
        <RegionPicker
          visible
          // A bank account is opened in a province and city; the zone is not asked for, so the
          // picker's country-province-city reading applies, with the country fixed to China.
          confirmWhen="country-province-city"
          defaultValue={{ countryName: '中国', countryCode: 'CHN', ...(region ?? {}) }}
          onConfirm={(selection) => {
            change('region', {
              provinceCode: selection.provinceCode,
              provinceName: selection.provinceName,
              cityCode: selection.cityCode,
              cityName: selection.cityName,
            });
            reveal('region');
            setPicker(null);
          }}
          onCancel={() => setPicker(null)}
        />
      ) : null}
    </form>
  );
}

/** The phone widget shows its own message for a malformed number; the form adds only "empty". */
const emptyPhoneError = (error: string | undefined, phone: string) => (phone ? undefined : error);
