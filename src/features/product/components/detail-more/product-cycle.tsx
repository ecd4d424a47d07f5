import { useListPeriodByProductId, useProductCycleDates } from '@gen/hooks/product/product';
import { QueryView } from '@/page-kit/query-states';
import { formatRate } from '../../model/product-format';
import { MoreSection, MoreSkeleton } from './more-section';

const PERIOD_STATUS = { RAISING: '募集中', RUNNING: '存续中', MATURED: '已到期' } as const;

/** 产品周期 (productCycleDates): the tranche's milestones, the passed ones greyed. */
export function ProductCycle({ productCode }: { productCode: string }) {
  const query = useProductCycleDates({ productCode });
  return (
    <MoreSection title="产品周期">
      <QueryView
        query={query}
        skeleton={<MoreSkeleton />}
        pendingLabel="产品周期加载中"
        isEmpty={(data) => data.milestones.length === 0}
        empty={{ title: '暂无周期日期' }}
      >
        {(cycle) => (
          <ol
            className="more-cycle"
            aria-label={`产品周期${cycle.trancheName ? `（${cycle.trancheName}）` : ''}`}
          >
            {cycle.milestones.map((m) => (
              <li key={m.code} className={m.passed ? 'more-cycle-passed' : undefined}>
                <span className="more-cycle-label">{m.label}</span>
                <span className="more-cycle-date">{m.date}</span>
              </li>
            ))}
          </ol>
        )}
      </QueryView>
    </MoreSection>
  );
}

/** 发行期次 (listPeriodByProductId): shown for a product issued in several tranches only. */
export function TrancheList({ productCode }: { productCode: string }) {
  const query = useListPeriodByProductId({ productCode });
  if (query.data && query.data.periods.length < 2) return null;
  return (
    <MoreSection title="发行期次">
      <QueryView query={query} skeleton={<MoreSkeleton />} pendingLabel="发行期次加载中">
        {(data) => (
          <ul className="more-rows" aria-label="发行期次">
            {data.periods.map((p) => (
              <li key={p.periodNo} className="more-row">
                <span className="more-row-main">
                  {p.periodName}
                  {p.held ? <span className="more-tag">已持有</span> : null}
                </span>
                <span className="more-row-note">
                  {p.establishDate
                    ? `${p.establishDate} 至 ${p.maturityDate ?? '--'} · ${formatRate(p.rate)}起`
                    : `${PERIOD_STATUS[p.status]} · ${formatRate(p.rate)}起`}
                </span>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </MoreSection>
  );
}
