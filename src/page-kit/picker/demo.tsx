import { useId, useState } from 'react';
import { DemoCase, DemoOutput, type DemoProps } from '@/dev/gallery/demo-frame';
import { ListStatus } from './list-status';
import { PickerHeader } from './picker-header';

export const demoMeta = { title: '选择器头部与列表状态（选择器共用）', order: 18 };

/** The 取消 · title · 确定 row of the bottom pickers, and the line under an empty list. */
export default function PickerDemo(_props: DemoProps) {
  const titleId = useId();
  const [last, setLast] = useState<string>();
  return (
    <>
      <DemoCase title="头部（取消 · 标题 · 确定）">
        <PickerHeader
          title="所在区域"
          titleId={titleId}
          onCancel={() => setLast('取消')}
          onConfirm={() => setLast('确定')}
        />
        <DemoOutput value={last} />
      </DemoCase>
      <DemoCase title="列表状态：加载中 / 无结果">
        <ListStatus pending error={null} empty={false} />
        <ListStatus pending={false} error={null} empty emptyText="没有找到相关银行" />
      </DemoCase>
    </>
  );
}
