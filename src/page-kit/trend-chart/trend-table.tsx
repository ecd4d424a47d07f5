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
              <td>{formatNav(point.nav)}</td>
              {hasAcc ? <td>{formatNav(point.accNav)}</td> : null}
              {hasBenchmark ? <td>{formatNav(point.benchmark)}</td> : null}
              <td className={`trend-${direction(change)}`}>{formatPercent(change)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
