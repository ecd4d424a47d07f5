import { DemoCase, DemoOutput, type DemoProps } from '@/dev/gallery/demo-frame';
import {
  DISTRIBUTION_TYPE_LABELS,
  TRADE_STATUS_LABELS,
  TRADE_TYPE_LABELS,
  dateTimeText,
} from './record-labels';

export const demoMeta = { title: '交易与分配的文字（类型、状态、时间）', order: 98 };

/** The words the record rows and the pages' filters show for the contract's codes. */
export default function TradeLabelsDemo(_props: DemoProps) {
  return (
    <DemoCase title="交易类型 · 交易状态 · 分配类型 · 时间">
      <DemoOutput value={TRADE_TYPE_LABELS} />
      <DemoOutput value={TRADE_STATUS_LABELS} />
      <DemoOutput value={DISTRIBUTION_TYPE_LABELS} />
      <DemoOutput value={dateTimeText('2026-03-05T09:30:00+08:00')} />
    </DemoCase>
  );
}
