import { DemoCase, DemoRouter, type DemoProps } from '@/dev/gallery/demo-frame';
import { DistributionRow, RecordSkeleton, TradeRow } from './record-rows';
import { SAMPLE_DISTRIBUTION, SAMPLE_TRADES } from './samples';

export const demoMeta = { title: '交易与分配记录行', order: 97 };

/** A pending, a confirmed (NAV, fee) and a cancelled trade, a 本息 distribution, and the skeleton. */
export default function TradeRecordsDemo(_props: DemoProps) {
  return (
    <DemoRouter>
      <DemoCase title="交易（处理中 / 已确认 / 已撤销），显示产品">
        {SAMPLE_TRADES.map((trade) => (
          <TradeRow key={trade.tradeNo} trade={trade} showProduct />
        ))}
      </DemoCase>
      <DemoCase title="分配（本息）">
        <DistributionRow item={SAMPLE_DISTRIBUTION} />
      </DemoCase>
      <DemoCase title="加载中">
        <RecordSkeleton rows={2} />
      </DemoCase>
    </DemoRouter>
  );
}
