import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CARD_NUMBER, ID_NUMBER, MAINLAND_PHONE, type DigitsFormat } from './digits-format';
import { DigitsInput } from './digits-input';

function Field({
  format,
  initial = '',
  onValue,
}: {
  format: DigitsFormat;
  initial?: string;
  onValue?: (v: string) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <DigitsInput
      aria-label="号码"
      format={format}
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue?.(next);
      }}
    />
  );
}

const field = () => screen.getByRole('textbox', { name: '号码' }) as HTMLInputElement;

describe('<DigitsInput>', () => {
  it('card number: digits only, in fours while typing, the numeric keyboard', async () => {
    const onValue = vi.fn();
    render(<Field format={CARD_NUMBER} onValue={onValue} />);
    await userEvent.type(field(), '6217a0028-7001');
    expect(field()).toHaveValue('6217 0028 7001');
    expect(onValue).toHaveBeenLastCalledWith('621700287001');
    expect(field()).toHaveAttribute('inputmode', 'numeric');
    expect(field()).not.toHaveAttribute('maxlength');
  });

  it('phone: 3-4-4, type tel, a pasted +86 number lands clean', async () => {
    render(<Field format={MAINLAND_PHONE} />);
    await userEvent.click(field());
    await userEvent.paste('+86 139-0000-1111');
    expect(field()).toHaveValue('139 0000 1111');
    expect(field()).toHaveAttribute('type', 'tel');
  });

  it('ID number: 6-8-4, an x only as the 18th character, upper-cased', async () => {
    render(<Field format={ID_NUMBER} />);
    await userEvent.type(field(), '110105x19491231002x');
    expect(field()).toHaveValue('110105 19491231 002X');
  });

  it('a pasted card number with spaces and dashes keeps its 19 digits', async () => {
    render(<Field format={CARD_NUMBER} />);
    await userEvent.click(field());
    await userEvent.paste(' 6217 0028-7001 2345 672 ');
    expect(field()).toHaveValue('6217 0028 7001 2345 672');
  });

  it('keeps the caret after a digit inserted in the middle', async () => {
    render(<Field format={MAINLAND_PHONE} initial="1381234567" />);
    const el = field();
    el.focus();
    el.setSelectionRange(3, 3);
    await userEvent.keyboard('9');
    expect(el).toHaveValue('138 9123 4567');
    expect(el.selectionStart).toBe(5);
  });

  it('backspace right after a group gap deletes the digit before the gap', async () => {
    render(<Field format={CARD_NUMBER} initial="62148301" />);
    const el = field();
    el.focus();
    el.setSelectionRange(5, 5);
    await userEvent.keyboard('{Backspace}');
    expect(el).toHaveValue('6218 301');
    expect(el.selectionStart).toBe(3);
  });

  it('a rejected letter in the middle leaves text and caret as they were', async () => {
    render(<Field format={CARD_NUMBER} initial="62148301" />);
    const el = field();
    el.focus();
    el.setSelectionRange(2, 2);
    await userEvent.keyboard('a');
    expect(el).toHaveValue('6214 8301');
    expect(el.selectionStart).toBe(2);
  });

  it('passes the ref and aria attributes to the input (a form focuses it)', () => {
    const ref = createRef<HTMLInputElement>();
    render(
      <DigitsInput
        ref={ref}
        aria-label="号码"
        aria-invalid
        format={CARD_NUMBER}
        value=""
        onChange={vi.fn()}
      />,
    );
    ref.current?.focus();
    expect(field()).toHaveFocus();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
  });
});
