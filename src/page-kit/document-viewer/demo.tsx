import { Button } from 'antd-mobile';
import { useState } from 'react';
import sampleContractUrl from '@/dev/gallery/assets/trust-contract-sample.pdf?url';
import { DemoCase, DemoOutput, type DemoProps } from '@/dev/gallery/demo-frame';
import { DocumentViewer, type ReadingProgress } from './document-viewer';

export const demoMeta = { title: '文件阅读（PDF / HTML，强制阅读）', order: 80 };

/** Server HTML such as an agreement; hostile markup is the sanitiser's own tests' business. */
const SAMPLE_HTML = `<h3>风险揭示书（示例）</h3>
<p>信托产品不同于银行存款，<b>不保证本金和收益</b>，您可能因市场变化而蒙受损失。</p>
<p>请您在充分了解产品风险、仔细阅读信托合同全部条款后审慎决策。</p>
<p>阅读至此，即表示您已阅读完毕本揭示书。</p>`;

/** Three bytes that are no PDF: pdf.js answers InvalidPDFException (no network, no 404 in the console). */
const NOT_A_PDF = { type: 'pdf', data: new Uint8Array([1, 2, 3]) } as const;

/** A 20-page fictional trust contract (src/dev/gallery/assets); progress shows below it. */
export default function DocumentViewerDemo({ open }: DemoProps) {
  const [progress, setProgress] = useState<ReadingProgress>();
  const [start, setStart] = useState(1);
  return (
    <>
      <DemoCase title="PDF 信托合同（20 页，阅读进度）">
        <div style={{ display: 'flex', gap: 8, marginBottom: 8 }}>
          <Button size="small" onClick={() => setStart(1)}>
            从头阅读
          </Button>
          <Button size="small" onClick={() => setStart(8)}>
            从第 8 页继续
          </Button>
        </div>
        <output data-testid="reading-progress" className="demo-output">
          {progress ? JSON.stringify(progress) : '—'}
        </output>
        <DocumentViewer
          key={start}
          label="信托合同"
          source={{ type: 'pdf', url: sampleContractUrl }}
          initialPage={start}
          onProgress={setProgress}
        />
      </DemoCase>
      {open ? null : (
        <>
          <DemoCase title="HTML 文件（经统一净化）">
            <HtmlCase />
          </DemoCase>
          <DemoCase title="无法打开的文件">
            <DocumentViewer source={NOT_A_PDF} />
          </DemoCase>
        </>
      )}
    </>
  );
}

function HtmlCase() {
  const [progress, setProgress] = useState<ReadingProgress>();
  return (
    <>
      <DocumentViewer source={{ type: 'html', html: SAMPLE_HTML }} onProgress={setProgress} />
      <DemoOutput value={progress} />
    </>
  );
}
