import { useNavigate } from 'react-router-dom';
import { useEdwWaterBillsInfinite } from '@gen/hooks/holding/holding';
import { PageFrame } from '@/page-kit/page-frame';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE_NUM, pagedQueryOptions } from '@/page-kit/paged-list';
import { hrefTo } from '@/routing/href';
import { usePageQuery } from '@/routing/use-page-query';
import {
  PERIODS,
  PERIOD_LABELS,
  TRADE_FILTERS,
  TRADE_FILTER_LABELS,
  type Period,
  type TradeFilter,
} from '../model/record-labels';
import { TradeList } from '../components/trade-records';

/**
 * transaction (交易记录): every trade of the investor across products, newest first, filtered by
 * type and period (both kept in the address, so coming back from a trade's detail shows the same
 * list); each row opens transactionDetails.
 */
export default function TradeRecordsPage() {
  const navigate = useNavigate();
  const asked = usePageQuery('transaction');
  const type: TradeFilter = asked.type ?? 'ALL';
  const period: Period = asked.period ?? 'ALL';
  const choose = (next: { type?: TradeFilter; period?: Period }) =>
    navigate(hrefTo('transaction', { type: next.type ?? type, period: next.period ?? period }), {
      replace: true,
    });
  return (
    <PageFrame>
      <div className="hi-filters" role="group" aria-label="交易类型">
        {TRADE_FILTERS.map((key) => (
          <button
            key={key}
            type="button"
            className="hi-chip"
            aria-pressed={key === type}
            onClick={() => choose({ type: key })}
          >
            {TRADE_FILTER_LABELS[key]}
          </button>
        ))}
      </div>
      <div className="hi-filters" role="group" aria-label="申请时间">
        {PERIODS.map((key) => (
          <button
            key={key}
            type="button"
            className="hi-chip"
            aria-pressed={key === period}
            onClick={() => choose({ period: key })}
          >
            {PERIOD_LABELS[key]}
          </button>
        ))}
      </div>
      <Trades key={`${type}-${period}`} type={type} period={period} />
    </PageFrame>
  );
}

function Trades({ type, period }: { type: TradeFilter; period: Period }) {
  const query = useEdwWaterBillsInfinite(
    {
      pageNum: FIRST_PAGE_NUM,
      pageSize: DEFAULT_PAGE_SIZE,
      period,
      ...(type === 'ALL' ? {} : { tradeType: type }),
    },
    undefined,
    { query: pagedQueryOptions, request: { ownCodes: ['05060302'] } },
  );
  const filtered = type !== 'ALL' || period !== 'ALL';
  return (
    <div className="hi-list">
      <TradeList
        query={query}
        empty={
          filtered
            ? { title: '没有符合条件的交易', description: '换个交易类型或时间范围试试' }
            : { title: '暂无交易记录', description: '认购、赎回、转让等交易会显示在这里' }
        }
      />
    </div>
  );
}
