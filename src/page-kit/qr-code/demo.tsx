import { Input } from 'antd-mobile';
import { useState } from 'react';
import { DemoCase, type DemoProps } from '@/dev/gallery/demo-frame';
import { QrCode } from './qr-code';
import { qrSaveHint } from './qr-save-hint';
import './demo.css';

export const demoMeta = { title: '二维码（本机绘制，长按保存）', order: 95 };

const SAMPLE =
  'https://h5.example-trust.com/xtmk/apph5/phone/activityMiddlepage?activityCode=MGM2026&inviteCode=ZW8K3Q';

/** A code from typed text, the medium size with a caption, the failure, and the hints by container. */
export default function QrCodeDemo(_props: DemoProps) {
  const [text, setText] = useState(SAMPLE);
  const hints = [
    ['微信 / 小程序', qrSaveHint({ type: 'miniProgram', flags: { ...NONE, weChat: true, mobile: true } })],
    ['企业微信', qrSaveHint({ type: 'miniProgram', flags: { ...NONE, weChat: true, workWeChat: true } })],
    ['自有App', qrSaveHint({ type: 'app', flags: { ...NONE, ownApp: true, mobile: true } })],
    ['手机浏览器', qrSaveHint({ type: 'app', flags: { ...NONE, mobile: true } })],
    ['电脑浏览器', qrSaveHint({ type: 'app', flags: { ...NONE, pc: true } })],
  ] as const;
  return (
    <>
      <DemoCase title="大尺寸（页面主体），可下载">
        <Input value={text} onChange={setText} clearable aria-label="二维码内容" />
        <QrCode
          value={text}
          label="示例二维码"
          failedText="二维码生成失败"
          download={{ fileName: '示例二维码' }}
        >
          邀请码 ZW8K3Q
        </QrCode>
      </DemoCase>
      <DemoCase title="中等尺寸（名片旁）">
        <QrCode
          value="https://h5.example-trust.com/"
          label="理财经理企业微信"
          size="medium"
          failedText="二维码生成失败"
        />
      </DemoCase>
      <DemoCase title="无法生成（内容为空）">
        <QrCode value="" label="空二维码" size="medium" failedText="暂无可展示的二维码，请稍后再试" />
      </DemoCase>
      <DemoCase title="保存提示（按容器）">
        <ul className="qr-code-demo-hints">
          {hints.map(([where, hint]) => (
            <li key={where}>
              <strong>{where}</strong>：{hint.text}
              {hint.download ? '（显示“保存图片”）' : ''}
            </li>
          ))}
        </ul>
      </DemoCase>
    </>
  );
}

const NONE = {
  mobile: false,
  iOS: false,
  android: false,
  weChat: false,
  workWeChat: false,
  qq: false,
  harmony: false,
  ownApp: false,
  pc: false,
};
