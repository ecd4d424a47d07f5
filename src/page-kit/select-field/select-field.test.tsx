import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SelectField } from './select-field';

describe('<SelectField>', () => {
  it('shows the placeholder until a value is chosen, named by its label', () => {
    const { rerender } = render(
      <>
        <label htmlFor="bank">开户银行</label>
        <SelectField id="bank" placeholder="请选择开户银行" />
      </>,
    );
    const button = screen.getByRole('button', { name: '开户银行' });
    expect(button).toHaveTextContent('请选择开户银行');
    expect(button).toHaveClass('select-field-empty');
    rerender(
      <>
        <label htmlFor="bank">开户银行</label>
        <SelectField id="bank" placeholder="请选择开户银行" value="招商银行" />
      </>,
    );
    expect(button).toHaveTextContent('招商银行');
    expect(button).not.toHaveClass('select-field-empty');
  });

  it('defaults to 请选择, keeps its arrow out of the accessible name, and is a non-submitting button', () => {
    render(<SelectField aria-label="证件类型" />);
    const button = screen.getByRole('button', { name: '证件类型' });
    expect(button).toHaveTextContent(/^请选择$/);
    expect(button).toHaveAttribute('type', 'button');
    expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('opens through onClick, unless disabled (then no arrow)', async () => {
    const onClick = vi.fn();
    const { rerender } = render(<SelectField aria-label="开户省市" onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: '开户省市' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    rerender(<SelectField aria-label="开户省市" value="广东省 深圳市" onClick={onClick} disabled />);
    await userEvent.click(screen.getByRole('button', { name: '开户省市' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: '开户省市' }).querySelector('svg')).toBeNull();
  });

  it('passes the error state and the ref (a form focuses it)', () => {
    const ref = createRef<HTMLButtonElement>();
    render(<SelectField ref={ref} aria-label="开户银行" aria-invalid aria-describedby="bank-error" />);
    ref.current?.focus();
    const button = screen.getByRole('button', { name: '开户银行' });
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-invalid', 'true');
    expect(button).toHaveAttribute('aria-describedby', 'bank-error');
  });
});
