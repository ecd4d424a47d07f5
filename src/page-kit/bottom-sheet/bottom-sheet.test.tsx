import '@tests/setup/test-polyfills';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { BottomSheet } from './bottom-sheet';
import { CardOptions, type CardOption } from './card-options';
import { CardSheetPicker } from './card-sheet-picker';
import { SheetOption, SheetOptions } from './sheet-option';

const CARDS: CardOption[] = [
  {
    cardId: 'A',
    bnkName: '招商银行',
    cardNoLast4: '5678',
    cardNoMasked: '6225 **** 5678',
    isDefault: true,
    selectable: true,
  },
  {
    cardId: 'B',
    bnkName: '中国建设银行',
    cardNoLast4: '4321',
    cardNoMasked: '6217 **** 4321',
    isDefault: false,
    selectable: true,
  },
  {
    cardId: 'C',
    bnkName: '中国工商银行',
    cardNoLast4: '0123',
    cardNoMasked: '6222 **** 0123',
    isDefault: false,
    selectable: false,
    unselectableReason: '该产品暂不支持此银行',
  },
];

function CardSheet({ onPick }: { onPick: (id: string) => void }) {
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('A');
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        选择银行卡
      </button>
      <BottomSheet
        visible={open}
        onClose={() => setOpen(false)}
        title="选择付款银行卡"
        closeText="取消"
        footer={<button type="button">添加银行卡</button>}
      >
        <CardOptions
          cards={CARDS}
          value={value}
          onPick={(id) => {
            setValue(id);
            onPick(id);
            setOpen(false);
          }}
        />
      </BottomSheet>
    </>
  );
}

describe('<BottomSheet>', () => {
  it('opens as a modal dialog named by its title, with the close word, body and footer; closes with it', async () => {
    const user = userEvent.setup();
    render(<CardSheet onPick={vi.fn()} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: '选择银行卡' }));
    const sheet = await screen.findByRole('dialog', { name: '选择付款银行卡' });
    expect(sheet).toHaveAttribute('aria-modal', 'true');
    expect(within(sheet).getByRole('heading', { level: 2, name: '选择付款银行卡' })).toBeInTheDocument();
    expect(
      within(sheet).getByRole('button', { name: '添加银行卡' }).closest('.bottom-sheet-foot'),
    ).not.toBeNull();
    await user.click(within(sheet).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('takes an accessible name of its own when the title is decorated, and pads text bodies', () => {
    render(
      <BottomSheet visible onClose={vi.fn()} title="《信托合同》" label="信托合同" padded tall>
        <p>第一条</p>
      </BottomSheet>,
    );
    const sheet = screen.getByRole('dialog', { name: '信托合同' });
    expect(within(sheet).getByRole('button', { name: '关闭' })).toBeInTheDocument();
    expect(screen.getByText('第一条').parentElement).toHaveClass('bottom-sheet-body', 'bottom-sheet-padded');
    expect(sheet.closest('.bottom-sheet')).toHaveClass('bottom-sheet-tall');
  });
});

describe('<CardOptions>', () => {
  it('marks the chosen card pressed with 默认, greys a refused one with its reason, picks another', async () => {
    const user = userEvent.setup();
    const onPick = vi.fn();
    render(<CardSheet onPick={onPick} />);
    await user.click(screen.getByRole('button', { name: '选择银行卡' }));
    const sheet = await screen.findByRole('dialog', { name: '选择付款银行卡' });
    const cmb = within(sheet).getByRole('button', { name: /招商银行 尾号5678/ });
    expect(cmb).toHaveAttribute('aria-pressed', 'true');
    expect(cmb).toHaveTextContent('默认');
    expect(cmb).toHaveTextContent('6225 **** 5678');
    const icbc = within(sheet).getByRole('button', { name: /中国工商银行 尾号0123/ });
    expect(icbc).toBeDisabled();
    expect(icbc).toHaveTextContent('该产品暂不支持此银行');
    await user.click(within(sheet).getByRole('button', { name: /中国建设银行 尾号4321/ }));
    expect(onPick).toHaveBeenCalledWith('B');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('<SheetOptions radio>', () => {
  it('is a radiogroup of radios checked by the choice', () => {
    render(
      <SheetOptions label="绑定银行卡" radio>
        <SheetOption title="招商银行" selected onSelect={vi.fn()} />
        <SheetOption title="中国工商银行" selected={false} disabled onSelect={vi.fn()} />
      </SheetOptions>,
    );
    const group = screen.getByRole('radiogroup', { name: '绑定银行卡' });
    expect(within(group).getByRole('radio', { name: '招商银行' })).toHaveAttribute('aria-checked', 'true');
    expect(within(group).getByRole('radio', { name: '中国工商银行' })).toBeDisabled();
    expect(within(group).queryByRole('button')).toBeNull();
  });
});

describe('<CardSheetPicker>', () => {
  it('shows the chosen card on its button, opens the sheet, and its footer can close it', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const onPick = vi.fn();
    const added = vi.fn();
    render(
      <CardSheetPicker
        aria-label="到账银行卡"
        cards={CARDS}
        value="B"
        onPick={onPick}
        title="选择到账银行卡"
        footer={(close) => (
          <button
            type="button"
            onClick={() => {
              close();
              added();
            }}
          >
            添加银行卡
          </button>
        )}
      />,
    );
    const button = screen.getByRole('button', { name: '到账银行卡' });
    expect(button).toHaveTextContent('中国建设银行 尾号4321');
    await user.click(button);
    let sheet = await screen.findByRole('dialog', { name: '选择到账银行卡' });
    expect(within(sheet).getByRole('button', { name: /中国建设银行/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(sheet).getByRole('button', { name: /招商银行/ }));
    expect(onPick).toHaveBeenCalledWith('A');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(button);
    sheet = await screen.findByRole('dialog', { name: '选择到账银行卡' });
    await user.click(within(sheet).getByRole('button', { name: '添加银行卡' }));
    expect(added).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
