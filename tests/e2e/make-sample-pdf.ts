/**
 * Makes the document viewer's sample: a fictional 20-page trust contract (信托合同) in Chinese,
 * printed from an HTML template by Debian's Chromium, so the PDF carries a real embedded CJK font
 * subset as contracts from the backend do. The font is Noto Sans CJK SC converted to TrueType
 * outlines by sample-pdf-font.py (Debian: fonts-noto-cjk, python3-fonttools), which keeps the
 * file small (see there).
 *
 *   node tests/e2e/make-sample-pdf.ts        # writes src/dev/gallery/assets/trust-contract-sample.pdf
 *
 * Every name, number and clause in it is invented. The script checks the page count and the
 * size (< 300 KB) and fails otherwise, so a template change cannot silently break the demo or
 * the e2e test that counts on 20 pages.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './support/browser.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const OUT = path.join(ROOT, 'src/dev/gallery/assets/trust-contract-sample.pdf');
const PAGES = 20;
const MAX_BYTES = 300 * 1024;

const TRUSTEE = '华信安达信托有限责任公司（示例）';
const PRODUCT = '安达稳盈 1 号集合资金信托计划（示例）';

/** Chapters 2..19 of the body; page 1 is the cover, page 20 the signature page. */
const CHAPTERS: { title: string; clauses: string[] }[] = [
  {
    title: '第一章 释义',
    clauses: [
      '除非本合同另有约定，本合同中的“委托人”指以其合法所有的资金认购本信托计划信托单位的合格投资者。',
      '“受托人”指' + TRUSTEE + '，即依照信托文件管理、运用和处分信托财产的信托公司。',
      '“信托单位”指用于计算、衡量委托人认购的信托财产份额的计量单位，每份信托单位面值人民币 1.00 元。',
      '“工作日”指中华人民共和国法定节假日和休息日以外的、商业银行对公营业的日期。',
    ],
  },
  {
    title: '第二章 信托目的',
    clauses: [
      '委托人基于对受托人的信任，自愿将其合法所有的资金委托给受托人，由受托人按照本合同约定管理、运用和处分。',
      '受托人以自己的名义，为受益人的利益进行管理，在控制风险的前提下，力求信托财产的稳健增值。',
      '本信托计划不承诺保本，亦不承诺最低收益，委托人应充分知悉并自愿承担投资风险。',
    ],
  },
  {
    title: '第三章 信托计划的基本要素',
    clauses: [
      '信托计划名称：' + PRODUCT + '。',
      '信托计划规模：不超过人民币 30,000.00 万元，受托人有权根据募集情况调整实际规模。',
      '信托期限：自信托计划成立之日起 24 个月，满足本合同约定条件时可提前终止或延期。',
      '认购起点：自然人委托人认购金额不低于人民币 100.00 万元，超过部分须为 1.00 万元的整数倍。',
    ],
  },
  {
    title: '第四章 信托财产',
    clauses: [
      '信托财产包括委托人交付的资金，以及受托人因管理、运用、处分该资金而取得的财产。',
      '信托财产与受托人的固有财产相区别，受托人不得将信托财产归入其固有财产。',
      '除法律规定的情形外，对信托财产不得强制执行；受托人管理不同委托人的信托财产所产生的债权债务，不得相互抵销。',
    ],
  },
  {
    title: '第五章 信托财产的管理与运用',
    clauses: [
      '受托人将信托资金用于认购债券、货币市场工具以及法律法规允许投资的其他金融产品。',
      '信托资金闲置期间，受托人可将其存放于保管银行或投资于高流动性的现金管理类产品。',
      '受托人不得将信托财产用于非法集资、违规担保或其他违反法律法规的用途。',
      '受托人应当建立风险管理制度，对投资组合进行持续监控，并按约定进行风险预警。',
    ],
  },
  {
    title: '第六章 信托单位的认购',
    clauses: [
      '委托人应在推介期内签署本合同、风险申明书及认购风险申明，并将认购资金足额划入信托财产专户。',
      '认购资金在推介期内产生的利息，按同期活期存款利率计算，于信托计划成立后折算为信托单位。',
      '委托人的认购申请以受托人实际收到认购资金并确认为准，受托人有权拒绝不符合条件的认购。',
    ],
  },
  {
    title: '第七章 信托计划的成立',
    clauses: [
      '推介期届满且认购资金达到最低成立规模时，受托人宣布信托计划成立并在指定网站公告。',
      '若推介期届满未能成立，受托人应在 10 个工作日内将认购资金及同期利息返还委托人。',
      '信托计划成立后，受托人将向委托人出具信托单位确认书，作为其享有信托受益权的凭证。',
    ],
  },
  {
    title: '第八章 委托人的权利与义务',
    clauses: [
      '委托人有权了解其信托财产的管理、运用、处分及收支情况，并有权要求受托人作出说明。',
      '委托人有权查阅、抄录或者复制与其信托财产有关的信托账目以及处理信托事务的其他文件。',
      '委托人应保证其交付的信托资金来源合法，且不存在非法汇集他人资金参与信托计划的情形。',
      '委托人应按照受托人的要求如实提供身份证明、资产证明等资料，并在信息变更时及时告知。',
    ],
  },
  {
    title: '第九章 受托人的权利与义务',
    clauses: [
      '受托人有权依照本合同约定收取信托报酬，并以信托财产承担处理信托事务所支出的费用。',
      '受托人应当恪尽职守，履行诚实、信用、谨慎、有效管理的义务，为受益人的最大利益处理信托事务。',
      '受托人应当妥善保存处理信托事务的完整记录，保存期自信托计划终止之日起不少于十五年。',
      '受托人对委托人、受益人以及处理信托事务的情况和资料负有依法保密的义务。',
    ],
  },
  {
    title: '第十章 受益人的权利与义务',
    clauses: [
      '本信托为自益信托，委托人即为受益人，享有按照本合同约定取得信托利益的权利。',
      '受益人可以依照本合同约定转让其信托受益权，受让人应为符合规定的合格投资者。',
      '受益人转让信托受益权的，应与受让人共同到受托人处办理转让登记手续，未经登记不得对抗受托人。',
    ],
  },
  {
    title: '第十一章 信托利益的计算与分配',
    clauses: [
      '信托利益按信托单位净值计算，受托人于每个估值日计算信托单位净值，精确到小数点后 4 位。',
      '受托人于每个分配日，将可分配的信托利益划付至受益人指定的银行账户，划付时间以银行实际到账为准。',
      '业绩比较基准仅供受益人参考，不构成受托人对信托利益的承诺或保证。',
      '受益人应自行申报和缴纳与信托利益有关的税费，法律法规要求受托人代扣代缴的除外。',
    ],
  },
  {
    title: '第十二章 信托费用与税费',
    clauses: [
      '信托费用包括受托人报酬、保管费、审计费、律师费、信息披露费以及其他合理费用。',
      '受托人报酬按信托财产净值的 0.80% / 年计提，保管费按 0.05% / 年计提，按日累计、按季支付。',
      '因受托人违背管理职责或处理信托事务不当而产生的费用，由受托人以其固有财产承担。',
    ],
  },
  {
    title: '第十三章 信息披露',
    clauses: [
      '受托人应于每个季度结束后 10 个工作日内，向受益人披露信托资金管理报告。',
      '发生可能对信托财产造成重大影响的事项时，受托人应在知悉后 3 个工作日内向受益人披露。',
      '信息披露通过受托人官方网站、手机应用或受益人认可的其他方式进行，受益人应及时查阅。',
    ],
  },
  {
    title: '第十四章 风险揭示',
    clauses: [
      '市场风险：利率、汇率及证券价格的波动可能导致信托财产价值下降。',
      '信用风险：交易对手或所投资产品的发行人可能发生违约，导致信托财产遭受损失。',
      '流动性风险：信托存续期间受益人原则上不得赎回，信托受益权的转让亦可能受到限制。',
      '管理风险：受托人的管理水平、判断能力等因素可能影响信托财产的收益水平。',
    ],
  },
  {
    title: '第十五章 信托的变更与终止',
    clauses: [
      '经受益人大会决议，受托人可以变更信托财产的管理方式，但不得损害受益人的合法权益。',
      '信托期限届满、信托目的已经实现或不能实现时，信托计划终止。',
      '信托计划终止后，受托人应在 10 个工作日内完成清算，并将信托财产分配给受益人。',
    ],
  },
  {
    title: '第十六章 违约责任',
    clauses: [
      '任何一方违反本合同约定，给对方造成损失的，应当承担相应的赔偿责任。',
      '因不可抗力导致本合同不能履行的，根据不可抗力的影响，部分或者全部免除责任。',
      '受托人违反信托目的处分信托财产的，受益人有权申请撤销该处分行为，并要求受托人恢复信托财产的原状。',
    ],
  },
  {
    title: '第十七章 争议解决',
    clauses: [
      '本合同的订立、效力、解释、履行及争议的解决，均适用中华人民共和国法律。',
      '因本合同引起的或与本合同有关的任何争议，双方应友好协商解决；协商不成的，提交受托人所在地人民法院诉讼解决。',
      '争议解决期间，除争议事项外，双方应当继续履行本合同的其他条款。',
    ],
  },
  {
    title: '第十八章 其他事项',
    clauses: [
      '本合同自委托人签字、受托人盖章之日起成立，自信托计划成立之日起生效。',
      '本合同一式三份，委托人执一份，受托人执两份，每份具有同等法律效力。',
      '本合同以电子方式签署的，与纸质合同具有同等法律效力。本文件为演示样本，不构成任何要约。',
    ],
  },
];

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

function page(number: number, body: string): string {
  return `<section class="page"><div class="body">${body}</div><footer>${escape(PRODUCT)} · 信托合同 · 第 ${number} 页 / 共 ${PAGES} 页</footer></section>`;
}

function html(fontUrl: string): string {
  let article = 0;
  const cover = page(
    1,
    `<p class="code">合同编号：HXAD-XT-2024-000001（示例）</p>
     <h1>${escape(PRODUCT)}</h1><h2>信托合同</h2>
     <p class="center">受托人：${escape(TRUSTEE)}</p>
     <p class="center">委托人：张**（证件号码 110***********1234）</p>
     <p class="notice">重要提示：本合同为演示样本，所有名称、数字与条款均为虚构。委托人签署前应仔细阅读全部条款，特别是加粗的风险揭示条款。</p>`,
  );
  const chapters = CHAPTERS.map((chapter, index) =>
    page(
      index + 2,
      `<h3>${escape(chapter.title)}</h3>` +
        chapter.clauses
          .map((clause) => `<p><b>第${toChineseNumber(++article)}条</b> ${escape(clause)}</p>`)
          .join(''),
    ),
  );
  const signatures = page(
    PAGES,
    `<h3>签署页</h3>
     <p>（本页无正文，为《${escape(PRODUCT)}信托合同》之签署页）</p>
     <table><tr><td>委托人（签字）：</td><td class="line"></td></tr>
     <tr><td>签署日期：</td><td class="line">2024 年 6 月 28 日</td></tr>
     <tr><td>受托人（盖章）：</td><td class="line">${escape(TRUSTEE)}</td></tr>
     <tr><td>法定代表人或授权代表：</td><td class="line"></td></tr></table>
     <p class="notice">本页为合同末页。阅读至此，表示您已浏览合同全文。</p>`,
  );
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><style>
    @font-face { font-family: 'Sample CJK'; src: url('${fontUrl}') format('truetype'); }
    @page { size: A4; margin: 0; }
    * { box-sizing: border-box; }
    body { margin: 0; font-family: 'Sample CJK', sans-serif; color: #222; }
    /* No bold: Chromium draws synthetic bold as Type 3 glyphs, which triples the file. */
    h1, h2, h3, b { font-weight: 400; }
    b { color: #000; }
    .page { width: 210mm; height: 297mm; padding: 22mm 20mm 16mm; position: relative; break-after: page; overflow: hidden; }
    .page:last-child { break-after: auto; }
    footer { position: absolute; bottom: 10mm; left: 20mm; right: 20mm; text-align: center; font-size: 9pt; color: #666; }
    h1 { margin-top: 60mm; text-align: center; font-size: 20pt; }
    h2 { text-align: center; font-size: 26pt; letter-spacing: 8pt; margin-bottom: 40mm; }
    h3 { font-size: 15pt; text-align: center; margin: 0 0 8mm; }
    p { font-size: 12pt; line-height: 1.9; text-indent: 2em; margin: 0 0 4mm; }
    .center, .code { text-indent: 0; text-align: center; }
    .code { text-align: right; font-size: 10pt; }
    .notice { margin-top: 20mm; border: 1px solid #999; padding: 4mm; text-indent: 0; font-size: 10.5pt; }
    table { width: 100%; margin-top: 15mm; font-size: 12pt; border-collapse: collapse; }
    td { padding: 6mm 0; } td.line { border-bottom: 1px solid #333; width: 60%; }
  </style></head><body>${[cover, ...chapters, signatures].join('')}</body></html>`;
}

function toChineseNumber(n: number): string {
  const digits = '零一二三四五六七八九';
  if (n < 10) return digits[n] ?? '';
  const tens = Math.floor(n / 10);
  const ones = n % 10;
  return `${tens === 1 ? '' : (digits[tens] ?? '')}十${ones ? (digits[ones] ?? '') : ''}`;
}

async function main() {
  if (CHAPTERS.length !== PAGES - 2) throw new Error(`need ${PAGES - 2} chapters, have ${CHAPTERS.length}`);
  const dir = await mkdtemp(path.join(tmpdir(), 'sample-pdf-'));
  try {
    // Every character of the template (CSS included: a few extra Latin glyphs cost nothing).
    const font = path.join(dir, 'sample-cjk.ttf');
    execFileSync('/usr/bin/python3', [path.join(import.meta.dirname, 'sample-pdf-font.py'), font], {
      input: html(''),
      stdio: ['pipe', 'ignore', 'inherit'],
    });
    const source = path.join(dir, 'contract.html');
    await writeFile(source, html(`file://${font}`));
    execFileSync(
      CHROMIUM_PATH,
      [
        ...CHROMIUM_FLAGS,
        `--user-data-dir=${path.join(dir, 'profile')}`,
        '--no-pdf-header-footer',
        `--print-to-pdf=${OUT}`,
        `file://${source}`,
      ],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  const bytes = (await stat(OUT)).size;
  const pdf = (await readFile(OUT)).toString('latin1');
  const pages = pdf.match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;
  console.log(`${path.relative(ROOT, OUT)}: ${pages} pages, ${(bytes / 1024).toFixed(1)} KB`);
  if (pages !== PAGES) throw new Error(`expected ${PAGES} pages, got ${pages}`);
  if (bytes >= MAX_BYTES) throw new Error(`${bytes} bytes is over the ${MAX_BYTES}-byte budget`);
}

await main();
