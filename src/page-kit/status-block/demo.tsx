import { Button } from 'antd-mobile';
import type { DemoProps } from '@/dev/gallery/demo-frame';
import { DemoCase } from '@/dev/gallery/demo-frame';
import { StatusBlock } from './status-block';

export const demoMeta = { title: '空状态与失败提示', order: 114 };

/** The two states a page says in the middle of its content: nothing to show, and a failure. */
export default function StatusBlockDemo(_props: DemoProps) {
  return (
    <>
      <DemoCase title="空列表，带去处">
        <StatusBlock status="empty" title="暂无银行卡" description="添加银行卡后可用于认购与收益分配">
          <Button color="primary" fill="outline">
            添加银行卡
          </Button>
        </StatusBlock>
      </DemoCase>
      <DemoCase title="加载失败，带重试">
        <StatusBlock status="failed" title="加载失败" description="网络不稳定，请稍后重试">
          <Button color="primary" fill="outline">
            重试
          </Button>
        </StatusBlock>
      </DemoCase>
    </>
  );
}
