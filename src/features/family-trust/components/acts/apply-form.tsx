import { Button } from 'antd-mobile';
import type { BeneficiaryRight } from '@gen/model/beneficiaryRight';
import { AmountInput } from '@/page-kit/amount-input';
import { ChoiceRow } from '@/page-kit/choice-row';
import {
  FormActions,
  FormField,
  FormSection,
  SubmitForm,
  TextField,
  TextInput,
  useContractForm,
} from '@/page-kit/form';
import { useSubmit } from '@/page-kit/submit';
import { RELATION, labelOf } from '../../model/labels';
import {
  APPLY_TEXTS,
  applySchema,
  CONDITIONS,
  type ApplyFormValues,
  type ApplyKind,
} from '../../model/apply-form';

/**
 * The entries of one application (the SMS step follows): the beneficiary and the amount for a
 * distribution, the condition for a conditional one, the new maturity date for a term change, and
 * the reason; the contract's own rules, said under each field.
 */
export function ApplyForm({
  kind,
  beneficiaries,
  initial,
  today,
  amountNote,
  onNext,
}: {
  kind: ApplyKind;
  beneficiaries: readonly BeneficiaryRight[];
  initial: ApplyFormValues;
  today: string;
  /** A refusal about the amount (05190022), said under it. */
  amountNote?: string;
  onNext: (values: ApplyFormValues) => void;
}) {
  const form = useContractForm({
    schema: applySchema(kind, today),
    texts: APPLY_TEXTS,
    defaultValues: initial,
  });
  const next = useSubmit(() => form.handleSubmit((values) => onNext(values as ApplyFormValues))());
  const distribution = kind !== 'TERM_CHANGE';
  return (
    <SubmitForm onSubmit={() => void next.run()}>
      <FormSection label="申请信息">
        {distribution ? (
          <FormField
            control={form.control}
            name="beneficiaryId"
            label="受益人"
            render={({ value, onPick, labelId }) => (
              <div role="radiogroup" aria-labelledby={labelId}>
                {beneficiaries.map((b) => (
                  <ChoiceRow
                    key={b.beneficiaryId}
                    name="beneficiary"
                    value={b.beneficiaryId}
                    checked={value === b.beneficiaryId}
                    onChoose={onPick}
                  >
                    {b.name}（{labelOf(RELATION, b.relation)}）
                  </ChoiceRow>
                ))}
              </div>
            )}
          />
        ) : null}
        {kind === 'CONDITIONAL_DISTRIBUTION' ? (
          <FormField
            control={form.control}
            name="conditionCode"
            label="分配条件"
            render={({ value, onPick, labelId }) => (
              <div role="radiogroup" aria-labelledby={labelId}>
                {CONDITIONS.map((c) => (
                  <ChoiceRow
                    key={c.code}
                    name="condition"
                    value={c.code}
                    checked={value === c.code}
                    onChoose={onPick}
                  >
                    {c.name}
                  </ChoiceRow>
                ))}
              </div>
            )}
          />
        ) : null}
        {distribution ? (
          <FormField
            control={form.control}
            name="amount"
            label="申请金额(元)"
            hint={amountNote}
            render={({ bind, value, onChange, labelId }) => (
              <AmountInput {...bind} labelId={labelId} value={value} onChange={onChange} />
            )}
          />
        ) : (
          <FormField
            control={form.control}
            name="newMaturityDate"
            label="新的到期日"
            render={({ bind, value, onChange }) => (
              <TextInput {...bind} type="date" min={today} value={value} onChange={onChange} />
            )}
          />
        )}
        <TextField
          control={form.control}
          name="reason"
          label="申请说明"
          placeholder={kind === 'TERM_CHANGE' ? '请说明变更期限的原因' : '请说明申请分配的原因和用途'}
          maxLength={200}
        />
      </FormSection>
      <FormActions tip="提交后由受托人审核，审核进度可在「申请与签约」中查看。">
        <Button block type="submit" color="primary" size="large" loading={next.pending}>
          下一步
        </Button>
      </FormActions>
    </SubmitForm>
  );
}
