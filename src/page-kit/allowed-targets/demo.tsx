import { Input } from 'antd-mobile';
import { useState } from 'react';
import { DemoCase, DemoOutput, type DemoProps } from '@/dev/gallery/demo-frame';
import { resolveAllowedTarget } from './allowed-targets';

export const demoMeta = { title: '跳转白名单（站内路径、允许的外部地址）', order: 89 };

/** What the allow-list makes of a link: an app path, an allowed origin, or a refusal and why. */
export default function AllowedTargetsDemo(_props: DemoProps) {
  const [target, setTarget] = useState('https://evil.example/phone');
  return (
    <DemoCase title="输入跳转地址">
      <Input value={target} onChange={setTarget} aria-label="跳转地址" />
      <DemoOutput value={resolveAllowedTarget(target)} />
    </DemoCase>
  );
}
