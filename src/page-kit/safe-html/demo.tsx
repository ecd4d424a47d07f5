import { DemoCase, DemoOutput, type DemoProps } from '@/dev/gallery/demo-frame';
import { SafeHtml } from './safe-html';

export const demoMeta = { title: '服务端富文本（净化后显示）', order: 92 };

const SERVER_TEXT =
  '<p>认购<b>起点</b>：100万元</p><img src="x" onerror="alert(1)"><script>alert(2)</script>';

/** Server markup with a script and an event handler: the sanitiser keeps the text and drops both. */
export default function SafeHtmlDemo(_props: DemoProps) {
  return (
    <DemoCase title="含脚本的服务端文本">
      <SafeHtml html={SERVER_TEXT} />
      <DemoOutput value={SERVER_TEXT} />
    </DemoCase>
  );
}
