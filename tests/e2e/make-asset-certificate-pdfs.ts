/**
 * Makes the asset certificates (资产证明) the mock serves: one in Chinese, one in English, for the
 * demo investor 张伟 as of 2026-11-21, printed from an HTML template by Debian's Chromium with an
 * embedded CJK font subset (as make-sample-pdf.ts does; the font comes from sample-pdf-font.py).
 * The figures are the asset-proof mock's (mocks/domains/asset-proof/seed.ts): the six products
 * held on that day and their total. Each page carries a 演示样本 / SAMPLE watermark: the mock serves
 * these two files for every certificate it issues, whatever date and products were chosen.
 *
 *   node tests/e2e/make-asset-certificate-pdfs.ts
 *     # writes mocks/domains/asset-proof/assets/asset-certificate-{zh,en}.pdf
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './support/browser.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const OUT_DIR = path.join(ROOT, 'mocks/domains/asset-proof/assets');
const MAX_BYTES = 120 * 1024;

const COMPANY = '华信信托股份有限公司';
const COMPANY_EN = 'Huaxin Trust Co., Ltd.';
const CERT_NO = 'ZM202611220001';

interface Row {
  name: string;
  nameEn: string;
  basis: string;
  basisEn: string;
  amount: string;
}

/** The demo investor's holdings on 2026-11-21 (the mock's seed; amounts in yuan). */
const ROWS: Row[] = [
  {
    name: '鑫享稳健1号集合资金信托计划',
    nameEn: 'Xinxiang Wenjian No.1 Collective Fund Trust Plan',
    basis: '投资本金',
    basisEn: 'Principal',
    amount: '3,000,000.00',
  },
  {
    name: '华信恒远3号集合资金信托计划',
    nameEn: 'Huaxin Hengyuan No.3 Collective Fund Trust Plan',
    basis: '投资本金',
    basisEn: 'Principal',
    amount: '1,000,000.00',
  },
  {
    name: '华信安泰5号集合资金信托计划',
    nameEn: 'Huaxin Antai No.5 Collective Fund Trust Plan',
    basis: '投资本金',
    basisEn: 'Principal',
    amount: '1,000,000.00',
  },
  {
    name: '华信价值精选1号证券投资集合资金信托计划',
    nameEn: 'Huaxin Value Select No.1 Securities Investment Collective Fund Trust Plan',
    basis: '参考市值（1,200,000.00份 × 1.1860）',
    basisEn: 'Market value (1,200,000.00 units × NAV 1.1860)',
    amount: '1,423,200.00',
  },
  {
    name: '华信现金宝1号现金管理信托计划',
    nameEn: 'Huaxin Cash Treasure No.1 Cash Management Trust Plan',
    basis: '参考市值（500,000.00份 × 1.0000）',
    basisEn: 'Market value (500,000.00 units × NAV 1.0000)',
    amount: '500,000.00',
  },
  {
    name: '华信传家1号家族信托',
    nameEn: 'Huaxin Heritage No.1 Family Trust',
    basis: '信托财产估值（2026-09-30）',
    basisEn: 'Trust property valuation (2026-09-30)',
    amount: '32,856,400.00',
  },
];
const TOTAL = '39,779,600.00';
const TOTAL_CAPITALS = '叁仟玖佰柒拾柒万玖仟陆佰元整';

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

/** The company seal: a red ring, the name along the upper arc, a star, the seal's purpose below. */
function seal(purpose: string): string {
  return `<svg class="seal" viewBox="0 0 200 200" aria-hidden="true">
    <defs><path id="arc" d="M 30 110 A 72 72 0 1 1 170 110"/></defs>
    <circle cx="100" cy="100" r="92" fill="none" stroke="#d0021b" stroke-width="6"/>
    <text fill="#d0021b" font-size="21" letter-spacing="3"><textPath href="#arc" startOffset="50%" text-anchor="middle">${escape(COMPANY)}</textPath></text>
    <polygon fill="#d0021b" points="100,70 108,94 133,94 113,109 121,133 100,118 79,133 87,109 67,94 92,94"/>
    <text x="100" y="160" fill="#d0021b" font-size="15" text-anchor="middle">${escape(purpose)}</text>
  </svg>`;
}

const STYLE = `
  @page { size: A4; margin: 0; }
  * { box-sizing: border-box; }
  body { margin: 0; font-family: 'Sample CJK', sans-serif; color: #222; }
  h1, h2, b, th { font-weight: 400; }
  .page { width: 210mm; height: 297mm; padding: 24mm 20mm 18mm; position: relative; overflow: hidden; }
  .mark { position: absolute; top: 120mm; left: 0; right: 0; text-align: center; font-size: 54pt;
          color: rgba(200, 0, 0, 0.07); transform: rotate(-28deg); letter-spacing: 8pt; }
  .head { border-bottom: 2px solid #8c1d18; padding-bottom: 4mm; display: flex; justify-content: space-between; align-items: flex-end; }
  .brand { font-size: 15pt; color: #8c1d18; }
  .code { font-size: 9.5pt; color: #555; text-align: right; line-height: 1.6; }
  h1 { text-align: center; font-size: 24pt; letter-spacing: 10pt; margin: 14mm 0 10mm; }
  .en h1 { letter-spacing: 3pt; }
  p { font-size: 11.5pt; line-height: 1.9; margin: 0 0 4mm; }
  .lead { text-indent: 2em; }
  .en .lead { text-indent: 0; }
  table { width: 100%; border-collapse: collapse; font-size: 10pt; margin: 4mm 0 3mm; }
  th, td { border: 1px solid #999; padding: 2.2mm 2mm; text-align: left; vertical-align: top; }
  th { background: #f4eeee; }
  td.num, th.num { text-align: right; white-space: nowrap; }
  tfoot td { background: #faf7f7; }
  .notes { font-size: 9.5pt; color: #444; line-height: 1.7; margin-top: 6mm; }
  .notes p { font-size: 9.5pt; line-height: 1.7; margin: 0 0 1.5mm; }
  .sign { position: absolute; right: 24mm; bottom: 40mm; width: 78mm; text-align: center; font-size: 11.5pt; line-height: 2; }
  .seal { position: absolute; width: 44mm; height: 44mm; right: 40mm; bottom: 30mm; opacity: 0.88; }
  footer { position: absolute; bottom: 10mm; left: 20mm; right: 20mm; font-size: 8.5pt; color: #777; text-align: center; }
`;

function chinese(): string {
  const rows = ROWS.map(
    (row, i) =>
      `<tr><td>${i + 1}</td><td>${escape(row.name)}</td><td>${escape(row.basis)}</td><td class="num">${row.amount}</td></tr>`,
  ).join('');
  return `<section class="page">
    <div class="mark">演示样本</div>
    <div class="head"><span class="brand">${COMPANY}</span><span class="code">证明编号：${CERT_NO}<br/>开具日期：2026年11月22日</span></div>
    <h1>资产证明</h1>
    <p class="lead">兹证明 <b>张伟</b>（居民身份证，证件号码 3101**********053X）截至 <b>2026年11月21日</b> 日终，在我公司持有下列信托产品，明细如下：</p>
    <table>
      <thead><tr><th>序号</th><th>产品名称</th><th>金额口径</th><th class="num">金额（人民币元）</th></tr></thead>
      <tbody>${rows}</tbody>
      <tfoot><tr><td colspan="3">合计（大写：人民币${TOTAL_CAPITALS}）</td><td class="num">${TOTAL}</td></tr></tfoot>
    </table>
    <div class="notes">
      <p>说明：</p>
      <p>1. 本证明仅证明上述客户于截止日在我公司的信托产品持有情况，不作为任何担保、质押或转让的依据。</p>
      <p>2. 固定收益类产品按投资本金列示；净值型产品按截止日前最近一期单位净值计算参考市值；家族信托按最近一次信托财产估值列示。</p>
      <p>3. 本证明自开具之日起90日内（至2027年2月20日）可凭证明编号致电客服热线 400-888-6688 核验真伪。</p>
      <p>4. 本证明加盖电子印章，与纸质证明具有同等效力；涂改、复印无效。</p>
    </div>
    <div class="sign">${COMPANY}<br/>（电子印章）<br/>2026年11月22日</div>
    ${seal('资产证明专用章')}
    <footer>本文件为演示样本，所有名称、数字均为虚构。</footer>
  </section>`;
}

function english(): string {
  const rows = ROWS.map(
    (row, i) =>
      `<tr><td>${i + 1}</td><td>${escape(row.nameEn)}</td><td>${escape(row.basisEn)}</td><td class="num">${row.amount}</td></tr>`,
  ).join('');
  return `<section class="page en">
    <div class="mark">SAMPLE</div>
    <div class="head"><span class="brand">${COMPANY_EN}</span><span class="code">Certificate No.: ${CERT_NO}<br/>Date of issue: November 22, 2026</span></div>
    <h1>CERTIFICATE OF ASSETS</h1>
    <p class="lead">This is to certify that <b>ZHANG WEI</b> (PRC Resident Identity Card No. 3101**********053X) held the following trust products with ${COMPANY_EN} as at the close of business on <b>November 21, 2026</b>:</p>
    <table>
      <thead><tr><th>No.</th><th>Product</th><th>Basis</th><th class="num">Amount (CNY)</th></tr></thead>
      <tbody>${rows}</tbody>
      <tfoot><tr><td colspan="3">Total</td><td class="num">CNY ${TOTAL}</td></tr></tfoot>
    </table>
    <div class="notes">
      <p>Notes:</p>
      <p>1. This certificate only states the holdings of the above client with the Company on the date given. It is not a guarantee and may not be used as security, pledge or transfer.</p>
      <p>2. Fixed-income products are stated at principal; NAV products at market value using the latest unit NAV on or before that date; the family trust at its latest valuation of the trust property.</p>
      <p>3. Within 90 days of issue (until February 20, 2027) its authenticity can be confirmed by quoting the certificate number to our service line +86 400-888-6688.</p>
      <p>4. This certificate bears the Company's electronic seal and has the same effect as a paper original. Altered or copied versions are invalid.</p>
    </div>
    <div class="sign">${COMPANY_EN}<br/>(Electronic seal)<br/>November 22, 2026</div>
    ${seal('资产证明专用章')}
    <footer>Sample document: all names and figures are fictional.</footer>
  </section>`;
}

const html = (fontUrl: string, body: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><style>
    @font-face { font-family: 'Sample CJK'; src: url('${fontUrl}') format('truetype'); }
    ${STYLE}</style></head><body>${body}</body></html>`;

async function print(name: string, body: string, dir: string) {
  const font = path.join(dir, `${name}.ttf`);
  execFileSync('/usr/bin/python3', [path.join(import.meta.dirname, 'sample-pdf-font.py'), font], {
    input: html('', body),
    stdio: ['pipe', 'ignore', 'inherit'],
  });
  const source = path.join(dir, `${name}.html`);
  await writeFile(source, html(`file://${font}`, body));
  const out = path.join(OUT_DIR, `asset-certificate-${name}.pdf`);
  execFileSync(
    CHROMIUM_PATH,
    [
      ...CHROMIUM_FLAGS,
      `--user-data-dir=${path.join(dir, `profile-${name}`)}`,
      '--no-pdf-header-footer',
      `--print-to-pdf=${out}`,
      `file://${source}`,
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const bytes = (await stat(out)).size;
  const pages = (await readFile(out)).toString('latin1').match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;
  console.log(`${path.relative(ROOT, out)}: ${pages} page(s), ${(bytes / 1024).toFixed(1)} KB`);
  if (pages !== 1) throw new Error(`expected 1 page, got ${pages}`);
  if (bytes >= MAX_BYTES) throw new Error(`${bytes} bytes is over the ${MAX_BYTES}-byte budget`);
}

const dir = await mkdtemp(path.join(tmpdir(), 'asset-certificate-'));
try {
  await print('zh', chinese(), dir);
  await print('en', english(), dir);
} finally {
  await rm(dir, { recursive: true, force: true });
}
