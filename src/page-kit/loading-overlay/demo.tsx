import { Button } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { DemoCase, type DemoProps } from '@/dev/gallery/demo-frame';
import { LoadingOverlay } from './loading-overlay';

/** Spec section 2, widget 9: its gallery id is the bare folder name (`?w=loading-overlay`). */
export const demoMeta = { title: '9. 全屏加载', order: 9, spec: '2.9' };

export default function LoadingOverlayDemo({ open = false }: DemoProps) {
  const [visible, setVisible] = useState(open);
  useEffect(() => {
    if (!visible || open) return;
    const timer = setTimeout(() => setVisible(false), 2000);
    return () => clearTimeout(timer);
  }, [visible, open]);
  return (
    <DemoCase title="全屏加载（150px 方框）">
      <Button size="small" onClick={() => setVisible(true)}>
        显示 2 秒
      </Button>
      <LoadingOverlay visible={visible} />
    </DemoCase>
  );
}
