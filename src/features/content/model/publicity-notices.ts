import { COMPANY } from './company-profile';

/**
 * The two standing notices of publicity (信息公示): the fee standard (服务价格公示) and the
 * consumer-protection notice (消费者权益保护公示). Both are filed documents that change only
 * with a new filing, so they ship with the app, dated; the third tab, 公告, comes from the CMS
 * (getArticleList, category ANNOUNCEMENT). Fictional 华信信托 content.
 */

/** The CMS category of the 公告 tab (dictionary 资讯栏目; proposed beside the news categories). */
export const ANNOUNCEMENT_CATEGORY = 'ANNOUNCEMENT';

export interface FeeRow {
  item: string;
  standard: string;
  basis: string;
}

export const FEE_EFFECTIVE = '2024年1月1日';

export const FEE_ROWS: readonly FeeRow[] = [
  { item: '认购费', standard: '0–1.00%（按认购金额）', basis: '以信托合同约定为准，多数产品免收' },
  { item: '信托报酬（固定管理费）', standard: '0.30%–1.50%/年', basis: '按信托财产规模逐日计提' },
  { item: '浮动管理费', standard: '超过业绩比较基准部分的0–20%', basis: '仅部分产品收取，以合同约定为准' },
  { item: '保管费', standard: '0.02%–0.10%/年', basis: '由保管银行收取，自信托财产中支付' },
  { item: '赎回费', standard: '0–1.00%（按赎回金额）', basis: '持有期限不同费率不同，以合同约定为准' },
  { item: '受益权转让手续费', standard: '0–0.10%（按转让金额）', basis: '由转让双方约定承担' },
  { item: '资产证明开具', standard: '免费', basis: '' },
  { item: '交易明细查询与打印', standard: '免费', basis: '' },
];

export const PROTECTION_SECTIONS: readonly { title: string; lines: readonly string[] }[] = [
  {
    title: '金融消费者的权利',
    lines: [
      '依法享有财产安全权、知情权、自主选择权、公平交易权、受教育权、信息安全权、依法求偿权和受尊重权。',
    ],
  },
  {
    title: '投诉渠道',
    lines: [
      `客服热线：${COMPANY.hotline}（${COMPANY.hotlineHours}）`,
      `电子邮箱：${COMPANY.email}`,
      `来信来访：${COMPANY.address}，消费者权益保护部，邮编${COMPANY.postcode}`,
      '线上：本App“我的 — 投诉建议”',
    ],
  },
  {
    title: '处理时限',
    lines: [
      '我司自收到投诉之日起15日内作出答复；情况复杂的，经批准可延长至30日，并告知延期理由。',
      '对处理结果有异议的，可向上海银行业保险业纠纷调解中心申请调解，或拨打监管部门投诉热线12378。',
    ],
  },
  {
    title: '风险提示',
    lines: [
      '我司从不通过个人账户收取信托资金，工作人员不得代客签字、代客操作或承诺保本保收益。',
      '请通过官方渠道核实产品信息，谨防以我司名义实施的非法集资与电信诈骗。',
    ],
  },
];
