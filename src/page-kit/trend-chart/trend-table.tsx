import {
  changePercent,
  direction,
  formatNav,
  formatPercent,
  returnBasis,
  type TrendPoint,
} from './trend-data';

interface TrendTableProps {
  points: readonly TrendPoint[];
  caption: string;
  className?: string;
}

/**
 * The same data as the chart, as a table: what elderly mode shows first and what screen readers
 * get in either view. Newest first; 日涨跌 is the day's change of the return basis, 红涨绿跌.
 * Each cell carries its column's name (data-label): elderly mode stacks a row into a card with
 * the names beside the figures, since five columns of 20 px type do not fit 375 px.
 */
export function TrendTable({ points, caption, className }: TrendTableProps) {
  const hasAcc = points.some((p) => p.accNav !== undefined);
  const hasBenchmark = points.some((p) => p.benchmark !== undefined);
  const rows = points.map((point, index) => {
    const previous = points[index - 1];
    return { point, change: previous ? changePercent(returnBasis(previous), returnBasis(point)) : null };
  });
  rows.reverse();
  return (
    <div className={['trend-table-wrap', className].filter(Boolean).join(' ')}>
      <table className="trend-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">日期</th>
            <th scope="col">单位净值</th>
            {hasAcc ? <th scope="col">累计净值</th> : null}
            {hasBenchmark ? <th scope="col">业绩基准</th> : null}
            <th scope="col">日涨跌</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ point, change }) => (
            <tr key={point.date}>
              <th scope="row">{point.date}</th>
              <td data-label="单位净值">{formatNav(point.nav)}</td>
              {hasAcc ? <td data-label="累计净值">{formatNav(point.accNav)}</td> : null}
              {hasBenchmark ? <td data-label="业绩基准">{formatNav(point.benchmark)}</td> : null}
              <td data-label="日涨跌" className={`trend-${direction(change)}`}>
                {formatPercent(change)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
