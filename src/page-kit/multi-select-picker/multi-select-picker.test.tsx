import '@tests/setup/test-polyfills';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MultiSelectPicker } from './multi-select-picker';

const columns = [
  { id: 1, note: '工资收入' },
  { id: 2, note: '经营所得' },
  { id: 3, note: '投资收益' },
];

function setup(title?: string) {
  const props = { onToggle: vi.fn(), onConfirm: vi.fn(), onClose: vi.fn() };
  render(<MultiSelectPicker visible columns={columns} defaultChecked={[2]} title={title} {...props} />);
  return props;
}

describe('<MultiSelectPicker>', () => {
  it('is titled 信托资金来源 with 取消/确定 and a checkbox per note, default ids checked', () => {
    setup();
    expect(screen.getByRole('dialog', { name: '信托资金来源' })).toBeVisible();
    expect(screen.getByRole('button', { name: '取消' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '确定' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '工资收入' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: '经营所得' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '投资收益' })).not.toBeChecked();
  });

  it('emits {id, checked} on every toggle', async () => {
    const { onToggle } = setup();
    await userEvent.click(screen.getByRole('checkbox', { name: '工资收入' }));
    await userEvent.click(screen.getByRole('checkbox', { name: '经营所得' }));
    await userEvent.click(screen.getByRole('checkbox', { name: '工资收入' }));
    expect(onToggle.mock.calls).toEqual([
      [{ id: 1, checked: true }],
      [{ id: 2, checked: false }],
      [{ id: 1, checked: false }],
    ]);
  });

  it('确定 emits every item with its checked state and closes', async () => {
    const { onConfirm, onClose } = setup();
    await userEvent.click(screen.getByText('投资收益'));
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(onConfirm).toHaveBeenCalledWith([
      { id: 1, note: '工资收入', checked: false },
      { id: 2, note: '经营所得', checked: true },
      { id: 3, note: '投资收益', checked: true },
    ]);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('取消 closes without confirming', async () => {
    const { onConfirm, onClose } = setup();
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('takes another title', () => {
    setup('职业');
    expect(screen.getByRole('dialog', { name: '职业' })).toBeInTheDocument();
  });
});
