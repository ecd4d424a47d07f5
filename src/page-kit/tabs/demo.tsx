import { useState } from 'react';
import type { DemoProps } from '@/dev/gallery/demo-frame';
import { DemoCase } from '@/dev/gallery/demo-frame';
import { Tabs } from './tabs';

export const demoMeta = { title: '标签栏', order: 115 };

const CLASSES = [
  ['ALL', '全部(6)'],
  ['FIXED', '固定收益类(3)'],
  ['EQUITY', '权益类(1)'],
  ['CASH', '现金管理类(1)'],
  ['FAMILY', '家族信托(1)'],
] as const;

/** The tab bar over a page's sections: a few tabs that share the width, and a long list that scrolls. */
export default function TabsDemo(_props: DemoProps) {
  const [detail, setDetail] = useState('facts');
  const [holding, setHolding] = useState('CASH');
  return (
    <>
      <DemoCase title="产品详情的四个标签">
        <Tabs activeKey={detail} onChange={setDetail} aria-label="产品详情">
          <Tabs.Tab key="facts" title="产品要素" />
          <Tabs.Tab key="project" title="项目介绍" />
          <Tabs.Tab key="disclosure" title="信息披露" />
          <Tabs.Tab key="files" title="产品文件" />
        </Tabs>
      </DemoCase>
      <DemoCase title="持仓分类：放不下时横向滑动，选中的标签保持可见，被遮住的一侧渐隐并带箭头">
        <Tabs activeKey={holding} onChange={setHolding} aria-label="持仓分类">
          {CLASSES.map(([key, title]) => (
            <Tabs.Tab key={key} title={title} />
          ))}
        </Tabs>
      </DemoCase>
    </>
  );
}
