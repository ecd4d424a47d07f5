import '@tests/setup/test-polyfills';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { FormField, useContractForm } from '@/page-kit/form';
import { AmountInput } from './amount-input';
import { amountSchema } from './amount-schema';

function Standalone() {
  const [value, setValue] = useState('');
  return <AmountInput aria-label="认购金额" value={value} onChange={setValue} />;
}

const field = () => screen.getByRole('textbox', { name: '认购金额' });
const keyboard = () => document.querySelector<HTMLElement>('.adm-number-keyboard');

describe('<AmountInput>', () => {
  it('opens the number keyboard (with a point) on focus and types through its keys', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    render(<Standalone />);
    await user.click(field());
    await waitFor(() => expect(keyboard()).toBeVisible());
    const pad = within(keyboard() as HTMLElement);
    for (const key of ['1', '0', '0', '0', '0', '0', '0'])
      await user.click(pad.getByRole('button', { name: key }));
    // Grouped while typing; the value handed on stays the plain decimal string.
    expect(field()).toHaveTextContent(/^1,000,000元$/);
    expect(screen.getByText('100.00万元')).toBeInTheDocument();
    expect(screen.getByText('壹佰万元整')).toBeInTheDocument();
    expect(field()).toHaveAccessibleDescription('100.00万元壹佰万元整');
    await user.click(pad.getByRole('button', { name: '.' }));
    await user.click(pad.getByRole('button', { name: '5' }));
    expect(screen.getByText('壹佰万元伍角整')).toBeInTheDocument();
    expect(field()).toHaveTextContent(/^1,000,000\.5元$/);
    await user.click(pad.getByRole('button', { name: '完成' }));
    expect(field()).not.toHaveFocus();
  });

  it('takes a hardware keyboard too, refusing a third decimal and deleting with Backspace', async () => {
    const user = userEvent.setup();
    render(<Standalone />);
    field().focus();
    await user.keyboard('0012.345');
    expect(field()).toHaveTextContent('12.34');
    expect(screen.getByText('壹拾贰元叁角肆分')).toBeInTheDocument();
    await user.keyboard('{Backspace}{Backspace}{Backspace}');
    expect(field()).toHaveTextContent(/^12元$/);
    expect(screen.getByText('壹拾贰元整')).toBeInTheDocument();
  });

  it('shows the placeholder, nothing below, when empty', () => {
    render(<Standalone />);
    expect(field()).toHaveTextContent('请输入金额');
    expect(screen.queryByText(/万元|整/)).toBeNull();
  });
});

const schema = z.object({
  amount: amountSchema({ min: '1000000', step: '100000', max: '5000000', label: '认购金额' }),
});

function SubscribeForm({ onValid }: { onValid: (v: z.output<typeof schema>) => void }) {
  const form = useContractForm({
    schema,
    texts: { amount: { label: '认购金额' } },
    defaultValues: { amount: '' },
  });
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)}>
      <FormField
        control={form.control}
        name="amount"
        label="认购金额"
        render={({ bind, value, onChange, labelId }) => (
          <AmountInput {...bind} labelId={labelId} value={value} onChange={onChange} />
        )}
      />
      <button type="submit">确认认购</button>
    </form>
  );
}

describe('<AmountInput> in a form with amountSchema', () => {
  it('an empty submit asks for the amount and focuses the field (named by the row label)', async () => {
    const user = userEvent.setup();
    render(<SubscribeForm onValid={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: '确认认购' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('请输入认购金额');
    await waitFor(() => expect(field()).toHaveFocus());
    expect(field()).toHaveAttribute('aria-invalid', 'true');
  });

  it('says 起投 and 递增 in words, then submits the contract’s decimal string', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<SubscribeForm onValid={onValid} />);
    field().focus();
    await user.keyboard('500000');
    await user.click(screen.getByRole('button', { name: '确认认购' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('起投金额为100万元');
    await user.keyboard('{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}1150000');
    expect(await screen.findByRole('alert')).toHaveTextContent('认购金额须为10万元的整数倍');
    await user.keyboard('{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}00000');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    await user.click(screen.getByRole('button', { name: '确认认购' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]?.[0]).toEqual({ amount: '1100000.00' });
  });
});
