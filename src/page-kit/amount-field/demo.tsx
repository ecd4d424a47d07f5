import { Button } from 'antd-mobile';
import { useEffect, useState } from 'react';
import * as z from 'zod';
import { DemoCase, DemoOutput, type DemoProps } from '@/dev/gallery/demo-frame';
import { FormActions, FormSection, useContractForm } from '@/page-kit/form';
import { AmountField } from './amount-field';
import { amountFieldSchema, type AmountFieldRules } from './amount-rules';

export const demoMeta = { title: '金额项（起投、递增、剩余额度、可用余额）', order: 14 };

// A subscription whose quota (500万) is above what the investor can pay with (300万): the lower binds.
const RULES: AmountFieldRules = {
  min: '1000000',
  step: '100000',
  max: '5000000',
  balance: '3000000',
  label: '认购金额',
};
const schema = z.object({ amount: amountFieldSchema(RULES) });

/** `open`: 350万 typed and judged, so the 可用余额 message shows under the capitals. */
export default function AmountFieldDemo({ open }: DemoProps) {
  const [sent, setSent] = useState<unknown>();
  const form = useContractForm({
    schema,
    texts: { amount: { label: RULES.label } },
    defaultValues: { amount: open ? '3500000' : '' },
  });
  const { trigger } = form;
  useEffect(() => {
    if (open) void trigger('amount');
  }, [open, trigger]);
  return (
    <DemoCase title="100万元起，按10万元递增，剩余额度500万元，可用余额300万元">
      <form noValidate onSubmit={(event) => void form.handleSubmit(setSent)(event)}>
        <FormSection label="认购信息">
          <AmountField control={form.control} name="amount" rules={RULES} />
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
