import { Input } from 'antd-mobile';
import { useState } from 'react';
import { DemoCase, DemoOutput, DemoRouter, type DemoProps } from '@/dev/gallery/demo-frame';
import { resolveAllowedTarget } from '@/page-kit/allowed-targets';
import { RedirectingPage } from './redirecting-page';
import './demo.css';

export const demoMeta = { title: '跳转中转页与跳转白名单', order: 90 };

const SAMPLES = [
  '/phone/bankCardList',
  '/xtmk/apph5/phone/about?from=demo',
  'https://evil.com/',
  '//evil.com',
  'javascript:alert(1)',
  '/%2F%2Fevil.com',
];

/** The page's two visible states (neither navigates by itself), then the allow-list at work. */
export default function RedirectingPageDemo(_props: DemoProps) {
  const [raw, setRaw] = useState(SAMPLES[0] ?? '');
  return (
    <>
      <DemoCase title="正在跳转">
        <div className="redirecting-page-demo-viewport">
          <DemoRouter>
            <RedirectingPage title="直播间" target={undefined} pending />
          </DemoRouter>
        </div>
      </DemoCase>
      <DemoCase title="地址不在白名单内：拒绝并提供返回">
        <div className="redirecting-page-demo-viewport">
          <DemoRouter>
            <RedirectingPage title="直播间" target="https://evil.example/phish" />
          </DemoRouter>
        </div>
      </DemoCase>
      <DemoCase title="跳转地址校验（站内路径走路由，白名单域名外跳，其余拒绝）">
        <Input value={raw} onChange={setRaw} placeholder="输入跳转地址" clearable aria-label="跳转地址" />
        <DemoOutput value={resolveAllowedTarget(raw)} />
      </DemoCase>
      <DemoCase title="示例">
        <ul className="redirecting-page-demo-samples">
          {SAMPLES.map((sample) => (
            <li key={sample}>
              <code>{sample}</code> → {describe(resolveAllowedTarget(sample))}
            </li>
          ))}
        </ul>
      </DemoCase>
    </>
  );
}

function describe(result: ReturnType<typeof resolveAllowedTarget>): string {
  if (result.kind === 'app') return `站内 ${result.path}`;
  if (result.kind === 'external') return `外部 ${result.url}`;
  return `拒绝：${result.message}`;
}
