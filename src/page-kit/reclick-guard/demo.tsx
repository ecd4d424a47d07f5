import { Button } from 'antd-mobile';
import { useState } from 'react';
import { DemoCase, DemoOutput, type DemoProps } from '@/dev/gallery/demo-frame';
import { RECLICK_PROTECTED_MS } from './reclick-guard';
import { useReclickGuard } from './use-reclick-guard';

export const demoMeta = { title: '防重复点击（连点只算一次）', order: 41 };

/** Tap twice quickly: the second tap inside the guard's window is ignored. */
export default function ReclickGuardDemo(_props: DemoProps) {
  const [count, setCount] = useState(0);
  const guarded = useReclickGuard(() => setCount((c) => c + 1), RECLICK_PROTECTED_MS);
  return (
    <DemoCase title={`快速连点（${RECLICK_PROTECTED_MS} 毫秒内只响应一次）`}>
      <Button color="primary" onClick={guarded}>
        连点我
      </Button>
      <DemoOutput value={{ handled: count }} />
    </DemoCase>
  );
}
