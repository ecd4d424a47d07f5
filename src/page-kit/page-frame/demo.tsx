import { Button } from 'antd-mobile';
import { useState } from 'react';
import { DemoCase, DemoOutput, type DemoProps } from '@/dev/gallery/demo-frame';
import { PageFooterHint, PageFrame } from './page-frame';
import './demo.css';

export const demoMeta = { title: '页面框架（标题栏、正文、底部按钮）', order: 10 };

/** A page in a phone-sized box: scroll it and the footer stays at the bottom. */
export default function PageFrameDemo(_props: DemoProps) {
  const [last, setLast] = useState<unknown>();
  return (
    <>
      <DemoCase title="有站内历史：返回箭头；底部按钮吸底并避开安全区">
        <div className="page-frame-demo-viewport">
          <PageFrame
            title="银行卡"
            forceBar
            back={() => setLast({ back: new Date().toLocaleTimeString() })}
            footer={
              <>
                <PageFooterHint>最多可绑定5张银行卡</PageFooterHint>
                <Button block color="primary" size="large" onClick={() => setLast({ footer: '添加银行卡' })}>
                  添加银行卡
                </Button>
              </>
            }
          >
            {['招商银行 尾号5678', '中国工商银行 尾号0123', '中国建设银行 尾号8899', '交通银行 尾号4521'].map(
              (text) => (
                <p key={text} className="page-frame-demo-card">
                  {text}
                </p>
              ),
            )}
          </PageFrame>
        </div>
        <DemoOutput value={last} />
      </DemoCase>
      <DemoCase title="首个页面（无站内历史）：不显示返回箭头">
        <div className="page-frame-demo-viewport" style={{ height: '9rem' }}>
          <PageFrame title="风险测评" forceBar back={false}>
            <p className="page-frame-demo-card">在微信、企业微信中本标题栏隐藏，由容器标题栏显示页面标题。</p>
          </PageFrame>
        </div>
      </DemoCase>
    </>
  );
}
