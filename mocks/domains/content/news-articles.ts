/**
 * The articles of the content domain's news area (P3): a dozen 资讯 in four tabs, research
 * reports with a PDF, and live-stream previews, all of 华信信托股份有限公司 (the one fictional
 * company). AR202406280012 is the contract's example (openapi/paths/content.yaml), so Prism and
 * this mock show the same article. Bodies are CMS HTML with images (the file-preview path, or a
 * small inline SVG) and tables; AR202405080021 also carries hostile markup (a script, an event
 * attribute, a javascript: link, a remote tracking image) that the app must render as text only.
 */
export interface SeedArticle {
  articleId: string;
  title: string;
  summary: string;
  coverFileId?: string;
  categoryCode: string;
  categoryName: string;
  publishDate: string;
  readCount: number;
  source: string;
  author?: string;
  contentHtml: string;
  attachments: { fileId: string; fileName: string; fileType: 'PDF'; fileSize: number }[];
  live?: {
    startTime: string;
    endTime: string;
    hostName: string;
    hostTitle: string;
    liveStatus: 'NOT_STARTED' | 'LIVE' | 'ENDED';
  };
}

export const NEWS_CATEGORIES = {
  COMPANY_NEWS: '公司动态',
  RESEARCH: '投研观点',
  WEALTH_CLASS: '财富课堂',
  RISK_NOTICE: '风险提示',
  RESEARCH_REPORT: '研究报告',
  LIVE: '直播预告',
} as const;
type Category = keyof typeof NEWS_CATEGORIES;

const img = (fileId: string, alt: string) =>
  `<p><img src="/xtmk/apph5/appgw/crm/file/preview?fileId=${fileId}" alt="${alt}"></p>`;

/** A small inline chart (data:image/svg+xml), as CMS editors paste them. */
const barChart = (label: string, values: number[]) => {
  const bars = values
    .map(
      (v, i) =>
        `<rect x='${20 + i * 56}' y='${130 - v * 20}' width='36' height='${v * 20}' fill='%23b8860b'/>`,
    )
    .join('');
  const svg = `<svg xmlns='http://www.w3.org/2000/svg' width='320' height='150'><rect width='320' height='150' fill='%23f7f3ea'/>${bars}</svg>`;
  return `<p><img src="data:image/svg+xml;utf8,${svg}" alt="${label}"></p>`;
};

const table = (head: string[], rows: string[][]) =>
  `<table><thead><tr>${head.map((h) => `<th>${h}</th>`).join('')}</tr></thead><tbody>${rows
    .map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`)
    .join('')}</tbody></table>`;

const article = (
  articleId: string,
  categoryCode: Category,
  publishDate: string,
  readCount: number,
  title: string,
  summary: string,
  contentHtml: string,
  extra: Partial<SeedArticle> = {},
): SeedArticle => ({
  articleId,
  title,
  summary,
  categoryCode,
  categoryName: NEWS_CATEGORIES[categoryCode],
  publishDate,
  readCount,
  source: '华信信托',
  contentHtml,
  attachments: [],
  ...extra,
});

export const HOSTILE_ARTICLE_ID = 'AR202405080021';

export const SEED_ARTICLES: readonly SeedArticle[] = [
  article(
    'AR202406280012',
    'COMPANY_NEWS',
    '2024-06-28',
    3521,
    '华信信托荣获2024年度“卓越财富管理信托公司”奖',
    '6月27日，华信信托在第十届中国财富管理论坛上获评“卓越财富管理信托公司”。',
    [
      '<p>6月27日，由中国财富管理50人论坛主办的第十届中国财富管理论坛在上海举行，华信信托股份有限公司获评“卓越财富管理信托公司”。</p>',
      img('F202406280004', '颁奖现场'),
      '<h3>近三年财富管理业务概况</h3>',
      table(
        ['年度', '服务客户（户）', '存续家族信托（单）'],
        [
          ['2021年', '18,600', '412'],
          ['2022年', '21,350', '586'],
          ['2023年', '24,980', '763'],
        ],
      ),
      '<p>如需了解家族信托服务，请致电客服热线 <a href="tel:4008208888">400-820-8888</a>。</p>',
    ].join(''),
    { coverFileId: 'F202406280001', author: '品牌管理部' },
  ),
  article(
    'AR202406250008',
    'RESEARCH',
    '2024-06-25',
    2874,
    '2024年下半年宏观经济与资产配置展望',
    '投研团队认为，下半年利率中枢仍有下行空间，固收类资产配置价值凸显。',
    [
      '<p>上半年国内经济延续恢复态势，物价温和，货币政策保持稳健偏宽松。我们认为下半年利率中枢仍有下行空间。</p>',
      '<h3>大类资产配置建议</h3>',
      table(
        ['资产类别', '观点', '建议配置比例'],
        [
          ['固定收益类', '超配', '55%'],
          ['权益类', '标配', '25%'],
          ['另类资产', '低配', '10%'],
          ['现金管理', '标配', '10%'],
        ],
      ),
      barChart('近五年10年期国债收益率（%）', [3.2, 3.0, 2.8, 2.6, 2.3]),
      '<p>以上观点仅供参考，不构成投资建议。市场有风险，投资需谨慎。</p>',
    ].join(''),
    { coverFileId: 'F202406250003', author: '研究发展部' },
  ),
  article(
    'AR202406200005',
    'RISK_NOTICE',
    '2024-06-20',
    5210,
    '关于防范不法分子冒用我司名义进行非法集资的风险提示',
    '我司从未通过个人账户收取信托资金，请投资者通过官方渠道核实产品信息。',
    [
      '<p>近期，有不法分子冒用华信信托名义，通过微信群、短视频平台宣传所谓“高收益信托产品”。我司郑重提示：</p>',
      '<ol><li>我司从未通过任何个人账户收取信托资金；</li><li>信托产品仅面向合格投资者，不会公开宣传或承诺保本保收益；</li>',
      '<li>产品信息请通过本App、官方网站或客服热线 <a href="tel:4008208888">400-820-8888</a> 核实。</li></ol>',
      '<p>如发现可疑情况，请立即向当地公安机关报案。</p>',
    ].join(''),
    { author: '消费者权益保护部' },
  ),
  article(
    'AR202406180003',
    'WEALTH_CLASS',
    '2024-06-18',
    1966,
    '家族信托：财富传承的法律安排与常见问题',
    '',
    [
      '<p>家族信托是委托人将财产交给信托公司，由其按委托人的意愿为受益人管理和分配财产的法律安排。</p>',
      '<h3>家族信托与家庭服务信托</h3>',
      table(
        ['项目', '家族信托', '家庭服务信托'],
        [
          ['设立门槛', '1000万元起', '100万元起'],
          ['期限', '通常10年以上', '不少于5年'],
          ['投资范围', '可定制', '标准化产品、公募产品'],
        ],
      ),
      '<p>委托人不得为唯一受益人。设立前请与您的专属财富顾问充分沟通。</p>',
    ].join(''),
    { coverFileId: 'F202406180002', author: '家族办公室' },
  ),
  article(
    'AR202406120011',
    'COMPANY_NEWS',
    '2024-06-12',
    1420,
    '华信信托与上海市慈善基金会签署慈善信托合作协议',
    '双方将设立“华信·助学”慈善信托，首期规模1000万元，用于资助中西部地区困难学生。',
    [
      '<p>6月11日，华信信托与上海市慈善基金会在陆家嘴签署慈善信托合作协议，首期规模人民币1000万元。</p>',
      img('F202406120002', '签约仪式'),
      '<p>该慈善信托由华信信托担任受托人，资金由托管银行独立保管，收支情况按季度公开披露。</p>',
    ].join(''),
    { coverFileId: 'F202406120001' },
  ),
  article(
    'AR202406050007',
    'RESEARCH',
    '2024-06-05',
    1688,
    '资管新规过渡期后，固收类信托产品如何选？',
    '从底层资产、期限和流动性三个维度看固收类信托产品。',
    [
      '<p>资管新规实施后，信托产品全面净值化，打破刚性兑付。投资者选择固收类产品时，可关注以下三点：</p>',
      '<ul><li>底层资产：债券、存款等标准化资产占比；</li><li>期限匹配：产品期限与自身资金使用计划是否匹配；</li><li>流动性安排：开放日、赎回规则与到账时间。</li></ul>',
    ].join(''),
    { coverFileId: 'F202406050001', author: '研究发展部' },
  ),
  article(
    'AR202405300004',
    'WEALTH_CLASS',
    '2024-05-30',
    2315,
    '什么是合格投资者？一文读懂认定标准',
    '两年以上投资经历，家庭金融净资产不低于300万元，或家庭金融资产不低于500万元，或近3年年均收入不低于40万元。',
    [
      '<p>根据《关于规范金融机构资产管理业务的指导意见》，自然人合格投资者需具有2年以上投资经历，且满足以下条件之一：</p>',
      table(
        ['条件', '标准'],
        [
          ['家庭金融净资产', '不低于300万元'],
          ['家庭金融资产', '不低于500万元'],
          ['近3年本人年均收入', '不低于40万元'],
        ],
      ),
      '<p>认购时，单只固定收益类产品不低于30万元，混合类不低于40万元，权益类不低于100万元。</p>',
    ].join(''),
    { coverFileId: 'F202405300002' },
  ),
  article(
    'AR202405220009',
    'RISK_NOTICE',
    '2024-05-22',
    980,
    '关于警惕“代理维权”骗局的风险提示',
    '所谓“代理维权”“退费挽损”机构往往收取高额费用，请通过正规渠道维护自身权益。',
    [
      '<p>近期出现自称可“代理维权、全额退款”的机构，以收取前期费用为名骗取钱财。我司提醒投资者：</p>',
      '<p>如对产品或服务有异议，请通过本App“投诉建议”或客服热线 <a href="tel:4008208888">400-820-8888</a> 反映，我司将在15个工作日内答复。</p>',
    ].join(''),
  ),
  article(
    'AR202405150006',
    'COMPANY_NEWS',
    '2024-05-15',
    1204,
    '华信信托2023年度社会责任报告发布',
    '报告期内，公司慈善信托新增备案12单，绿色信托存续规模达128亿元。',
    [
      '<p>华信信托正式发布《2023年度社会责任报告》，全面披露公司在服务实体经济、绿色金融、消费者权益保护等方面的实践。</p>',
      barChart('绿色信托存续规模（亿元，2019—2023）', [1.2, 2.5, 3.4, 4.6, 5.5]),
    ].join(''),
    { coverFileId: 'F202405150001', author: '董事会办公室' },
  ),
  article(
    HOSTILE_ARTICLE_ID,
    'WEALTH_CLASS',
    '2024-05-08',
    864,
    '信托收益分配的三种方式，您了解吗？',
    '按期分配、到期一次性分配、按净值赎回：不同方式对应不同的现金流安排。',
    [
      '<p>信托产品的收益分配方式主要有按期分配、到期一次性分配和按净值赎回三种。</p>',
      // A compromised CMS would send markup like this; the app must show only the text.
      '<script>window.__articleScriptRan = true</script>',
      '<p><img src="/xtmk/apph5/appgw/crm/file/preview?fileId=F202405080002" onerror="window.__articleScriptRan = true" alt="示意图">按期分配适合需要稳定现金流的投资者。</p>',
      '<p><a href="javascript:window.__articleScriptRan = true">点击查看分配日历</a></p>',
      '<p><img src="https://tracker.example.com/pixel.gif" alt="">到期一次性分配适合长期闲置资金。</p>',
    ].join(''),
    { coverFileId: 'F202405080001' },
  ),
  article(
    'AR202404260010',
    'RESEARCH',
    '2024-04-26',
    1532,
    '一季度信托业数据解读：标品信托规模稳步增长',
    '标品信托占比持续提升，融资类信托继续压降。',
    [
      '<p>据行业协会数据，一季度末信托资产规模稳中有升，其中投向证券市场的资金信托规模同比增长。</p>',
      table(
        ['指标', '一季度末', '同比'],
        [
          ['信托资产规模（万亿元）', '24.35', '+12.6%'],
          ['证券投资类占比', '42.1%', '+5.3个百分点'],
          ['融资类占比', '14.8%', '-3.2个百分点'],
        ],
      ),
    ].join(''),
    { author: '研究发展部' },
  ),
  article(
    'AR202404180002',
    'WEALTH_CLASS',
    '2024-04-18',
    2046,
    '认购信托产品前，为什么要做风险测评？',
    '风险测评结果决定您可以购买的产品风险等级，有效期一般为一年。',
    [
      '<p>根据适当性管理要求，投资者的风险承受能力（C1—C5）须与产品风险等级（R1—R5）相匹配：产品风险等级不得高于投资者风险承受能力等级。</p>',
      table(
        ['投资者类型', '可购买产品'],
        [
          ['C1 保守型', 'R1'],
          ['C2 稳健型', 'R1—R2'],
          ['C3 平衡型', 'R1—R3'],
          ['C4 成长型', 'R1—R4'],
          ['C5 进取型', 'R1—R5'],
        ],
      ),
      '<p>风险测评有效期为1年，到期或个人情况变化后请重新测评。</p>',
    ].join(''),
    { coverFileId: 'F202404180001' },
  ),
  // Research reports (reportManage): the PDF is the report; the HTML is its abstract.
  article(
    'AR202407050001',
    'RESEARCH_REPORT',
    '2024-07-05',
    736,
    '2024年二季度宏观与大类资产配置报告',
    '经济温和修复，债市中枢下移，建议固收打底、权益逢低布局。',
    '<p><strong>核心观点：</strong>二季度经济温和修复，债市收益率中枢下移。下半年建议以固定收益类资产打底，权益类资产逢低分批布局。</p><p>全文见下方PDF。</p>',
    {
      author: '研究发展部',
      attachments: [
        {
          fileId: 'FRPT202407050001',
          fileName: '2024年二季度宏观与大类资产配置报告.pdf',
          fileType: 'PDF',
          fileSize: 1843200,
        },
      ],
    },
  ),
  article(
    'AR202404100001',
    'RESEARCH_REPORT',
    '2024-04-10',
    1125,
    '2024年一季度信托市场观察',
    '标品信托扩容，服务信托加速发展，行业转型进入深水区。',
    '<p><strong>核心观点：</strong>一季度行业转型加速，标品信托与服务信托规模持续增长，非标融资类业务继续压降。</p><p>全文见下方PDF。</p>',
    {
      author: '研究发展部',
      attachments: [
        {
          fileId: 'FRPT202404100001',
          fileName: '2024年一季度信托市场观察.pdf',
          fileType: 'PDF',
          fileSize: 1228800,
        },
      ],
    },
  ),
  article(
    'AR202401150001',
    'RESEARCH_REPORT',
    '2024-01-15',
    2210,
    '2023年度家族财富管理白皮书',
    '高净值家庭对财富传承的关注度显著上升，家族信托新设规模同比增长。',
    '<p><strong>核心观点：</strong>2023年高净值家庭对财富传承与风险隔离的需求持续上升，家族信托新设规模同比增长31%。</p><p>全文见下方PDF。</p>',
    {
      author: '家族办公室',
      attachments: [
        {
          fileId: 'FRPT202401150001',
          fileName: '2023年度家族财富管理白皮书.pdf',
          fileType: 'PDF',
          fileSize: 3276800,
        },
      ],
    },
  ),
  // Live-stream previews (liveIntroduction).
  article(
    'AR202407080001',
    'LIVE',
    '2024-07-08',
    412,
    '下半年资产配置策略直播：固收打底，稳中求进',
    '首席投资顾问在线解读下半年市场，现场答疑。',
    [
      '<p>本期直播将围绕下半年宏观形势、利率走势与信托产品配置思路展开，并现场解答投资者提问。</p>',
      '<h3>直播议程</h3>',
      '<ol><li>下半年宏观经济与政策展望</li><li>固收类资产的机会与风险</li><li>家庭资产配置案例分享</li><li>互动答疑</li></ol>',
      '<p>直播内容仅供参考，不构成投资建议。</p>',
    ].join(''),
    {
      coverFileId: 'F202407080001',
      live: {
        startTime: '2024-07-12T19:30:00+08:00',
        endTime: '2024-07-12T20:30:00+08:00',
        hostName: '陈思远',
        hostTitle: '华信信托财富管理中心首席投资顾问',
        liveStatus: 'NOT_STARTED',
      },
    },
  ),
  article(
    'AR202406200011',
    'LIVE',
    '2024-06-20',
    1836,
    '家族信托那些事：从设立到分配',
    '家族办公室负责人讲解家族信托的设立流程与分配安排。',
    '<p>本期直播介绍家族信托的设立流程、受益人安排与分配方式，已结束，可在“资讯”中查看文字回顾。</p>',
    {
      coverFileId: 'F202406200011',
      live: {
        startTime: '2024-06-26T19:30:00+08:00',
        endTime: '2024-06-26T20:30:00+08:00',
        hostName: '林雅文',
        hostTitle: '华信信托家族办公室负责人',
        liveStatus: 'ENDED',
      },
    },
  ),
];
