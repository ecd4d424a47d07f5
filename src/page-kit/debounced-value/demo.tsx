import { Input } from 'antd-mobile';
import { useState } from 'react';
import { DemoCase, DemoOutput, type DemoProps } from '@/dev/gallery/demo-frame';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from './use-debounced-value';

export const demoMeta = { title: '输入防抖（搜索框停顿后再查询）', order: 42 };

/** What a search box would query: the text once typing has paused. */
export default function DebouncedValueDemo(_props: DemoProps) {
  const [text, setText] = useState('');
  const query = useDebouncedValue(text);
  return (
    <DemoCase title={`停顿 ${SEARCH_DEBOUNCE_MS} 毫秒后查询`}>
      <Input placeholder="请输入关键字" value={text} onChange={setText} aria-label="关键字" />
      <DemoOutput value={{ typed: text, query }} />
    </DemoCase>
  );
}
