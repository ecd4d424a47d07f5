import { Button } from 'antd-mobile';
import { useState } from 'react';
import { DemoCase, DemoOutput, type DemoProps } from '@/dev/gallery/demo-frame';
import { BankPicker } from './bank-picker';

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
