import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoSeries } from './demo-series';
import { TrendChart, type LevelMetric, type LevelPoint } from './trend-chart';
import type { TrendPoint } from './trend-data';

// uPlot needs a real canvas; the chart's own logic is tested in pointer-cursor and trend-data.
const chart = vi.hoisted(() => ({ renders: 0 }));
vi.mock('./uplot-chart', () => ({
  default: ({ dates, lines }: { dates: string[]; lines: { label: string }[] }) => {
    chart.renders += 1;
    return (
      <div data-testid="uplot">
        {lines.map((line) => line.label).join('+')} {dates.length} points
      </div>
    );
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
    // Each cell names its column: elderly mode stacks a row into a card with these names.
    expect(within(rows[1] as HTMLElement).getByText('-1.00%')).toHaveAttribute('data-label', '日涨跌');
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

describe('TrendChart in level mode', () => {
  const metrics: [LevelMetric, LevelMetric] = [
    { key: 'yield', label: '7日年化', unit: '%', summary: { label: '平均7日年化', of: 'mean', decimals: 4 } },
    {
      key: 'income',
      label: '万份收益',
      unit: '元',
      summary: { label: '每万份收益', of: 'sum', decimals: 4 },
    },
  ];
  const days: LevelPoint[] = [
    { date: '2026-10-19', values: { yield: '2.0000', income: '0.5000' } },
    { date: '2026-10-21', values: { yield: '2.1000', income: '0.5500' } },
    { date: '2026-11-20', values: { yield: '2.3000', income: '0.6000' } },
  ];

  it('draws one metric at a time as sent, with each metric’s mean or total over the range', async () => {
    const user = userEvent.setup();
    render(<TrendChart mode="level" points={days} metrics={metrics} title="收益走势" />);
    expect(await screen.findByTestId('uplot')).toHaveTextContent('7日年化 2 points');
    const mean = screen.getByText('近1月平均7日年化').closest('div') as HTMLElement;
    expect(within(mean).getByText('2.2000%')).toBeInTheDocument();
    const total = screen.getByText('近1月每万份收益').closest('div') as HTMLElement;
    expect(within(total).getByText('1.1500元')).toBeInTheDocument();
    // No heading and no returns: a yield's percentage change means nothing.
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: '收益走势' })).not.toHaveTextContent(/[+-]\d+\.\d{2}%/);

    await user.click(screen.getByRole('button', { name: '万份收益' }));
    expect(screen.getByRole('button', { name: '万份收益' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('uplot')).toHaveTextContent('万份收益 2 points');
    await user.click(screen.getByRole('button', { name: '成立以来' }));
    expect(screen.getByTestId('uplot')).toHaveTextContent('万份收益 3 points');
  });

  it('the table has every metric as a column, newest first, each cell named for elderly mode', async () => {
    const user = userEvent.setup();
    render(<TrendChart mode="level" points={days} metrics={metrics} defaultRange="all" />);
    await user.click(screen.getByRole('button', { name: '表格' }));
    // The metric switch is the chart's; the table shows both.
    expect(screen.queryByRole('group', { name: '指标' })).not.toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: '收益走势（成立以来）' })).getAllByRole('row');
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['日期', '7日年化', '万份收益']);
    expect(rows[1]).toHaveTextContent('2026-11-202.3000%0.6000元');
    expect(within(rows[1] as HTMLElement).getByText('0.6000元')).toHaveAttribute('data-label', '万份收益');
    expect(rows).toHaveLength(4);
  });

  it('elderly mode starts on the table; an empty range says so', () => {
    document.documentElement.setAttribute('data-elderly', '');
    const { unmount } = render(<TrendChart mode="level" points={days} metrics={metrics} />);
    expect(screen.getByRole('button', { name: '表格' })).toHaveAttribute('aria-pressed', 'true');
    expect(chart.renders).toBe(0);
    unmount();
    render(<TrendChart mode="level" points={[]} metrics={metrics} emptyText="暂无收益数据" />);
    expect(screen.getByText('暂无收益数据')).toBeInTheDocument();
  });
});
