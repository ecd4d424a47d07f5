import type { ReactNode } from 'react';
import type { FieldPathByValue, FieldValues } from 'react-hook-form';
import { AmountInput, limitText } from '@/page-kit/amount-input';
import { FormField, type FormFieldProps } from '@/page-kit/form';
import { amountRulesText, type AmountFieldRules } from './amount-rules';

export interface AmountFieldProps<T extends FieldValues, N extends FieldPathByValue<T, string>> {
  control: FormFieldProps<T, N>['control'];
  name: N;
  /** The rules the form's schema enforces (amountFieldSchema(rules)); the label is rules.label. */
  rules: AmountFieldRules;
  /** Said after the rules in the hint: "仅为意向，不冻结资金". */
  note?: string;
  /** Replaces the hint written from the rules (a price band that moves with another field). */
  hint?: ReactNode;
  /** Default: "100万元起" with a minimum, else 请输入金额. */
  placeholder?: string;
}

/**
 * An amount row of a kit form: the label, the number-keyboard AmountInput (万元 and Chinese
 * capitals under it), the rules in the hint (起投, 递增, 最多 or 可用余额) and their messages under
 * the field. Pair it with `amountFieldSchema(rules)` for the same name in the form's schema, so
 * what the hint says and what the form refuses come from one object.
 */
export function AmountField<T extends FieldValues, N extends FieldPathByValue<T, string>>({
  control,
  name,
  rules,
  note,
  hint,
  placeholder,
}: AmountFieldProps<T, N>) {
  const written = [amountRulesText(rules), note].filter(Boolean).join('；');
  return (
    <FormField
      control={control}
      name={name}
      label={rules.label}
      hint={hint ?? (written || undefined)}
      render={({ bind, value, onChange, labelId }) => (
        <AmountInput
          {...bind}
          labelId={labelId}
          // N names a string field (FieldPathByValue), which TypeScript cannot see through PathValue.
          value={value as string}
          onChange={onChange as (text: string) => void}
          placeholder={placeholder ?? (rules.min ? `${limitText(rules.min)}起` : undefined)}
        />
      )}
    />
  );
}
