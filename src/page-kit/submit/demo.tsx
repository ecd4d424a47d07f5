import { Button } from 'antd-mobile';
import { useState } from 'react';
import { DemoCase, DemoOutput, type DemoProps } from '@/dev/gallery/demo-frame';
import { SubmitButton } from './submit-button';
import { useSubmit } from './use-submit';

export const demoMeta = { title: '提交（防重复提交）', order: 40 };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Tap as fast as you like: one request starts, the button shows it, and a 1 s window follows. */
export default function SubmitDemo(_props: DemoProps) {
  const [started, setStarted] = useState(0);
  const submit = useSubmit(async () => {
    setStarted((n) => n + 1);
    await wait(1500);
  });
  return (
    <>
      <DemoCase title="连续点击只提交一次（useSubmit）">
        <Button block color="primary" loading={submit.pending} onClick={() => void submit.run()}>
          提交
        </Button>
        <DemoOutput value={{ started }} />
      </DemoCase>
      <DemoCase title="提交按钮（SubmitButton：锁定、加载态、防重复点击）">
        <SubmitButton
          onSubmit={async () => {
            setStarted((n) => n + 1);
            await wait(1500);
          }}
        >
          确认认购
        </SubmitButton>
      </DemoCase>
    </>
  );
}
