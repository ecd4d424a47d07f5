/**
 * The product pages' texts as the product system would hold them: highlights, 项目介绍 (fixed
 * income), 权益项目介绍 (strategy), 产品介绍 and 投资顾问. Plain text, no markup.
 *
 * Our proposal: every company, project, person and figure is invented.
 */

export interface Section {
  heading: string;
  paragraphs: string[];
  facts?: { label: string; value: string }[];
}

export interface Person {
  name: string;
  role: string;
  years: number;
  bio: string;
}

export const HIGHLIGHTS: Readonly<Record<string, readonly string[]>> = {
  XT2024001: [
    '华信信托主动管理，分期发行',
    '底层为深圳城市更新项目，抵押率不超过50%',
    '每半年付息，现金流稳定',
  ],
  XT2024002: ['央企子公司提供连带责任保证', '按季度付息', '100万起投，300万以上享更高基准'],
  XT2023015: ['12个月短期限', '应收账款质押+实控人担保'],
  XT2023008: ['每季度开放，流动性更好', '按季度付息'],
  XT2022011: ['已到期，正在办理分配'],
  XT2021009: ['已清算，本息已全部兑付'],
  XT2024010: ['区县城投平台，省级平台担保'],
  JZ2022003: ['精选消费、医药龙头，长期持有', '每月开放申购赎回', '投资经理从业15年'],
  JZ2023008: ['市场中性策略，力争与大盘涨跌低相关', '股指期货对冲，回撤控制目标5%'],
  JZ2021005: ['精选多位私募管理人，分散风险', '目标年化6.00%，周度估值'],
  XJ2021001: ['每个工作日可申购赎回', '投资于存款、逆回购等高流动性资产'],
  JT2020006: ['财富传承与风险隔离', '按信托合同约定向家人分配'],
};

/** 项目介绍 of the fixed-income plans (融资方, 用途, 还款来源, 风控措施). */
export function projectSections(productCode: string, productName: string): Section[] {
  const project = PROJECTS[productCode] ?? PROJECTS.default!;
  return [
    {
      heading: '交易结构',
      paragraphs: [
        `${productName}由华信信托股份有限公司作为受托人设立，委托人以其合法所有的资金认购信托单位。${project.structure}`,
      ],
      facts: [
        { label: '融资方', value: project.borrower },
        { label: '资金用途', value: project.use },
        { label: '还款来源', value: project.repayment },
      ],
    },
    {
      heading: '风控措施',
      paragraphs: project.controls,
    },
    {
      heading: '融资方简介',
      paragraphs: [project.borrowerIntro],
    },
  ];
}

interface Project {
  structure: string;
  borrower: string;
  use: string;
  repayment: string;
  controls: string[];
  borrowerIntro: string;
}

const PROJECTS: Record<string, Project> = {
  XT2024001: {
    structure: '受托人以信托资金向融资方发放信托贷款，用于深圳市南山区城市更新项目的开发建设。',
    borrower: '深圳市华城置业发展有限公司',
    use: '南山区西丽片区城市更新项目（一期）开发建设',
    repayment: '项目销售回款；融资方经营性现金流',
    controls: [
      '抵押担保：项目土地使用权及在建工程第一顺位抵押，抵押率不超过50%。',
      '保证担保：融资方控股股东提供全额无条件不可撤销连带责任保证。',
      '资金监管：项目销售回款进入受托人监管账户，按比例归集还款。',
    ],
    borrowerIntro:
      '深圳市华城置业发展有限公司成立于2009年，注册资本10亿元，主要从事城市更新项目的开发与运营，在深圳已完成多个城市更新项目。',
  },
  XT2024002: {
    structure: '受托人以信托资金受让融资方持有的应收账款收益权，融资方到期溢价回购。',
    borrower: '华东建工集团有限公司',
    use: '补充日常经营所需流动资金',
    repayment: '融资方工程结算回款',
    controls: [
      '保证担保：央企子公司华东建设投资有限公司提供连带责任保证。',
      '应收账款质押：融资方对优质业主的应收账款质押登记。',
    ],
    borrowerIntro: '华东建工集团有限公司为大型建筑施工企业，主体信用评级AA+。',
  },
  default: {
    structure: '受托人以信托资金向融资方发放信托贷款，融资方按约定付息、到期还本。',
    borrower: '（以信托合同为准）',
    use: '补充营运资金',
    repayment: '融资方经营收入',
    controls: ['抵质押担保与保证担保，详见信托合同。'],
    borrowerIntro: '融资方信息详见信托计划说明书。',
  },
};

/** 权益项目介绍: strategy, scope, risk lines, fees. */
export function strategySections(productCode: string): Section[] {
  if (productCode === 'JZ2021005') {
    return [
      {
        heading: '投资策略',
        paragraphs: [
          '采用"核心+卫星"的组合管理方式，精选股票多头、市场中性、债券增强等策略的优秀私募管理人，力争获取稳健回报。',
        ],
      },
      {
        heading: '投资范围',
        paragraphs: ['已在基金业协会备案的私募证券投资基金、公募基金、货币市场工具及银行存款。'],
      },
      {
        heading: '风控线与费用',
        paragraphs: ['单位净值预警线0.90、止损线0.85。'],
        facts: [
          { label: '预警线', value: '0.9000' },
          { label: '止损线', value: '0.8500' },
          { label: '认购费', value: '1.00%' },
          { label: '固定管理费', value: '1.00%/年' },
          { label: '托管费', value: '0.05%/年' },
        ],
      },
    ];
  }
  return [
    {
      heading: '投资策略',
      paragraphs: [
        '以基本面研究为核心，精选消费、医药、先进制造等行业中具备长期竞争优势的龙头公司，在估值合理时买入并长期持有。',
        '根据宏观与市场估值水平动态调整仓位，股票仓位0%–95%。',
      ],
    },
    {
      heading: '投资范围',
      paragraphs: [
        '境内依法发行上市的股票、债券、公募基金、货币市场工具、股指期货（仅限套期保值）及银行存款。',
      ],
    },
    {
      heading: '风控线与费用',
      paragraphs: ['单位净值跌至预警线时，投资顾问须降低仓位；跌至止损线时，受托人将变现信托财产。'],
      facts: [
        { label: '预警线', value: '0.8500' },
        { label: '止损线', value: '0.8000' },
        { label: '认购费', value: '1.00%' },
        { label: '固定管理费', value: '1.50%/年' },
        { label: '业绩报酬', value: '超过年化6%部分的20%' },
        { label: '托管费', value: '0.05%/年' },
      ],
    },
  ];
}

/** 投资顾问 (adviser and its managers). */
export const ADVISERS: Readonly<Record<string, { sections: Section[]; people: Person[] }>> = {
  上海远景私募基金管理有限公司: {
    sections: [
      {
        heading: '机构简介',
        paragraphs: [
          '上海远景私募基金管理有限公司成立于2014年，是中国证券投资基金业协会登记的私募证券投资基金管理人，坚持价值投资理念。',
        ],
        facts: [
          { label: '登记编号', value: 'P1008862' },
          { label: '成立时间', value: '2014年' },
          { label: '管理规模', value: '50–100亿元' },
        ],
      },
    ],
    people: [
      {
        name: '李明远',
        role: '投资经理',
        years: 15,
        bio: '复旦大学金融学硕士，曾任大型公募基金研究总监，擅长消费与医药行业的价值投资。',
      },
      {
        name: '周静',
        role: '研究总监',
        years: 11,
        bio: '上海交通大学经济学硕士，负责宏观与行业研究，曾任券商研究所首席分析师。',
      },
    ],
  },
  深圳前海衡量投资管理有限公司: {
    sections: [
      {
        heading: '机构简介',
        paragraphs: ['深圳前海衡量投资管理有限公司成立于2016年，专注于量化对冲与指数增强策略。'],
        facts: [
          { label: '登记编号', value: 'P1032217' },
          { label: '成立时间', value: '2016年' },
          { label: '管理规模', value: '20–50亿元' },
        ],
      },
    ],
    people: [
      {
        name: '陈思齐',
        role: '投资经理',
        years: 12,
        bio: '北京大学数学博士，曾任海外对冲基金量化研究员，负责多因子模型与风险控制。',
      },
    ],
  },
};

/** 产品介绍: a short overview for any product. */
export function introductionSections(input: {
  productName: string;
  className: string;
  termText: string;
  minAmountText: string;
  distribution: string;
  riskLevel: string;
  highlights: readonly string[];
}): Section[] {
  return [
    {
      heading: '产品概况',
      paragraphs: [
        `${input.productName}为华信信托股份有限公司发行的${input.className}信托产品，期限${input.termText}，${input.minAmountText}起投，风险等级${input.riskLevel}。`,
        `收益分配：${input.distribution}。`,
      ],
    },
    ...(input.highlights.length > 0 ? [{ heading: '产品亮点', paragraphs: [...input.highlights] }] : []),
    {
      heading: '风险提示',
      paragraphs: [
        '信托产品不承诺保本和最低收益，业绩比较基准不代表实际收益。过往业绩不预示未来表现。',
        '本产品仅向合格投资者销售，请认真阅读信托合同、风险申明书等文件，根据自身风险承受能力审慎决策。',
      ],
    },
  ];
}
