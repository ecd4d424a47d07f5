import { DemoCase, type DemoProps } from '@/dev/gallery/demo-frame';
import { LazySafeHtml } from './lazy-safe-html';

export const demoMeta = { title: '首屏富文本（纯文本即显，含标记再加载净化）', order: 93 };

/** Plain text shows at once; markup waits for the sanitiser's chunk, never shown raw. */
export default function LazySafeHtmlDemo(_props: DemoProps) {
  return (
    <>
      <DemoCase title="纯文本">
        <LazySafeHtml html="我的资产" />
      </DemoCase>
      <DemoCase title="含标记">
        <LazySafeHtml html="<b>我的</b>资产" />
      </DemoCase>
    </>
  );
}
