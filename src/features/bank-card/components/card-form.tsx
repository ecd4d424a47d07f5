import { Button, Checkbox } from 'antd-mobile';
import { useState } from 'react';
import type { BankCard } from '@gen/model/bankCard';
import { maskBankCard } from '@/format/bank-card';
import { CARD_NUMBER, DigitsInput } from '@/page-kit/digits-input';
import {
  FieldRow,
  FormActions,
  FormField,
  FormOption,
  FormSection,
  SubmitForm,
  TextField,
  useContractForm,
} from '@/page-kit/form';
import { RegionField } from '@/page-kit/region-field';
import { SelectField } from '@/page-kit/select-field';
import { useSubmit } from '@/page-kit/submit';
import { BankPicker } from '@/page-kit/bank-picker';
import { PhoneInput } from '@/page-kit/phone-input';
import {
  BRANCH_MAX_LENGTH,
  CARD_FORM_TEXTS,
  cardFormSchema,
  submittedValues,
  type CardFormValues,
} from '../model/card-form';
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

/**
 * The add/edit form on the page kit: the contract's rules (model/card-form.ts), a message per
 * field once it is left filled in or once 下一步 was tapped, then on every change; 下一步 goes on
 * only with a valid form, and otherwise moves focus to the first field to fix.
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
  const form = useContractForm({
    schema: cardFormSchema(mode),
    texts: CARD_FORM_TEXTS,
    defaultValues: initial,
  });
  const [setDefault, setSetDefault] = useState(initialSetDefault ?? false);
  const [pickingBank, setPickingBank] = useState(false);
  // Not a write, but a burst of taps or Enter presses must still hand over once.
  const next = useSubmit(() =>
    form.handleSubmit((values) => onSubmit(submittedValues(values), setDefault))(),
  );

  return (
    <SubmitForm className="card-form" onSubmit={() => void next.run()}>
      <p className="bank-card-page-intro">仅支持绑定本人名下的借记卡，请确保开户信息与银行预留一致。</p>
      <FormSection label="持卡人信息">
        <FieldRow label="户名">
          <span className="form-row-value">{acctName ?? '—'}</span>
        </FieldRow>
        {mode === 'add' ? (
          <FormField
            control={form.control}
            name="cardNo"
            label="卡号"
            render={({ bind, value, onChange }) => (
              <DigitsInput
                {...bind}
                className="card-form-mono"
                format={CARD_NUMBER}
                placeholder="请输入本人名下借记卡卡号"
                value={value}
                onChange={onChange}
              />
            )}
          />
        ) : (
          <FieldRow label="卡号">
            <span className="form-row-value card-form-mono">{maskBankCard(card?.cardNoMasked)}</span>
          </FieldRow>
        )}
        {mode === 'add' ? (
          <FormField
            control={form.control}
            name="bnkName"
            label="开户银行"
            render={({ bind, value, onPick }) => (
              <>
                <SelectField
                  {...bind}
                  value={value}
                  placeholder="请选择开户银行"
                  onClick={() => setPickingBank(true)}
                />
                <BankPicker visible={pickingBank} onSelect={onPick} onClose={() => setPickingBank(false)} />
              </>
            )}
          />
        ) : (
          <FieldRow label="开户银行">
            <span className="form-row-value">{card?.bnkName}</span>
          </FieldRow>
        )}
      </FormSection>

      <FormSection label="开户信息">
        <RegionField
          control={form.control}
          name="region"
          label="开户省市"
          // A bank account is opened in a province and city; the district is not asked for.
          levels="province-city"
          placeholder="请选择开户省市"
        />
        <TextField
          control={form.control}
          name="branchName"
          label="支行名称"
          placeholder="如：深圳分行科技园支行"
          maxLength={BRANCH_MAX_LENGTH}
        />
        <FormField
          control={form.control}
          name="reservedPhone"
          label="预留手机号"
          render={({ bind, value, onChange, invalid }) => (
            <PhoneInput
              {...bind}
              invalid={invalid}
              label="银行预留手机号"
              showPrefix={false}
              placeholder={
                mode === 'edit'
                  ? `不修改请留空（当前${card?.reservedPhoneMasked ?? ''}）`
                  : '请输入银行预留手机号'
              }
              value={value}
              onChange={(digits) => onChange(digits)}
            />
          )}
        />
      </FormSection>

      {offerDefault ? (
        <FormOption>
          <Checkbox checked={setDefault} onChange={setSetDefault}>
            设为默认卡
          </Checkbox>
        </FormOption>
      ) : null}

      <FormActions tip="下一步将向预留手机号发送短信验证码">
        <Button block type="submit" color="primary" size="large">
          下一步
        </Button>
      </FormActions>
    </SubmitForm>
  );
}
