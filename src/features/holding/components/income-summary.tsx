import { Link } from 'react-router-dom';
import type { AccumulatedIncome } from '@gen/model/accumulatedIncome';
import type { HoldingClass } from '@gen/model/holdingClass';
import type { IncomeKind } from '@gen/model/incomeKind';
import type { ProductIncome } from '@gen/model/productIncome';
import type { YearDistribution } from '@gen/model/yearDistribution';
import { MaskedAmount } from '@/page-kit/amount-mask';
import { hrefTo } from '@/routing/href';
import { CLASS_LABELS, CLASS_ORDER, STATUS_LABELS } from '../model/holding-format';
import { cardClass } from '@/page-kit/card';
import { SignedAmount } from './signed-amount';
import '../styles/holding.css';
import '../styles/holding-detail.css';

export const INCOME_KIND_LABELS: Readonly<Record<IncomeKind, string>> = {
  DISTRIBUTED: '已分配收益',
  HOLDING: '持有收益',
  ACCRUED: '累计收益',
};

/** Where a product's income is explained in full: distributions, the holding, or daily income. */
function incomeHref(row: ProductIncome): string {
  if (row.productClass === 'FIXED') return hrefTo('orderIncome', { productCode: row.productCode });
  if (row.productClass === 'CASH') return hrefTo('position/cashIncomeList');
  return hrefTo('holdingDetails', { productCode: row.productCode });
}

/** The products' income by class, each row opening where its income is explained. */
export function IncomeProducts({ summary }: { summary: AccumulatedIncome }) {
  const groups = CLASS_ORDER.map((productClass) => ({
    productClass,
    rows: summary.products.filter((row) => row.productClass === productClass),
  })).filter((group) => group.rows.length > 0);
  return (
    <>
      {groups.map((group) => (
        <section
          key={group.productClass}
          className={cardClass('hd-section')}
          aria-label={CLASS_LABELS[group.productClass]}
        >
          <h3 className="hd-section-title">{CLASS_LABELS[group.productClass]}</h3>
          <ul className="hd-income-list">
            {group.rows.map((row) => (
              <li key={row.productCode}>
                <Link className="hd-income-row" to={incomeHref(row)}>
                  <span className="hd-income-name">
                    {row.productName}
                    {row.holdingStatus === 'LIQUIDATING' ? (
                      <span className="hd-badge hd-badge-liquidating">{STATUS_LABELS.LIQUIDATING}</span>
                    ) : null}
                  </span>
                  <span className="hd-income-kind">{INCOME_KIND_LABELS[row.incomeKind]}</span>
                  <SignedAmount className="hd-income-value" value={row.income} unit="元" />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

/** What was paid out per calendar year: 笔数, 合计, and the principal part when there was one. */
export function YearTable({
  years,
  title = '历年分配到账',
}: {
  years: readonly YearDistribution[];
  title?: string;
}) {
  if (years.length === 0) return null;
  return (
    <section className={cardClass('hd-section')} aria-label={title}>
      <h3 className="hd-section-title">{title}</h3>
      <table className="hd-year-table">
        <thead>
          <tr>
            <th scope="col">年份</th>
            <th scope="col">笔数</th>
            <th scope="col">到账合计(元)</th>
          </tr>
        </thead>
        <tbody>
          {years.map((row) => (
            <tr key={row.year}>
              <th scope="row">{row.year}年</th>
              <td>{row.count}</td>
              <td>
                <MaskedAmount value={row.amount} />
                {row.principalAmount !== '0.00' ? (
                  <span className="hd-year-note">
                    含本金 <MaskedAmount value={row.principalAmount} />
                  </span>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

export type IncomeClass = Exclude<HoldingClass, 'FAMILY'>;
