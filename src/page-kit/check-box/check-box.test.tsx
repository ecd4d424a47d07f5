import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CheckBox } from './check-box';

describe('<CheckBox>', () => {
  it('is a checkbox named by its words, ticked by a click or the space bar', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<CheckBox onChange={onChange}>本人承诺所提供的材料真实</CheckBox>);
    const box = screen.getByRole('checkbox', { name: '本人承诺所提供的材料真实' });
    await user.click(screen.getByText('本人承诺所提供的材料真实'));
    expect(onChange).toHaveBeenLastCalledWith(true);
    box.focus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('keeps the page’s own class beside its own', () => {
    const { container } = render(<CheckBox className="trade-agree">同意</CheckBox>);
    expect(container.querySelector('.check-box.trade-agree')).not.toBeNull();
  });
});
