import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoSeries } from './demo-series';
import { TrendChart } from './trend-chart';
import type { TrendPoint } from './trend-data';

// uPlot needs a real canvas; the chart's own logic is tested in pointer-cursor and trend-data.
const chart = vi.hoisted(() => ({ renders: 0 }));
vi.mock('./uplot-chart', () => ({
  default: ({ points }: { points: TrendPoint[] }) => {
    chart.renders += 1;
    return <div data-testid="uplot">{points.length} points</div>;
  },
}));

const points: TrendPoint[] = [
  { date: '2024-03-29', nav: '1.0000', accNav: '1.0000', benchmark: '1.0000' },
  { date: '2024-04-30', nav: '1.0200', accNav: '1.0200', benchmark: '1.0045' },
  { date: '2024-05-31', nav: '1.0100', accNav: '1.0100', benchmark: '1.0090' },
  { date: '2024-06-28', nav: '0.9999', accNav: '0.9999', benchmark: '1.0135' },
];

afterEach(() => {
  document.documentElement.removeAttribute('data-elderly');
  chart.renders = 0;
});

describe('TrendChart', () => {
  it('shows the chart, with the table kept for screen readers', async () => {
    render(<TrendChart points={points} defaultRange="all" />);
    expect(await screen.findByTestId('uplot')).toHaveTextContent('4 points');
    const table = screen.getByRole('table', { name: '业绩走势（成立以来）' });
    expect(table.parentElement).toHaveClass('trend-visually-hidden');
    expect(screen.getByRole('button', { name: '图表' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the range return for product and benchmark, 红涨绿跌', () => {
    render(<TrendChart points={points} defaultRange="all" />);
    const summary = screen.getByText('本产品成立以来').closest('div') as HTMLElement;
    // 0.9999 / 1.0000 − 1 = −0.01 %: green.
    expect(within(summary).getByText('-0.01%')).toHaveClass('trend-down');
    const bench = screen.getByText('业绩基准成立以来').closest('div') as HTMLElement;
    expect(within(bench).getByText('+1.35%')).toHaveClass('trend-up');
  });

  it('switches ranges: 近1月 compares with the valuation a month back', async () => {
    const user = userEvent.setup();
    render(<TrendChart points={points} defaultRange="all" defaultView="table" />);
    await user.click(screen.getByRole('button', { name: '近1月' }));
    expect(screen.getByRole('button', { name: '近1月' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '成立以来' })).toHaveAttribute('aria-pressed', 'false');
    // A month before 06-28 is 05-28, which has no value: the base is the last one before it, 04-30.
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('rowheader')[0]?.textContent)).toEqual([
      '2024-06-28',
      '2024-05-31',
      '2024-04-30',
    ]);
    const summary = screen.getByText('本产品近1月').closest('div') as HTMLElement;
    expect(within(summary).getByText('-1.97%')).toHaveClass('trend-down');
  });

  it('the table lists the newest day first with the day change coloured', () => {
    render(<TrendChart points={points} defaultRange="all" defaultView="table" />);
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['日期', '单位净值', '累计净值', '业绩基准', '日涨跌']);
    expect(rows[1]).toHaveTextContent('2024-06-280.99990.99991.0135-1.00%');
    expect(within(rows[1] as HTMLElement).getByText('-1.00%')).toHaveClass('trend-down');
    expect(within(rows[3] as HTMLElement).getByText('+2.00%')).toHaveClass('trend-up');
    expect(within(rows[4] as HTMLElement).getByText('--')).toHaveClass('trend-flat');
  });

  it('elderly mode starts on the table and loads no chart until asked', async () => {
    document.documentElement.setAttribute('data-elderly', '');
    const user = userEvent.setup();
    render(<TrendChart points={points} />);
    expect(screen.getByRole('button', { name: '表格' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('table').parentElement).not.toHaveClass('trend-visually-hidden');
    expect(chart.renders).toBe(0);
    await user.click(screen.getByRole('button', { name: '图表' }));
    expect(await screen.findByTestId('uplot')).toBeInTheDocument();
  });

  it('leaves out columns and lines the data does not have, and says when there is nothing', () => {
    const { unmount } = render(
      <TrendChart
        points={points.map(({ date, nav }) => ({ date, nav }))}
        defaultRange="all"
        defaultView="table"
      />,
    );
    expect(screen.queryByText('业绩基准成立以来')).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: '累计净值' })).not.toBeInTheDocument();
    unmount();
    render(<TrendChart points={[]} />);
    expect(screen.getByText('暂无净值数据')).toBeInTheDocument();
  });

  it('the demo series is deterministic: three years of weekday decimal strings', () => {
    const series = demoSeries();
    expect(series).toEqual(demoSeries());
    expect(series[0]?.date).toBe('2022-07-01');
    expect(series.at(-1)?.date).toBe('2025-06-30');
    expect(series.length).toBeGreaterThan(780);
    expect(series.every((p) => /^\d+\.\d{4}$/.test(p.nav) && /^\d+\.\d{4}$/.test(p.benchmark ?? ''))).toBe(
      true,
    );
  });
});
