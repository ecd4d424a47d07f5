import '@tests/setup/test-polyfills';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { useContractForm } from '@/page-kit/form';
import { AmountField, type AmountFieldProps } from './amount-field';
import { amountFieldSchema, type AmountFieldRules } from './amount-rules';

const RULES: AmountFieldRules = {
  min: '1000000',
  step: '100000',
  max: '5000000',
  balance: '3000000',
  label: '认购金额',
};

type Values = { amount: string };

function Form({
  rules = RULES,
  onValid,
  ...field
}: { rules?: AmountFieldRules; onValid?: (v: Values) => void } & Partial<
  Pick<AmountFieldProps<Values, 'amount'>, 'note' | 'hint' | 'placeholder'>
>) {
  const form = useContractForm({
    schema: z.object({ amount: amountFieldSchema(rules) }),
    texts: { amount: { label: rules.label } },
    defaultValues: { amount: '' },
  });
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid ?? vi.fn())}>
      <AmountField control={form.control} name="amount" rules={rules} {...field} />
      <button type="submit">确认</button>
    </form>
  );
}

const field = (name = '认购金额') => screen.getByRole('textbox', { name });

describe('<AmountField>', () => {
  it('labels the number-keyboard field with the rules’ label and says the rules in its hint', () => {
    render(<Form />);
    expect(field()).toHaveTextContent('100万元起');
    expect(field()).toHaveAccessibleDescription('100万元起，按10万元递增，可用余额300万元');
  });

  it('adds a note after the rules, or takes a hint and placeholder of the page’s own', () => {
    const { unmount } = render(
      <Form rules={{ min: '1000000', step: '100000', label: '意向金额' }} note="仅为意向，不冻结资金" />,
    );
    expect(field('意向金额')).toHaveAccessibleDescription('100万元起，按10万元递增；仅为意向，不冻结资金');
    unmount();
    render(
      <Form rules={{ label: '转让价款' }} hint="与受让方协商的转让总价（元）" placeholder="请输入转让总价" />,
    );
    expect(field('转让价款')).toHaveTextContent('请输入转让总价');
    expect(field('转让价款')).toHaveAccessibleDescription('与受让方协商的转让总价（元）');
  });

  it('shows the amount in 万元 and capitals while typing, and the broken rule under it at submit', async () => {
    const user = userEvent.setup();
    render(<Form />);
    field().focus();
    await user.keyboard('3500000');
    expect(screen.getByText('350.00万元')).toBeInTheDocument();
    expect(screen.getByText('叁佰伍拾万元整')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '确认' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('超出可用余额，最多可用300万元');
    expect(field()).toHaveAttribute('aria-invalid', 'true');
  });

  it('submits the contract’s decimal string once the amount keeps every rule', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<Form onValid={onValid} />);
    field().focus();
    await user.keyboard('2100000');
    await user.click(screen.getByRole('button', { name: '确认' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]?.[0]).toEqual({ amount: '2100000.00' });
  });
});
