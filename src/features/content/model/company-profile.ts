/**
 * The company's statutory profile, shipped with the app rather than fetched: these facts are
 * printed on the financial licence and the business licence and change only with a regulatory
 * approval (which comes with a release of this app). Keeping them here lets the landing page
 * paint its content on the first frame, with no request in the way; the changeable parts of the
 * company pages (banners, announcements) come from the server.
 *
 * The company is fictional (one story across the app): 华信信托股份有限公司, Shanghai, 1987.
 */
export const COMPANY = {
  name: '华信信托股份有限公司',
  shortName: '华信信托',
  englishName: 'Huaxin Trust Co., Ltd.',
  slogan: '受人之托 代人理财',
  founded: '1987年',
  registeredCapital: '人民币80亿元',
  licence: '《中华人民共和国金融许可证》',
  licenceCode: 'K0012H231000001',
  regulator: '国家金融监督管理总局上海监管局',
  rating: '行业评级A级（最高级）',
  hotline: '400-820-8888',
  hotlineHours: '工作日 9:00–17:30，节假日 9:00–17:00',
  address: '上海市浦东新区陆家嘴环路1000号华信大厦28层',
  postcode: '200120',
  email: 'service@huaxintrust.com.cn',
  wecom: '华信信托财富服务',
  counterHours: '工作日 9:00–11:30，13:30–17:00',
  icp: '沪ICP备08012345号',
} as const;

/** Short introduction for the landing page (plain text, one paragraph each). */
export const COMPANY_INTRO: readonly string[] = [
  '华信信托股份有限公司成立于1987年，是经原中国人民银行批准设立、现由国家金融监督管理总局上海监管局监管的非银行金融机构，注册资本人民币80亿元，总部位于上海陆家嘴。',
  '公司坚持“受人之托、代人理财”的信托本源，以资产管理信托、资产服务信托和公益慈善信托为主业，为高净值客户与机构客户提供稳健、专业的财富管理与传承服务。',
];

export interface Shareholder {
  name: string;
  /** Share of the registered capital, already formatted. */
  share: string;
}

export const SHAREHOLDERS: readonly Shareholder[] = [
  { name: '华信集团有限公司', share: '60.00%' },
  { name: '上海国资经营有限公司', share: '25.00%' },
  { name: '其他股东', share: '15.00%' },
];

/** The key facts grid of the landing page, in reading order. */
export const KEY_FACTS: readonly { label: string; value: string }[] = [
  { label: '注册资本', value: '80亿元' },
  { label: '成立时间', value: COMPANY.founded },
  { label: '行业评级', value: 'A级' },
  { label: '控股股东', value: '华信集团' },
];
