import { Button } from 'antd-mobile';
import { useState } from 'react';
import { DemoCase, DemoOutput, type DemoProps } from '@/dev/gallery/demo-frame';
import { MultiSelectPicker } from './multi-select-picker';

const SOURCES = [
  { id: '01', note: '工资、劳务报酬' },
  { id: '02', note: '生产经营所得' },
  { id: '03', note: '投资收益' },
  { id: '04', note: '财产继承、赠与' },
  { id: '05', note: '房产等不动产处置' },
  { id: '06', note: '其他' },
];

/** Spec section 2, widget 5: its gallery id is the bare folder name (`?w=multi-select-picker`). */
export const demoMeta = { title: '5. 多选（信托资金来源）', order: 5, spec: '2.5' };

export default function MultiSelectPickerDemo({ open = false }: DemoProps) {
  const [visible, setVisible] = useState(open);
  const [last, setLast] = useState<unknown>();
  return (
    <DemoCase title="信托资金来源（默认勾选 01、03）">
      <Button size="small" onClick={() => setVisible(true)}>
        选择资金来源
      </Button>
      <DemoOutput value={last} />
      <MultiSelectPicker
        visible={visible}
        columns={SOURCES}
        defaultChecked={['01', '03']}
        onToggle={(change) => setLast({ toggle: change })}
        onConfirm={(items) => setLast({ confirm: items.filter((i) => i.checked).map((i) => i.id) })}
        onClose={() => setVisible(false)}
      />
    </DemoCase>
  );
}
