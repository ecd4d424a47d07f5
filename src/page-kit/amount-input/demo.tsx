import { Button } from 'antd-mobile';
import { useEffect, useState } from 'react';
import * as z from 'zod';
import { DemoCase, DemoOutput, type DemoProps } from '@/dev/gallery/demo-frame';
import { FieldRow, FormActions, FormField, FormSection, useContractForm } from '@/page-kit/form';
import { limitText, type AmountRules } from './amount';
import { AmountInput } from './amount-input';
import { amountSchema } from './amount-schema';

export const demoMeta = { title: '金额输入（数字键盘、万元、大写）', order: 13 };

// What a product's subscription rules look like (decimal strings, as the contract carries them).
const RULES: AmountRules = { min: '1000000', step: '100000', max: '5000000', label: '认购金额' };
const schema = z.object({ amount: amountSchema(RULES) });

/** `open`: prefilled with 100万 and focused, so the keyboard, the 万元 hint and the capitals show. */
export default function AmountInputDemo({ open }: DemoProps) {
  const [sent, setSent] = useState<unknown>();
  const form = useContractForm({
    schema,
    texts: { amount: { label: '认购金额' } },
    defaultValues: { amount: open ? '1000000' : '' },
  });
  const { setFocus } = form;
  useEffect(() => {
    if (open) setFocus('amount');
  }, [open, setFocus]);
  return (
    <DemoCase
      title={`起投${limitText(RULES.min ?? '')}，按${limitText(RULES.step ?? '')}递增，剩余额度${limitText(RULES.max ?? '')}`}
    >
      <form noValidate onSubmit={(event) => void form.handleSubmit(setSent)(event)}>
        <FormSection label="认购信息">
          <FieldRow label="产品名称">
            <span className="form-row-value">稳鑫1号集合资金信托计划</span>
          </FieldRow>
          <FormField
            control={form.control}
            name="amount"
            label="认购金额"
            render={({ bind, value, onChange, labelId }) => (
              <AmountInput
                {...bind}
                labelId={labelId}
                value={value}
                onChange={onChange}
                placeholder="100万元起投"
              />
            )}
          />
        </FormSection>
        <FormActions>
          <Button block type="submit" color="primary" size="large">
            确认认购
          </Button>
        </FormActions>
      </form>
      <DemoOutput value={sent} />
    </DemoCase>
  );
}
