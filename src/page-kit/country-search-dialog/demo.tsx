import { Button } from 'antd-mobile';
import { useState } from 'react';
import { DemoCase, DemoOutput, type DemoProps } from '@/dev/gallery/demo-frame';
import { CountrySearchDialog } from './country-search-dialog';

/** Spec section 2, widget 2: its gallery id is the bare folder name (`?w=country-search-dialog`). */
export const demoMeta = { title: '2. 国籍搜索弹窗', order: 2, spec: '2.2' };

export default function CountrySearchDialogDemo({ open = false }: DemoProps) {
  const [visible, setVisible] = useState(open);
  const [country, setCountry] = useState<string>();
  return (
    <DemoCase title="国籍搜索（输入即清空列表并重新查询，高亮关键字）">
      <Button size="small" onClick={() => setVisible(true)}>
        选择国籍
      </Button>
      <DemoOutput value={country} />
      <CountrySearchDialog visible={visible} onConfirm={setCountry} onClose={() => setVisible(false)} />
    </DemoCase>
  );
}
