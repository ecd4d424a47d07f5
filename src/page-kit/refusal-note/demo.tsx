import type { DemoProps } from '@/dev/gallery/demo-frame';
import { DemoCase } from '@/dev/gallery/demo-frame';
import { RefusalNote } from './refusal-note';

export const demoMeta = { title: '就地拒绝说明（页面自行处理的业务码）', order: 113 };

/** A refusal said in place, the form's answers kept (e.g. 05080201: a certification already in review). */
export default function RefusalNoteDemo(_props: DemoProps) {
  return (
    <DemoCase title="认证申请审核中">
      <RefusalNote>
        您的认证申请正在审核中，请勿重复提交。<a href="#details">查看认证详情</a>
      </RefusalNote>
    </DemoCase>
  );
}
