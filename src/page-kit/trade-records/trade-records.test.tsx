import { QueryClient, QueryClientProvider, useInfiniteQuery } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { pagedQueryOptions } from '@/page-kit/paged-list';
import { tradeStatusText } from '@/page-kit/trade-labels';
import { DistributionList, TradeList } from './record-lists';
import { DistributionRow, TradeRow } from './record-rows';
import { SAMPLE_DISTRIBUTION, SAMPLE_TRADES } from './samples';

const [pending, confirmed, cancelled] = SAMPLE_TRADES as [
  (typeof SAMPLE_TRADES)[0],
  (typeof SAMPLE_TRADES)[0],
  (typeof SAMPLE_TRADES)[0],
];

describe('tradeStatusText', () => {
  it("uses the server's words until the trade is confirmed", () => {
    expect(tradeStatusText('PROCESSING', '待签约')).toBe('待签约');
    expect(tradeStatusText('FAILED', '赎回失败：份额不足')).toBe('赎回失败：份额不足');
    expect(tradeStatusText('CONFIRMED', '待签约')).toBe('已确认');
    expect(tradeStatusText('CANCELLED')).toBe('已撤销');
  });
});

describe('<TradeRow>', () => {
  it('shows the state in its colour, the amounts and the settlement facts', () => {
    render(<TradeRow trade={confirmed} />);
    const row = screen.getByRole('article');
    expect(within(row).getByText('已确认')).toHaveClass('trade-record-status-confirmed');
    expect(row).toHaveTextContent('137,509.00元');
    expect(row).toHaveTextContent('100,000.00份');
    expect(within(row).getByText('申请 2024-06-13 14:05')).toBeInTheDocument();
    expect(within(row).getByText('净值 1.3820')).toBeInTheDocument();
    expect(within(row).getByText('手续费 691.00元')).toBeInTheDocument();
    expect(within(row).getByText('招商银行 尾号5678')).toBeInTheDocument();
    expect(within(row).queryByText(confirmed.productName)).toBeNull();
  });

  it('names the product only when asked, and marks a pending trade amber', () => {
    render(<TradeRow trade={pending} showProduct />);
    expect(screen.getByText(pending.productName)).toBeInTheDocument();
    expect(screen.getByText('待签约')).toHaveClass('trade-record-status-processing');
  });
});

describe('<DistributionRow>', () => {
  it('splits 本息 into principal and income and says where it was paid', () => {
    render(<DistributionRow item={SAMPLE_DISTRIBUTION} showProduct />);
    const row = screen.getByRole('article', { name: `${SAMPLE_DISTRIBUTION.productName} 第4期 2026-06-20` });
    expect(within(row).getByText('第4期 · 本息')).toBeInTheDocument();
    expect(row).toHaveTextContent('其中本金 2,000,000.00元');
    expect(row).toHaveTextContent('收益 63,769.86元');
    expect(within(row).getByText('计息 2025-12-20 至 2026-06-20')).toBeInTheDocument();
    expect(within(row).getByText('年化 6.40%')).toBeInTheDocument();
    expect(within(row).getByText('到账 中国工商银行 尾号0123')).toBeInTheDocument();
  });
});

function renderLists() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  function Lists() {
    const trades = useInfiniteQuery({
      queryKey: ['trades'],
      queryFn: async () => ({ list: SAMPLE_TRADES, total: 3, pageNum: 1, pageSize: 10 }),
      ...pagedQueryOptions,
    });
    const distributions = useInfiniteQuery({
      queryKey: ['distributions'],
      queryFn: async () => ({ list: [], total: 0, pageNum: 1, pageSize: 10 }),
      ...pagedQueryOptions,
    });
    return (
      <>
        <TradeList query={trades} showProduct />
        <DistributionList query={distributions} />
      </>
    );
  }
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <Lists />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('record lists', () => {
  it('links each trade to its detail under a name that reads type, product, state and time, and says when there are no distributions', async () => {
    renderLists();
    const link = await screen.findByRole('link', {
      name: `赎回 ${pending.productName} 待签约 2026-11-19 10:12`,
    });
    expect(link).toHaveAttribute(
      'href',
      expect.stringMatching(/\/transactionDetails\?tradeNo=TR202611190001$/),
    );
    expect(screen.getByRole('link', { name: /^追加 鑫享稳健1号集合资金信托计划 已撤销/ })).toHaveAttribute(
      'href',
      expect.stringContaining(cancelled.tradeNo),
    );
    expect(await screen.findByText('暂无分配记录')).toBeInTheDocument();
  });
});
