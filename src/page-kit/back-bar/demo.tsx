import { useState } from 'react';
import { DemoCase, DemoOutput, type DemoProps } from '@/dev/gallery/demo-frame';
import { BackBar } from './back-bar';

/** Spec section 2, widget 8: its gallery id is the bare folder name (`?w=back-bar`). */
export const demoMeta = { title: '8. 返回栏', order: 8, spec: '2.8' };

export default function BackBarDemo(_props: DemoProps) {
  const [count, setCount] = useState(0);
  return (
    <DemoCase title="返回（有回调时调用回调，否则后退一页）">
      <BackBar onBack={() => setCount((c) => c + 1)} />
      <DemoOutput value={{ onBack: count }} />
    </DemoCase>
  );
}
