import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ChoiceRow } from './choice-row';
import ChoiceRowDemo from './demo';

/** Three rows of one group, the last one not choosable; `onChosen` sees every choice. */
function Group({ onChosen }: { onChosen: (value: string) => void }) {
  const [chosen, setChosen] = useState<string>();
  const choose = (value: string) => {
    setChosen(value);
    onChosen(value);
  };
  const row = (value: string, words: string, disabled = false) => (
    <li>
      <ChoiceRow
        name="contract"
        value={value}
        checked={chosen === value}
        disabled={disabled}
        onChoose={choose}
        side={<span>待签署</span>}
      >
        {words}
      </ChoiceRow>
    </li>
  );
  return (
    <>
      <button type="button">上一个</button>
      <ul role="radiogroup" aria-label="待签署的合同">
        {row('HT', '《信托合同》')}
        {row('FX', '《风险申明书》')}
        {row('BC', '《补充协议》', true)}
      </ul>
    </>
  );
}

describe('<ChoiceRow>', () => {
  it('is a radio named by its row’s words, chosen by a tap anywhere on the row', async () => {
    const user = userEvent.setup();
    const onChosen = vi.fn();
    render(<Group onChosen={onChosen} />);
    const trust = screen.getByRole('radio', { name: /^《信托合同》\s*待签署$/ });
    expect(trust).not.toBeChecked();
    await user.click(screen.getAllByText('待签署')[0]!);
    expect(onChosen).toHaveBeenLastCalledWith('HT');
    expect(trust).toBeChecked();
    expect(screen.getByRole('radio', { name: /风险申明书/ })).not.toBeChecked();
  });

  it('moves and chooses with the arrow keys as a native radio group does, Space chooses the focused row', async () => {
    const user = userEvent.setup();
    const onChosen = vi.fn();
    render(<Group onChosen={onChosen} />);
    screen.getByRole('button', { name: '上一个' }).focus();
    await user.tab();
    const trust = screen.getByRole('radio', { name: /信托合同/ });
    expect(trust).toHaveFocus();
    await user.keyboard(' ');
    expect(trust).toBeChecked();
    await user.keyboard('{ArrowDown}');
    const risk = screen.getByRole('radio', { name: /风险申明书/ });
    expect(risk).toHaveFocus();
    expect(risk).toBeChecked();
    expect(trust).not.toBeChecked();
    // past the last choosable row it wraps to the first, as a native group does
    await user.keyboard('{ArrowDown}');
    expect(trust).toHaveFocus();
    expect(onChosen.mock.calls).toEqual([['HT'], ['FX'], ['HT']]);
    // one group for the browser: the arrow keys stay within the rows sharing the name
    for (const radio of screen.getAllByRole('radio')) expect(radio).toHaveAttribute('name', 'contract');
  });

  it('cannot choose a disabled row, by tap or keyboard', async () => {
    const user = userEvent.setup();
    const onChosen = vi.fn();
    render(<Group onChosen={onChosen} />);
    const done = screen.getByRole('radio', { name: /补充协议/ });
    expect(done).toBeDisabled();
    await user.click(screen.getByText('《补充协议》'));
    expect(onChosen).not.toHaveBeenCalled();
    await user.click(screen.getByText('《风险申明书》'));
    await user.keyboard('{ArrowDown}');
    expect(done).not.toBeChecked();
    expect(onChosen).not.toHaveBeenCalledWith('BC');
  });

  it('keeps the page’s own class beside the block’s, and hides only the circle from screen readers', () => {
    const { container } = render(
      <ChoiceRow className="contract-row" name="n" value="v" checked onChoose={() => undefined}>
        合同
      </ChoiceRow>,
    );
    expect(container.querySelector('label.choice-row.contract-row')).not.toBeNull();
    expect(container.querySelector('.choice-row-mark')?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByRole('radio', { name: '合同' })).toBeChecked();
  });

  it('demo: a group of three, the chosen one shown under it', async () => {
    const user = userEvent.setup();
    render(<ChoiceRowDemo />);
    expect(screen.getByRole('radiogroup', { name: '待签署的合同' })).toBeInTheDocument();
    await user.click(screen.getByText('《风险申明书》'));
    expect(screen.getByText('"FX202611200001"')).toBeInTheDocument();
  });
});
