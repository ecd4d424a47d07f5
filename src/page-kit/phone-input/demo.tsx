import { useState } from 'react';
import { maskPhone } from '@/format/phone';
import { DemoCase, DemoOutput, type DemoProps } from '@/dev/gallery/demo-frame';
import { PhoneInput } from './phone-input';

/** Spec section 2, widget 10: its gallery id is the bare folder name (`?w=phone-input`). */
export const demoMeta = { title: '10. 手机号输入', order: 10, spec: '2.10' };

export default function PhoneInputDemo(_props: DemoProps) {
  const [value, setValue] = useState<{ digits: string; valid: boolean }>();
  return (
    <>
      <DemoCase title="输入（+86，3-4-4 分组，粘贴时去掉 +86）">
        <PhoneInput onChange={(digits, valid) => setValue({ digits, valid })} />
        <DemoOutput value={value} />
      </DemoCase>
      <DemoCase title="已有号码">
        <PhoneInput defaultValue="13812345678" />
      </DemoCase>
      <DemoCase title="无效号码（离开输入框后提示）">
        <PhoneInput defaultValue="12812345678" />
      </DemoCase>
      <DemoCase title="脱敏显示 maskPhone()">
        <span>{maskPhone('13812345678')}</span>
      </DemoCase>
    </>
  );
}
