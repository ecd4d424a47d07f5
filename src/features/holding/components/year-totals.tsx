import type { YearDistribution } from '@gen/model/yearDistribution';
import '../styles/records.css';
import { MaskedAmount } from '@/page-kit/amount-mask';

/**
 * The years distributions were paid in, as chips with each year's total: 全部 first, then the
 * latest year. Choosing one narrows the list below it (the caller keeps the year in the address).
 */
export function YearChips({
  years,
  year,
  onChoose,
}: {
  years: readonly YearDistribution[];
  year: string | undefined;
  onChoose: (year: string | undefined) => void;
}) {
  return (
    <div className="hi-filters" role="group" aria-label="分配年份">
      <button type="button" className="hi-chip" aria-pressed={!year} onClick={() => onChoose(undefined)}>
        全部
      </button>
      {years.map((row) => (
        <button
          key={row.year}
          type="button"
          className="hi-chip"
          aria-pressed={row.year === year}
          onClick={() => onChoose(row.year)}
        >
          {row.year}年
        </button>
      ))}
    </div>
  );
}

/** One year's (or every year's) total: 到账 N 笔, the amount, and its income and principal parts. */
export function YearLine({ label, row }: { label: string; row: Omit<YearDistribution, 'year'> }) {
  return (
    <p className="hi-year-line" aria-label={`${label}合计`}>
      <span>
        {label}到账 {row.count} 笔，合计 <MaskedAmount value={row.amount} unit="元" />
      </span>
      {row.principalAmount !== '0.00' ? (
        <span>
          其中收益 <MaskedAmount value={row.incomeAmount} unit="元" />
          ，本金 <MaskedAmount value={row.principalAmount} unit="元" />
        </span>
      ) : null}
    </p>
  );
}
