import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { InlineCheckBox } from './inline-check-box';

describe('<InlineCheckBox>', () => {
  it('is the kit CheckBox (a named checkbox, ticked by a tap or Space) with the inline class beside the page’s', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = render(
      <InlineCheckBox
        className="login-agree"
        aria-label="我已阅读并同意用户服务协议和隐私政策"
        onChange={onChange}
      >
        我已阅读并同意
      </InlineCheckBox>,
    );
    const box = screen.getByRole('checkbox', { name: '我已阅读并同意用户服务协议和隐私政策' });
    await user.click(screen.getByText('我已阅读并同意'));
    expect(onChange).toHaveBeenLastCalledWith(true);
    box.focus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(container.querySelector('.adm-checkbox.check-box.check-box-inline.login-agree')).not.toBeNull();
  });
});
