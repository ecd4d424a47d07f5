import { Link } from 'react-router-dom';
import { useAppletProductDetail, useProductHistoryNetWorthListInfinite } from '@gen/hooks/product/product';
import type { NetWorthRow } from '@gen/model/netWorthRow';
import { isBusinessError } from '@/api/business-error';
import { changeDirection, formatChangePct } from '@/format/change';
import { PageFrame } from '@/page-kit/page-frame';
import { FIRST_PAGE_NUM, PagedList, pagedQueryOptions } from '@/page-kit/paged-list';
import { hrefTo } from '@/routing/href';
import { usePageQuery } from '@/routing/use-page-query';
import { MissingProduct } from '../components/missing-product';
import '../styles/product-detail.css';
import '../styles/product-detail-body.css';
import '../styles/trend-pages.css';

const PAGE_SIZE = 20;

type Kind = 'nav' | 'cash';

const COLUMNS: Readonly<Record<Kind, readonly string[]>> = {
  nav: ['日期', '单位净值', '累计净值', '日涨跌'],
  cash: ['日期', '万份收益（元）', '7日年化'],
};

const kindOf = (row: NetWorthRow | undefined): Kind => (row?.sevenDayYield !== undefined ? 'cash' : 'nav');

/** One cell: its column's name for screen readers (and on screen in elderly mode), then the value. */
function Cell({ label, value, className }: { label: string; value: string; className?: string }) {
  return (
    <span className={['product-history-cell', className].filter(Boolean).join(' ')}>
      <span className="product-history-label">{label}</span>
      <span className="product-history-value">{value}</span>
    </span>
  );
}

function HistoryRow({ row }: { row: NetWorthRow }) {
  if (kindOf(row) === 'cash') {
    return (
      <div className="product-history-row product-history-cash">
        <Cell label="日期" value={row.date} className="product-history-date" />
        <Cell label="万份收益（元）" value={row.perTenThousand ?? '--'} />
        <Cell label="7日年化" value={row.sevenDayYield ? `${row.sevenDayYield}%` : '--'} />
      </div>
    );
  }
  return (
    <div className="product-history-row">
      <Cell label="日期" value={row.date} className="product-history-date" />
      <Cell label="单位净值" value={row.nav ?? '--'} />
      <Cell label="累计净值" value={row.accNav ?? '--'} />
      <Cell
        label="日涨跌"
        value={formatChangePct(row.dailyChange)}
        className={`product-change-${changeDirection(row.dailyChange)}`}
      />
    </div>
  );
}

function HistorySkeleton() {
  return (
    <div className="product-history-skeleton" aria-hidden="true">
      {Array.from({ length: 8 }, (_, i) => (
        <div key={i} className="product-skeleton-line" />
      ))}
    </div>
  );
}

/**
 * historyNetWorth (历史净值): a product's valuations newest first, paged — 单位净值, 累计净值 and
 * 日涨跌 (红涨绿跌) of a NAV product, or 万份收益 and 7日年化 of a cash product (历史收益).
 */
export default function HistoryNetWorthPage() {
  const { productCode } = usePageQuery('historyNetWorth');
  const enabled = productCode !== undefined;
  const history = useProductHistoryNetWorthListInfinite(
    { pageNum: FIRST_PAGE_NUM, pageSize: PAGE_SIZE, productCode: productCode ?? '' },
    undefined,
    { query: { ...pagedQueryOptions, enabled }, request: { ownCodes: ['05030001'] } },
  );
  // The name above the table; usually cached from the detail page the investor came from.
  const detail = useAppletProductDetail(
    { productCode: productCode ?? '' },
    { query: { enabled }, request: { ownCodes: ['05030001'] } },
  );
  if (!enabled || isBusinessError(history.error, '05030001')) {
    return (
      <PageFrame>
        <MissingProduct />
      </PageFrame>
    );
  }
  const first = history.data?.pages[0]?.list[0];
  const kind = kindOf(first);
  const cash = kind === 'cash';
  return (
    <PageFrame flush busy={history.isPending} title={cash ? '历史收益' : '历史净值'}>
      <header className="product-figures product-history-head">
        <h2 className="product-trend-name">{detail.data?.productName ?? '\u00a0'}</h2>
        <div className="product-figure-links">
          <Link
            to={cash ? hrefTo('cashBrokenLine', { productCode }) : hrefTo('brokenLinkOne', { productCode })}
          >
            {cash ? '收益走势' : '净值走势'}
          </Link>
        </div>
      </header>
      {first ? (
        <div
          className={`product-history-row product-history-columns${cash ? ' product-history-cash' : ''}`}
          aria-hidden="true"
        >
          {COLUMNS[kind].map((title) => (
            <span key={title} className="product-history-cell">
              {title}
            </span>
          ))}
        </div>
      ) : null}
      <PagedList
        query={history}
        label={cash ? '历史收益' : '历史净值'}
        pendingLabel="历史净值加载中"
        skeleton={<HistorySkeleton />}
        empty={{ title: '暂无净值数据', description: '产品成立并公布净值后，可在此查看历史净值' }}
        itemKey={(row) => row.date}
        renderItem={(row) => <HistoryRow row={row} />}
      />
      <p className="product-risk-note">
        {cash
          ? '万份收益与7日年化收益率为过往数据，不代表未来收益。'
          : '日涨跌按累计净值较上一估值日计算。过往业绩不预示未来表现，市场有风险，投资需谨慎。'}
      </p>
    </PageFrame>
  );
}
