import { useMemo } from 'react';
import { DemoCase, type DemoProps } from '../../widgets/shared/demo-frame';
import { demoSeries } from './demo-series';
import { TrendChart } from './trend-chart';

export const demoMeta = { title: '净值走势图（图表 / 表格）', order: 100 };

/** Three years of generated daily NAV (deterministic). Touch and slide on the chart for the tooltip. */
export default function TrendChartDemo({ open }: DemoProps) {
  const points = useMemo(() => demoSeries(), []);
  const short = useMemo(() => points.slice(-40).map(({ benchmark: _b, ...rest }) => rest), [points]);
  return (
    <>
      <DemoCase title="单位净值与业绩基准（3 年日净值）">
        <TrendChart points={points} defaultRange="1y" />
      </DemoCase>
      {open ? null : (
        <>
          <DemoCase title="表格视图（长辈模式默认）">
            <TrendChart points={points} defaultView="table" defaultRange="1m" />
          </DemoCase>
          <DemoCase title="成立不足两月、无业绩基准">
            <TrendChart points={short} defaultRange="all" />
          </DemoCase>
        </>
      )}
    </>
  );
}
