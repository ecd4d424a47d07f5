import { Button } from 'antd-mobile';
import { useState } from 'react';
import { DemoCase, DemoOutput, type DemoProps } from '@/dev/gallery/demo-frame';
import { copyText } from './copy-text';

export const demoMeta = { title: '复制文字（剪贴板，旧版webview退回选中复制）', order: 96 };

const ACCOUNT = '6222 0210 0109 8765 432';

/** Copies an account number; the output says whether it worked (the page then toasts or shows the text). */
export default function CopyTextDemo(_props: DemoProps) {
  const [result, setResult] = useState<string>();
  return (
    <DemoCase title="复制收款账号">
      <p>{ACCOUNT}</p>
      <Button
        size="small"
        color="primary"
        fill="outline"
        onClick={() =>
          void copyText(ACCOUNT.replace(/ /g, '')).then((ok) =>
            setResult(ok ? '账号已复制' : '复制失败，请长按手动复制'),
          )
        }
      >
        复制账号
      </Button>
      <DemoOutput value={result} />
    </DemoCase>
  );
}
