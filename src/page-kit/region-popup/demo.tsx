import { Button } from 'antd-mobile';
import { useState } from 'react';
import type { AreaSelection } from '@/page-kit/area-levels';
import { DemoCase, DemoOutput, type DemoProps } from '@/dev/gallery/demo-frame';
import { RegionPopup } from './region-popup';

/** Spec section 2, widget 1: its gallery id is the bare folder name (`?w=region-popup`). */
export const demoMeta = { title: '1. 国籍/地区弹窗', order: 1, spec: '2.1' };

export default function RegionPopupDemo({ open = false }: DemoProps) {
  const [visible, setVisible] = useState(open);
  const [value, setValue] = useState<AreaSelection>();
  return (
    <DemoCase title="国籍/地区（国家 → 省 → 市，遮罩不可关闭）">
      <Button size="small" onClick={() => setVisible(true)}>
        选择国籍/地区
      </Button>
      <DemoOutput
        value={value && [value.countryName, value.provinceName, value.cityName].filter(Boolean).join(' / ')}
      />
      <RegionPopup
        visible={visible}
        onConfirm={(selection) => {
          setValue(selection);
          setVisible(false);
        }}
        onCancel={() => setVisible(false)}
      />
    </DemoCase>
  );
}
