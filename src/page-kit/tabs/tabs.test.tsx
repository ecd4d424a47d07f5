import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Tabs } from './tabs';

function Bar({
  onChange = () => {},
  initial = 'all',
}: {
  onChange?: (key: string) => void;
  initial?: string;
}) {
  const [key, setKey] = useState(initial);
  return (
    <Tabs
      activeKey={key}
      onChange={(next) => {
        onChange(next);
        setKey(next);
      }}
      aria-label="持仓分类"
    >
      <Tabs.Tab key="all" title="全部(6)" />
      {['fixed', 'cash'].map((k) => (
        <Tabs.Tab key={k} title={k === 'fixed' ? '固定收益类(3)' : '现金管理类(1)'} />
      ))}
      <Tabs.Tab key="family" title="家族信托(0)" disabled />
    </Tabs>
  );
}

describe('Tabs', () => {
  it('draws a tab list with the active tab selected and the only one in the Tab order', () => {
    render(<Bar initial="fixed" />);
    const list = screen.getByRole('tablist', { name: '持仓分类' });
    const tabs = screen.getAllByRole('tab');
    expect(list).toContainElement(tabs[0]!);
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      '全部(6)',
      '固定收益类(3)',
      '现金管理类(1)',
      '家族信托(0)',
    ]);
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('固定收益类(3)');
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([-1, 0, -1, -1]);
  });

  it('a tap chooses a tab; the active one and a disabled one say nothing', async () => {
    const onChange = vi.fn();
    render(<Bar onChange={onChange} />);
    await userEvent.click(screen.getByRole('tab', { name: '全部(6)' }));
    await userEvent.click(screen.getByRole('tab', { name: '家族信托(0)' }));
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('tab', { name: '现金管理类(1)' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('cash');
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('现金管理类(1)');
  });

  it('arrows move and choose, wrapping and skipping a disabled tab; Home and End jump', async () => {
    const onChange = vi.fn();
    render(<Bar onChange={onChange} />);
    screen.getByRole('tab', { name: '全部(6)' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '固定收益类(3)' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('现金管理类(1)');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '全部(6)' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{Home}');
    expect(onChange.mock.calls.map(([key]) => key)).toEqual(['fixed', 'cash', 'all', 'cash', 'all']);
  });

  it('a list wider than its bar fades the edge with more tabs and shows an arrow, on either side as scrolled', () => {
    const { container } = render(<Bar />);
    const list = screen.getByRole('tablist');
    const bar = container.querySelector('.trust-tabs')!;
    // jsdom has no layout: the sizes of a 375 px bar over 520 px of tabs.
    Object.defineProperty(list, 'clientWidth', { configurable: true, value: 375 });
    Object.defineProperty(list, 'scrollWidth', { configurable: true, value: 520 });
    fireEvent.scroll(list);
    expect(bar).toHaveClass('trust-tabs-more-end');
    expect(bar).not.toHaveClass('trust-tabs-more-start');
    expect(container.querySelectorAll('.trust-tabs-hint-end[aria-hidden="true"]')).toHaveLength(1);
    list.scrollLeft = 145;
    fireEvent.scroll(list);
    expect(bar).toHaveClass('trust-tabs-more-start');
    expect(bar).not.toHaveClass('trust-tabs-more-end');
    list.scrollLeft = 60;
    fireEvent.scroll(list);
    expect(bar).toHaveClass('trust-tabs-more-start', 'trust-tabs-more-end');
  });

  it('a list that fits shows no hint', () => {
    const { container } = render(<Bar />);
    expect(container.querySelector('.trust-tabs-hint')).toBeNull();
    expect(container.querySelector('.trust-tabs')).not.toHaveClass('trust-tabs-more-end');
  });
});
