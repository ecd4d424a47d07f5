import { useState } from 'react';
import { DemoCase, DemoOutput, type DemoProps } from '@/dev/gallery/demo-frame';
import { SmsCodeStep } from './sms-code-step';

export const demoMeta = { title: '短信验证码（60秒倒计时、防重复发送）', order: 14 };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface DemoTicket {
  smsSerialNo: string;
  sentToMasked: string;
  resendAfterSeconds: number;
  expiresInSeconds: number;
}

/** A local stand-in for a send call and a verify call (no server): the code is 123456. */
export default function SmsCodeDemo({ open }: DemoProps) {
  const [sends, setSends] = useState(0);
  const [result, setResult] = useState<string>();
  return (
    <DemoCase title="到达即发送；连续点击只发一次；验证码 123456">
      <SmsCodeStep<DemoTicket>
        autoSend={open}
        send={async () => {
          setSends((n) => n + 1);
          await wait(600);
          return {
            smsSerialNo: `DEMO${Date.now()}`,
            sentToMasked: '139****1111',
            resendAfterSeconds: 60,
            expiresInSeconds: 300,
          };
        }}
        verify={async (code, ticket) => {
          await wait(600);
          if (code !== '123456') {
            setResult('短信验证码错误，请重新输入');
            throw new Error('wrong code');
          }
          setResult(`验证通过（${ticket.smsSerialNo}）`);
        }}
        tip="收不到验证码？请确认手机号无误，或稍后重新获取。"
      />
      <DemoOutput value={{ sends, result }} />
    </DemoCase>
  );
}
