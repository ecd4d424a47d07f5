import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PhoneInput } from './phone-input';

const field = () => screen.getByRole('textbox', { name: '手机号' }) as HTMLInputElement;

describe('<PhoneInput>', () => {
  it('shows the +86 prefix and a placeholder', () => {
    render(<PhoneInput />);
    expect(screen.getByText('+86')).toBeInTheDocument();
    expect(field()).toHaveAttribute('placeholder', '请输入手机号');
    expect(field()).toHaveAttribute('type', 'tel');
  });

  it('groups 3-4-4 while typing and reports bare digits with validity', async () => {
    const onChange = vi.fn();
    render(<PhoneInput onChange={onChange} />);
    await userEvent.type(field(), '1381');
    expect(field()).toHaveValue('138 1');
    await userEvent.type(field(), '2345678');
    expect(field()).toHaveValue('138 1234 5678');
    expect(onChange).toHaveBeenLastCalledWith('13812345678', true);
    expect(onChange).toHaveBeenCalledWith('1381', false);
  });

  it('stops at 11 digits and ignores non-digits', async () => {
    render(<PhoneInput />);
    await userEvent.type(field(), '1a3-8123456789999');
    expect(field()).toHaveValue('138 1234 5678');
  });

  it('strips +86 / 0086 from pasted numbers', async () => {
    const onChange = vi.fn();
    render(<PhoneInput onChange={onChange} />);
    await userEvent.click(field());
    await userEvent.paste('+86 139-0000-1111');
    expect(field()).toHaveValue('139 0000 1111');
    expect(onChange).toHaveBeenLastCalledWith('13900001111', true);
    await userEvent.clear(field());
    await userEvent.paste('0086 13700002222');
    expect(field()).toHaveValue('137 0000 2222');
  });

  it('deletes across a group gap', async () => {
    render(<PhoneInput defaultValue="13812345678" />);
    await userEvent.type(field(), '{backspace}{backspace}{backspace}{backspace}{backspace}');
    expect(field()).toHaveValue('138 123');
  });

  it('keeps the caret in place when a digit is inserted in the middle', async () => {
    render(<PhoneInput defaultValue="1381234567" />);
    const el = field();
    el.focus();
    el.setSelectionRange(3, 3);
    await userEvent.keyboard('9');
    expect(el).toHaveValue('138 9123 4567');
    expect(el.selectionStart).toBe(5);
  });

  it('flags an invalid number after blur, not while typing', async () => {
    render(<PhoneInput />);
    await userEvent.type(field(), '12812345678');
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('请输入正确的手机号');
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveAccessibleDescription('请输入正确的手机号');
  });

  it('shows no error for an empty field after blur', async () => {
    render(<PhoneInput />);
    await userEvent.click(field());
    await userEvent.tab();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('works controlled', async () => {
    function Form() {
      const [phone, setPhone] = useState('13800001111');
      return (
        <>
          <PhoneInput value={phone} onChange={setPhone} />
          <output>{phone}</output>
        </>
      );
    }
    render(<Form />);
    expect(field()).toHaveValue('138 0000 1111');
    await userEvent.clear(field());
    await userEvent.type(field(), '15912341234');
    expect(screen.getByRole('status')).toHaveTextContent('15912341234');
  });

  it('in a form: takes the row’s id, ref and validity, and shows no message of its own', async () => {
    const ref = createRef<HTMLInputElement>();
    const onBlur = vi.fn();
    const { rerender } = render(
      <>
        <label htmlFor="phone">预留手机号</label>
        <PhoneInput id="phone" ref={ref} label="银行预留手机号" invalid={false} onBlur={onBlur} />
      </>,
    );
    const el = screen.getByLabelText('银行预留手机号');
    expect(el).toHaveAttribute('id', 'phone');
    await userEvent.type(el, '1281');
    await userEvent.tab();
    expect(onBlur).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(el).not.toHaveAttribute('aria-invalid');
    rerender(
      <>
        <label htmlFor="phone">预留手机号</label>
        <PhoneInput id="phone" ref={ref} label="银行预留手机号" invalid aria-describedby="phone-error" />
        <p id="phone-error">请输入正确的11位手机号</p>
      </>,
    );
    expect(el).toHaveAttribute('aria-invalid', 'true');
    expect(el).toHaveAccessibleDescription('请输入正确的11位手机号');
    ref.current?.focus();
    expect(el).toHaveFocus();
  });
});
