import { Button } from 'antd-mobile';
import { useState } from 'react';
import { DemoCase, DemoOutput, type DemoProps } from '@/dev/gallery/demo-frame';
import { BankPicker } from './bank-picker';

/** Spec section 2, widget 4: its gallery id is the bare folder name (`?w=bank-picker`). */
export const demoMeta = { title: '4. 所属银行选择', order: 4, spec: '2.4' };

export default function BankPickerDemo({ open = false }: DemoProps) {
  const [visible, setVisible] = useState(open);
  const [bank, setBank] = useState<string>();
  return (
    <DemoCase title="选择所属银行（按名称搜索，高亮匹配）">
      <Button size="small" onClick={() => setVisible(true)}>
        选择银行
      </Button>
      <DemoOutput value={bank} />
      <BankPicker visible={visible} onSelect={setBank} onClose={() => setVisible(false)} />
    </DemoCase>
  );
}
