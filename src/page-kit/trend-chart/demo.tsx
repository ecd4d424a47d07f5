import { useMemo } from 'react';
import { DemoCase, type DemoProps } from '@/dev/gallery/demo-frame';
import { demoCashSeries, demoSeries } from './demo-series';
import { TrendChart, type LevelMetric } from './trend-chart';

const CASH_METRICS: readonly [LevelMetric, LevelMetric] = [
  { key: 'yield', label: '7日年化', unit: '%', summary: { label: '平均7日年化', of: 'mean', decimals: 4 } },
  { key: 'income', label: '万份收益', unit: '元', summary: { label: '每万份收益', of: 'sum', decimals: 4 } },
];

export const demoMeta = { title: '净值走势图（图表 / 表格）', order: 100 };

/**
 * Three years of generated daily NAV and a year of a cash product's yields (deterministic). Touch
 * and slide on the chart for the tooltip.
 */
export default function TrendChartDemo({ open }: DemoProps) {
  const points = useMemo(() => demoSeries(), []);
  const short = useMemo(() => points.slice(-40).map(({ benchmark: _b, ...rest }) => rest), [points]);
  const cash = useMemo(() => demoCashSeries(), []);
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
          <DemoCase title="水平值模式：7日年化 / 万份收益（现金管理类）">
            <TrendChart mode="level" points={cash} metrics={CASH_METRICS} title="收益走势" />
          </DemoCase>
        </>
      )}
    </>
  );
}
