import { useState } from 'react';
import { DemoCase, DemoOutput, type DemoProps } from '@/dev/gallery/demo-frame';
import { ResultPage } from './result-page';
import { ResultView } from './result-view';
import './demo.css';

export const demoMeta = { title: '结果页（成功、失败、审核中）', order: 80 };

/** The three outcomes; the first as a whole page with its actions. */
export default function ResultPageDemo(_props: DemoProps) {
  const [last, setLast] = useState<unknown>();
  const tap = (text: string) => () => setLast({ tapped: text, at: new Date().toLocaleTimeString() });
  return (
    <>
      <DemoCase title="成功（整页，含操作按钮）">
        <div className="result-page-demo-viewport">
          <ResultPage
            pageTitle="认购结果"
            status="success"
            title="认购成功"
            description="您已成功认购恒信稳健1号集合资金信托计划"
            actions={[
              { text: '查看订单', onClick: tap('查看订单'), primary: true },
              { text: '返回首页', onClick: tap('返回首页') },
            ]}
          >
            <p>认购金额：1,000,000.00 元</p>
          </ResultPage>
        </div>
        <DemoOutput value={last} />
      </DemoCase>
      <DemoCase title="失败">
        <ResultView status="failure" title="认购失败" description="银行卡余额不足，请更换银行卡后重试" />
      </DemoCase>
      <DemoCase title="审核中">
        <ResultView
          status="review"
          title="申请已提交"
          description="预计1个工作日内完成审核，结果将以短信通知您"
        />
      </DemoCase>
    </>
  );
}
