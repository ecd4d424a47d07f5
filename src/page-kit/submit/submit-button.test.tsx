import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SubmitButton } from './submit-button';

describe('<SubmitButton>', () => {
  it('starts one write for a burst of taps in one task, shows it pending, and keeps its name', async () => {
    let release!: () => void;
    const write = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    render(<SubmitButton onSubmit={write}>确认认购</SubmitButton>);
    const button = screen.getByRole('button', { name: '确认认购' });
    act(() => {
      for (let i = 0; i < 10; i += 1) button.click();
    });
    expect(write).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: '确认认购' })).toHaveClass('adm-button-loading');
    await act(async () => release());
    expect(screen.getByRole('button', { name: '确认认购' })).not.toHaveClass('adm-button-loading');
  });

  it('accepts a new tap after the re-click window', async () => {
    const write = vi.fn(async () => {});
    render(
      <SubmitButton onSubmit={write} guardMs={0}>
        提交
      </SubmitButton>,
    );
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(write).toHaveBeenCalledTimes(2);
  });

  it('does nothing while disabled', async () => {
    const write = vi.fn(async () => {});
    render(
      <SubmitButton onSubmit={write} disabled>
        提交
      </SubmitButton>,
    );
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(write).not.toHaveBeenCalled();
  });
});
