import { useState } from 'react';
import { DemoCase, DemoOutput, type DemoProps } from '../../widgets/shared/demo-frame';
import { CheckBox } from './check-box';

export const demoMeta = { title: '勾选承诺（保留原生勾选框的角色与键盘操作）', order: 111 };

/** A promise the investor ticks: reachable by screen readers and the keyboard, unlike antd's hidden input. */
export default function CheckBoxDemo(_props: DemoProps) {
  const [checked, setChecked] = useState(false);
  return (
    <DemoCase title="本人承诺">
      <CheckBox checked={checked} onChange={setChecked}>
        本人承诺所提供的材料真实、准确、完整
      </CheckBox>
      <DemoOutput value={checked ? '已勾选' : '未勾选'} />
    </DemoCase>
  );
}
