import Big from 'big.js';
import { http, HttpResponse } from 'msw';
import { STORY_PRODUCTS } from '@mocks/db/seed/story';
import { productDetailSeeds, type ProductDetailSeed, type StoryCode } from './catalog';
import {
  DOCUMENT_TYPE_NAMES,
  findDocumentByFileId,
  REPORT_TYPE_NAMES,
  type DisclosureReport,
  type ProductDocument,
} from './documents';
import { writePdf, type PdfBlock, type PdfPage } from './pdf-writer';

/** The file-preview path (product spec, section 7), as mocks/domains/file serves it. */
const FILE_PREVIEW_PATH = '/xtmk/apph5/appgw/crm/file/preview';

const RISK_NAMES = { R1: '低风险', R2: '中低风险', R3: '中风险', R4: '中高风险', R5: '高风险' } as const;

const wan = (amount: string) => `${new Big(amount).div(10000).toFixed(0)}万元`;

interface Facts {
  productCode: string;
  productName: string;
  riskLevel: keyof typeof RISK_NAMES;
  seed: ProductDetailSeed;
}

function factsOf(productCode: string): Facts | undefined {
  const story = STORY_PRODUCTS.find((p) => p.productCode === productCode);
  if (!story) return undefined;
  const seed = productDetailSeeds()[story.productCode as StoryCode];
  return { productCode, productName: story.productName, riskLevel: story.riskLevel, seed };
}

const p = (text: string): PdfBlock => ({ kind: 'paragraph', text });
const h = (text: string): PdfBlock => ({ kind: 'heading', text });
const f = (label: string, value: string): PdfBlock => ({ kind: 'fact', text: `${label}：${value}` });

function keyFacts(facts: Facts): PdfBlock[] {
  const { seed } = facts;
  const tiers = seed.benchmarkTiers
    .map((t) => `${wan(t.minAmount)}（含）${t.maxAmount ? `至${wan(t.maxAmount)}` : '以上'} ${t.rate}%/年`)
    .join('；');
  return [
    f('信托计划名称', facts.productName),
    f('产品代码', facts.productCode),
    f('风险等级', `${facts.riskLevel}（${RISK_NAMES[facts.riskLevel]}）`),
    f('信托期限', seed.termText),
    f('认购起点', `${wan(seed.minAmount)}，超出部分以${wan(seed.stepAmount)}的整数倍递增`),
    ...(tiers ? [f('业绩比较基准', tiers)] : []),
    ...(seed.benchmarkName ? [f('业绩比较基准', seed.benchmarkName)] : []),
    f('收益分配', seed.distribution),
    f('受托人', seed.trustee),
    f('保管人', seed.custodian),
    ...(seed.adviser ? [f('投资顾问', seed.adviser)] : []),
  ];
}

/** Sections of a product document; one per page after the first. */
function documentSections(doc: ProductDocument, facts: Facts): PdfBlock[][] {
  const name = facts.productName;
  const common: PdfBlock[][] = [
    [
      h('一、信托目的'),
      p(
        `委托人基于对受托人的信任，自愿将其合法所有的资金委托给受托人，由受托人以自己的名义，为受益人的利益，按照本信托文件的约定管理、运用和处分信托财产。`,
      ),
      p(
        '本信托计划不承诺保本，亦不承诺最低收益。业绩比较基准不代表信托计划未来表现，不构成受托人对信托利益的承诺或保证。',
      ),
    ],
    [
      h('二、信托财产的管理、运用和处分'),
      p(
        `受托人将${name}项下的信托资金按照信托文件约定的投资范围和投资限制进行管理运用，并在保管人处开立信托财产专户，实行专户管理、独立核算。`,
      ),
      p(
        '受托人应当恪尽职守，履行诚实、信用、谨慎、有效管理的义务，定期向委托人和受益人披露信托事务处理情况。',
      ),
    ],
    [
      h('三、信托利益的计算和分配'),
      p(`信托利益按照${facts.seed.distribution}的方式分配至受益人预留的银行账户。`),
      p(
        '受托人以信托财产为限向受益人支付信托利益。受托人因处理信托事务所支出的费用、对第三人所负债务，以信托财产承担。',
      ),
    ],
    [
      h('四、风险揭示与承担'),
      p(
        '信托计划可能面临市场风险、信用风险、流动性风险、管理风险、操作风险及其他不可抗力风险，上述风险可能导致信托财产遭受损失。',
      ),
      p(
        '受托人依据信托文件管理信托财产所产生的风险，由信托财产承担。受托人违背信托文件、处理信托事务不当致使信托财产受到损失的，由受托人以固有财产赔偿。',
      ),
    ],
    [
      h('五、信托的变更与终止'),
      p(
        '信托期限届满、信托目的已经实现或者不能实现、全体受益人与受托人协商一致，或者法律法规规定的其他情形出现时，信托计划终止。',
      ),
      p('信托计划终止后，受托人应当在十个工作日内编制清算报告，并按照信托文件约定的方式向受益人披露。'),
    ],
    [
      h('六、争议解决'),
      p(
        '因本信托文件引起的或与之有关的任何争议，由各方协商解决；协商不成的，任何一方均可向受托人住所地有管辖权的人民法院提起诉讼。',
      ),
      { kind: 'note', text: '委托人（签字）：______________    受托人（盖章）：华信信托股份有限公司' },
    ],
  ];
  if (doc.docType === 'RISK_DECLARATION' || doc.docType === 'RISK_DISCLOSURE') {
    return [
      [
        h('重要提示'),
        p(
          '信托公司管理信托财产应恪尽职守，履行诚实、信用、谨慎、有效管理的义务。信托公司依据信托计划文件管理信托财产所产生的风险，由信托财产承担。',
        ),
        p(
          `本信托计划风险等级为${facts.riskLevel}（${RISK_NAMES[facts.riskLevel]}），适合风险承受能力与之相匹配的合格投资者。`,
        ),
      ],
      [
        h('委托人声明'),
        p(
          '本人已认真阅读并充分理解信托合同、信托计划说明书及本文件的全部内容，已知悉本信托计划的风险，自愿承担投资风险。',
        ),
        p('本人保证认购资金为本人合法所有的自有资金，不存在使用贷款、发行债券等筹集的非自有资金投资的情形。'),
        { kind: 'note', text: '委托人（签字）：______________    日期：______年____月____日' },
      ],
    ];
  }
  return common;
}

function reportSections(report: DisclosureReport, facts: Facts): PdfBlock[][] {
  const name = facts.productName;
  const first = [p(report.summary)];
  switch (report.reportType) {
    case 'QUARTERLY':
    case 'ANNUAL':
      return [
        [
          ...first,
          h('一、信托计划基本情况'),
          p(
            `${name}由${facts.seed.trustee}担任受托人，${facts.seed.custodian}担任保管人。报告期内，信托计划运行正常，未发生影响信托财产安全的重大事项。`,
          ),
        ],
        [
          h('二、信托财产管理运用情况'),
          p('报告期内，受托人按照信托文件约定的投资范围管理运用信托财产，各项投资比例符合信托文件的约定。'),
          p(
            '受托人对交易对手的经营状况、还款来源及担保措施进行持续跟踪，未发现可能影响信托利益实现的风险事项。',
          ),
        ],
        [
          h('三、信托利益分配情况'),
          p(
            `报告期内，受托人按照“${facts.seed.distribution}”的约定向受益人分配信托利益，分配款项均已按时划付至受益人预留账户。`,
          ),
          h('四、风险提示'),
          p('业绩比较基准不代表信托计划的未来表现，过往业绩不预示其未来表现，敬请投资者关注投资风险。'),
        ],
        [
          h('五、审计情况（年度）'),
          p('信托计划年度财务报告已经会计师事务所审计，并出具标准无保留意见的审计报告。'),
          p('受托人承诺本报告所载资料不存在虚假记载、误导性陈述或重大遗漏。'),
        ],
      ];
    default:
      return [
        [
          ...first,
          p(`特此公告。如有疑问，请联系您的理财经理或拨打华信信托客户服务热线400-820-8888。`),
          p('受托人提醒投资者：信托计划不承诺保本及最低收益，投资者应自行承担投资风险。'),
        ],
      ];
  }
}

/** The pages of a document or disclosure: as many as its entry says (pageCount). */
export function pagesOf(file: ProductDocument | DisclosureReport): PdfPage[] | undefined {
  const facts = factsOf(file.productCode);
  if (!facts) return undefined;
  const isReport = 'reportType' in file;
  const typeName = isReport ? REPORT_TYPE_NAMES[file.reportType] : DOCUMENT_TYPE_NAMES[file.docType];
  const sections = isReport ? reportSections(file, facts) : documentSections(file, facts);
  const head: PdfBlock[] = [
    { kind: 'title', text: file.title },
    { kind: 'note', text: `${typeName} · 发布日期 ${file.publishDate}` },
    ...(isReport ? [] : keyFacts(facts)),
  ];
  const pages: PdfPage[] = [];
  for (let i = 0; i < file.pages; i += 1) {
    const section = sections[i % sections.length] ?? [];
    pages.push({ blocks: i === 0 ? [...head, ...section] : section });
  }
  const last = pages[pages.length - 1];
  last?.blocks.push({ kind: 'note', text: `华信信托股份有限公司    ${file.publishDate}` });
  return pages;
}

/** The PDF of a product document or disclosure by fileId, or undefined for another file. */
export function productFilePdf(fileId: string): Uint8Array<ArrayBuffer> | undefined {
  const file = findDocumentByFileId(fileId);
  if (!file) return undefined;
  const pages = pagesOf(file);
  if (!pages) return undefined;
  return writePdf({
    pages,
    title: file.title,
    header: `华信信托股份有限公司 · ${file.title}`,
    footer: file.title,
  });
}

/**
 * The product domain's documents (FDOC-…) and disclosures (FRPT-…) on the preview path, each a
 * PDF of its own (./pdf-writer.ts). Other fileIds fall through to the next file handler.
 */
export const productFileHandlers = [
  http.get(`*${FILE_PREVIEW_PATH}`, ({ request }) => {
    const fileId = new URL(request.url).searchParams.get('fileId') ?? '';
    if (!fileId.startsWith('FDOC-') && !fileId.startsWith('FRPT-')) return undefined;
    const pdf = productFilePdf(fileId);
    if (!pdf) return new HttpResponse(null, { status: 404, statusText: 'Not Found' });
    return new HttpResponse(pdf, {
      headers: { 'Content-Type': 'application/pdf', 'Cache-Control': 'private, max-age=300' },
    });
  }),
];
