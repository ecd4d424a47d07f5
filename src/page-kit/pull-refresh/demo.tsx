import { useState } from 'react';
import type { DemoProps } from '@/dev/gallery/demo-frame';
import { DemoCase } from '@/dev/gallery/demo-frame';
import { PullRefresh } from './pull-refresh';

export const demoMeta = { title: '下拉刷新', order: 116 };

const pad = (n: number) => String(n).padStart(2, '0');
const clock = (date: Date) => `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;

/** Pull the list down (touch, or the device toolbar in a desktop browser) to reload it. */
export default function PullRefreshDemo(_props: DemoProps) {
  const [loadedAt, setLoadedAt] = useState(() => new Date());
  const refresh = async () => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    setLoadedAt(new Date());
  };
  return (
    <DemoCase title="在列表顶部下拉，松手后重新加载">
      <PullRefresh onRefresh={refresh}>
        <ul aria-label="公告" style={{ margin: 0, padding: '0 0.8rem', listStyle: 'none' }}>
          <li>更新于 {clock(loadedAt)}</li>
          <li>鑫享稳健1号 第5期 募集公告</li>
          <li>华信价值精选1号 净值公告</li>
        </ul>
      </PullRefresh>
    </DemoCase>
  );
}
