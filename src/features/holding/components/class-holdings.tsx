import type { ReactNode } from 'react';
import { useQueryTotalHolding } from '@gen/hooks/holding/holding';
import type { HoldingClass } from '@gen/model/holdingClass';
import { AmountMaskToggle, MaskedAmount } from '@/page-kit/amount-mask';
import { PageFrame } from '@/page-kit/page-frame';
import { QueryView } from '@/page-kit/query-states';
import { CLASS_LABELS } from '../model/holding-format';
import { HoldingList } from './holding-list';
import { SignedAmount } from './signed-amount';
import '../styles/holding.css';
import '../styles/holding-detail.css';

/**
 * One asset class on its own page (position/fixedIncome, position/stockIncome,
 * position/familyTrust): the class's subtotal from queryTotalHolding, then its holdings, paged.
 */
export function ClassHoldings({ productClass, note }: { productClass: HoldingClass; note?: ReactNode }) {
  const summary = useQueryTotalHolding({});
  const label = CLASS_LABELS[productClass];
  return (
    <PageFrame busy={summary.isPending}>
      <QueryView
        query={summary}
        skeleton={<div className="hd-totals hd-totals-skeleton" />}
        pendingLabel={`${label}加载中`}
      >
        {(data) => {
          const group = data.classes.find((row) => row.productClass === productClass);
          return (
            <section className="hd-totals" aria-label={`${label}小计`}>
              <p className="hd-totals-label">
                {productClass === 'FAMILY' ? '当前规模(元)' : `${label}参考市值(元)`}
                <AmountMaskToggle className="hd-totals-eye" />
              </p>
              <p className="hd-totals-value">
                <MaskedAmount value={group?.marketValue ?? '0.00'} />
              </p>
              {productClass !== 'FAMILY' ? (
                <div className="hd-totals-row">
                  <div>
                    <p className="hd-totals-label">累计收益(元)</p>
                    <p className="hd-totals-income">
                      <SignedAmount value={group?.accumulatedIncome ?? '0.00'} />
                    </p>
                  </div>
                  <div>
                    <p className="hd-totals-label">持仓产品</p>
                    <p className="hd-totals-income">{group?.count ?? 0}只</p>
                  </div>
                </div>
              ) : null}
              <p className="hd-totals-note">估值日期 {data.asOfDate}</p>
              {note}
            </section>
          );
        }}
      </QueryView>
      <HoldingList productClass={productClass} />
    </PageFrame>
  );
}
