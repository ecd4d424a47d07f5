import type { DemoProps } from '@/dev/gallery/demo-frame';
import { DemoCase } from '@/dev/gallery/demo-frame';
import { FactList } from './fact-list';

export const demoMeta = { title: '事实列表（标签与数值，长者模式上下排列）', order: 112 };

/** The facts of a holders' meeting, as the vote page lists them. */
export default function FactListDemo(_props: DemoProps) {
  return (
    <DemoCase title="会议信息">
      <FactList label="会议信息">
        <dt>会议名称</dt>
        <dd>华信稳健1号2026年第一次受益人大会</dd>
        <dt>表决截止</dt>
        <dd>2026-12-15 17:00</dd>
        <dt>持有份额</dt>
        <dd>1,200,000.00份</dd>
      </FactList>
    </DemoCase>
  );
}
