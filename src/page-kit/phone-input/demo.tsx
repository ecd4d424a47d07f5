import { useState } from 'react';
import { maskPhone } from '@/format/phone';
import { DemoCase, DemoOutput, type DemoProps } from '@/dev/gallery/demo-frame';
import { PhoneInput } from './phone-input';

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
