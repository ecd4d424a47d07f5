import type { ReactNode } from 'react';
import { useAccumulatedIncomeList } from '@gen/hooks/holding/holding';
import type { AccumulatedIncome } from '@gen/model/accumulatedIncome';
import type { AccumulatedIncomeRequest } from '@gen/model/accumulatedIncomeRequest';
import { AmountMaskToggle } from '@/page-kit/amount-mask';
import { PageFrame } from '@/page-kit/page-frame';
import { type EmptyText, QueryView } from '@/page-kit/query-states';
import { SignedAmount } from './signed-amount';
import { TotalsSkeleton } from './totals-header';

export interface IncomePageProps {
  /** Which holdings' income (accumulatedIncomeList): one class, or all of them. */
  request: AccumulatedIncomeRequest;
  /** What the page reads, for its pending and failed states (累计收益 → 累计收益加载失败). */
  subject: string;
  /** Empty when there is no product (a class that pays day by day), or no product and no year paid. */
  emptyWhen: 'no-products' | 'nothing-paid';
  empty: EmptyText;
  /** The total's region name and label (with its unit), and the note that says how it is made. */
  totals: { name: string; label: string; note: (summary: AccumulatedIncome) => ReactNode };
  /** Above the total: the product's name when the page is about one product. */
  heading?: (summary: AccumulatedIncome) => string | undefined;
  /** What the total is made of: the products, the years, the days. */
  children: (summary: AccumulatedIncome) => ReactNode;
}

/**
 * The income pages of positionList (累计收益明细, 固定收益类明细, 现金管理类明细): one read of
 * accumulatedIncomeList, a total under the eye toggle with its note, then what makes it up.
 */
export function IncomePage({
  request,
  subject,
  emptyWhen,
  empty,
  totals,
  heading,
  children,
}: IncomePageProps) {
  const summary = useAccumulatedIncomeList(request);
  return (
    <PageFrame busy={summary.isPending}>
      <QueryView
        query={summary}
        skeleton={<TotalsSkeleton />}
        pendingLabel={`${subject}加载中`}
        failedTitle={`${subject}加载失败`}
        isEmpty={(data) =>
          data.products.length === 0 && (emptyWhen === 'no-products' || data.years.length === 0)
        }
        empty={empty}
      >
        {(data) => (
          <>
            <section className="hd-totals" aria-label={totals.name}>
              {heading?.(data) ? <h2 className="hd-detail-name">{heading(data)}</h2> : null}
              <p className="hd-totals-label">
                {totals.label}
                <AmountMaskToggle className="hd-totals-eye" />
              </p>
              <p className="hd-totals-value">
                <SignedAmount value={data.totalIncome} />
              </p>
              <p className="hd-totals-note">{totals.note(data)}</p>
            </section>
            {children(data)}
          </>
        )}
      </QueryView>
    </PageFrame>
  );
}
