/**
 * Makes the signing area's demo PDFs: real multi-page documents in Chinese (信托合同 8 pages,
 * 风险申明书, 认购风险揭示书, 信托计划说明书 20 pages, 赎回确认书, 产品一页通, 补充协议 and the three
 * wallet agreements), printed from HTML by Debian's Chromium with an embedded CJK font subset,
 * as the backend's contracts are. Same approach as tests/e2e/make-sample-pdf.ts (whose font
 * script it reuses: Noto Sans CJK SC as TrueType outlines, so the files stay small).
 *
 *   node mocks/domains/contract/pdf/make-contract-pdfs.ts
 *
 * Writes mocks/public/mock-files/contract/*.pdf (the demo and msw builds serve mocks/public; the
 * production build never does). Fails when a file's page count differs from its template or a
 * file exceeds its budget, so a template change cannot silently break the demo or the tests
 * that count on 8 and 20 pages.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '@tests/e2e/support/browser.ts';
import { DEMO_DOCUMENTS, type DemoDocument } from './documents.ts';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const OUT_DIR = path.join(ROOT, 'mocks/public/mock-files/contract');
const FONT_SCRIPT = path.join(ROOT, 'tests/e2e/sample-pdf-font.py');
const MAX_BYTES_PER_FILE = 160 * 1024;
const MAX_BYTES_TOTAL = 900 * 1024;

const STYLE = `
  @page { size: A4; margin: 0; }
  * { box-sizing: border-box; }
  body { margin: 0; font-family: 'Demo CJK', sans-serif; color: #222; }
  /* No bold: Chromium draws synthetic bold as Type 3 glyphs, which triples the file. */
  h1, h2, h3, b, th { font-weight: 400; }
  b { color: #000; text-decoration: underline; }
  .page { width: 210mm; height: 297mm; padding: 22mm 20mm 18mm; position: relative; break-after: page; overflow: hidden; }
  .page:last-child { break-after: auto; }
  footer { position: absolute; bottom: 10mm; left: 20mm; right: 20mm; text-align: center; font-size: 9pt; color: #666; border-top: 0.5pt solid #bbb; padding-top: 2mm; }
  header { position: absolute; top: 10mm; left: 20mm; right: 20mm; font-size: 9pt; color: #8c1d18; border-bottom: 0.5pt solid #c9a9a6; padding-bottom: 2mm; }
  h1 { margin-top: 55mm; text-align: center; font-size: 20pt; }
  h1.plain { margin-top: 4mm; }
  h2 { text-align: center; font-size: 26pt; letter-spacing: 8pt; margin-bottom: 35mm; }
  h2.small { font-size: 16pt; letter-spacing: 2pt; margin-bottom: 6mm; }
  h3 { font-size: 15pt; text-align: center; margin: 0 0 7mm; }
  p { font-size: 12pt; line-height: 1.85; text-indent: 2em; margin: 0 0 3.5mm; }
  .center, .code { text-indent: 0; text-align: center; }
  .code { text-align: right; font-size: 10pt; color: #555; }
  .notice { margin-top: 12mm; border: 1px solid #999; padding: 4mm; text-indent: 0; font-size: 10.5pt; }
  table.grid { width: 100%; margin: 4mm 0 6mm; font-size: 11.5pt; border-collapse: collapse; }
  table.grid th, table.grid td { border: 0.6pt solid #999; padding: 3mm 3mm; text-align: left; vertical-align: top; line-height: 1.6; }
  table.grid th { width: 32%; background: #f6f1ef; }
`;

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

function html(doc: DemoDocument, fontUrl: string): string {
  const count = doc.pages.length;
  const pages = doc.pages.map(
    (body, i) =>
      `<section class="page"><header>华信信托股份有限公司 · ${escape(doc.title)}</header><div class="body">${body}</div>` +
      `<footer>${escape(doc.title)} · 第 ${i + 1} 页 / 共 ${count} 页</footer></section>`,
  );
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><style>
    @font-face { font-family: 'Demo CJK'; src: url('${fontUrl}') format('truetype'); }${STYLE}
  </style></head><body>${pages.join('')}</body></html>`;
}

async function main() {
  const dir = await mkdtemp(path.join(tmpdir(), 'contract-pdfs-'));
  let total = 0;
  try {
    // One subset font with every character of every template (CSS included).
    const font = path.join(dir, 'demo-cjk.ttf');
    execFileSync('/usr/bin/python3', [FONT_SCRIPT, font], {
      input: DEMO_DOCUMENTS.map((doc) => html(doc, '')).join(''),
      stdio: ['pipe', 'ignore', 'inherit'],
    });
    for (const doc of DEMO_DOCUMENTS) {
      const source = path.join(dir, `${doc.file}.html`);
      const out = path.join(OUT_DIR, doc.file);
      await writeFile(source, html(doc, `file://${font}`));
      execFileSync(
        CHROMIUM_PATH,
        [
          ...CHROMIUM_FLAGS,
          `--user-data-dir=${path.join(dir, 'profile')}`,
          '--no-pdf-header-footer',
          `--print-to-pdf=${out}`,
          `file://${source}`,
        ],
        { stdio: ['ignore', 'ignore', 'ignore'] },
      );
      const bytes = (await stat(out)).size;
      const pdf = (await readFile(out)).toString('latin1');
      const pages = pdf.match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;
      total += bytes;
      console.log(`${path.relative(ROOT, out)}: ${pages} pages, ${(bytes / 1024).toFixed(1)} KB`);
      if (pages !== doc.pages.length)
        throw new Error(`${doc.file}: expected ${doc.pages.length} pages, got ${pages}`);
      if (bytes > MAX_BYTES_PER_FILE)
        throw new Error(`${doc.file}: ${bytes} bytes is over ${MAX_BYTES_PER_FILE}`);
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  console.log(`total ${(total / 1024).toFixed(1)} KB`);
  if (total > MAX_BYTES_TOTAL) throw new Error(`${total} bytes in all is over ${MAX_BYTES_TOTAL}`);
}

await main();
