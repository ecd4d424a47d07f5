import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Radio } from 'antd-mobile';
import { describe, expect, it, vi } from 'vitest';
import { RadioBox } from './radio-box';

describe('<RadioBox>', () => {
  it('is a radio named by its words, chosen by a click, in its antd group', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <Radio.Group defaultValue="ZH" onChange={onChange}>
        <RadioBox value="ZH">中文版</RadioBox>
        <RadioBox value="EN">英文版</RadioBox>
      </Radio.Group>,
    );
    expect(screen.getByRole('radio', { name: '中文版' })).toBeChecked();
    await user.click(screen.getByText('英文版'));
    expect(onChange).toHaveBeenLastCalledWith('EN');
    expect(screen.getByRole('radio', { name: '英文版' })).toBeChecked();
  });

  it('keeps the page’s own class beside the block’s', () => {
    const { container } = render(<RadioBox className="certificate-language">中文版</RadioBox>);
    expect(container.querySelector('.check-box.certificate-language')).not.toBeNull();
  });
});
