import type { SectionKey } from './company-route-keys';
import { COMPANY, SHAREHOLDERS } from './company-profile';

/**
 * The company information list (aboutList / aboutListfuben): the sections of the statutory
 * profile, each a list row that opens its detail (?section=). Shipped with the app like the
 * rest of the profile (model/company-profile.ts says why).
 */

export interface CompanySection {
  key: SectionKey;
  title: string;
  summary: string;
  /** Plain-text paragraphs. */
  paragraphs: readonly string[];
  /** Label/value rows (shareholders, milestones), shown after the paragraphs. */
  rows?: readonly { label: string; value: string }[];
}

export const COMPANY_SECTIONS: readonly CompanySection[] = [
  {
    key: 'profile',
    title: '公司简介',
    summary: '1987年成立 · 注册资本人民币80亿元',
    paragraphs: [
      `${COMPANY.name}（${COMPANY.englishName}）成立于1987年，总部位于上海陆家嘴，注册资本${COMPANY.registeredCapital}，持有${COMPANY.licence}（机构编码 ${COMPANY.licenceCode}），由${COMPANY.regulator}监管。`,
      '公司以资产管理信托、资产服务信托和公益慈善信托为主业，服务高净值个人客户逾3万户、机构客户600余家，截至2023年末受托管理资产规模逾5,000亿元。',
      '公司连续多年获评信托公司行业评级A级，主体长期信用等级AAA，评级展望稳定。',
    ],
  },
  {
    key: 'shareholders',
    title: '股东背景',
    summary: '华信集团控股 · 上海国资参股',
    paragraphs: [
      '公司控股股东华信集团有限公司是以金融服务、城市投资与实业为主业的大型综合性企业集团；第二大股东上海国资经营有限公司为上海市国有资本运营平台。',
    ],
    rows: SHAREHOLDERS.map((s) => ({ label: s.name, value: `持股 ${s.share}` })),
  },
  {
    key: 'history',
    title: '发展历程',
    summary: '三十七年稳健经营',
    paragraphs: ['自成立以来，公司历经多次重新登记与增资扩股，始终坚持稳健经营、回归信托本源。'],
    rows: [
      { label: '1987年', value: '经中国人民银行批准设立' },
      { label: '2002年', value: '按《信托法》完成重新登记' },
      { label: '2008年', value: '更名为华信信托股份有限公司' },
      { label: '2015年', value: '增资至人民币50亿元，设立家族信托办公室' },
      { label: '2021年', value: '增资至人民币80亿元' },
      { label: '2023年', value: '落实信托业务三分类，服务信托规模突破千亿元' },
    ],
  },
  {
    key: 'honours',
    title: '资质与荣誉',
    summary: '行业评级A级 · 主体信用AAA',
    paragraphs: ['公司具备受托境外理财（QDII）、股指期货交易、以固有资产从事股权投资等业务资格。'],
    rows: [
      { label: '2024年', value: '卓越财富管理信托公司' },
      { label: '2023年', value: '年度最佳家族信托服务机构' },
      { label: '2022年', value: '信托公司行业评级A级' },
    ],
  },
  {
    key: 'culture',
    title: '企业文化',
    summary: '受人之托 代人理财',
    paragraphs: [
      '使命：受人之托，代人理财，守护客户财富的安全与传承。',
      '价值观：诚信、专业、稳健、担当。',
      '公司严格落实投资者适当性管理与消费者权益保护要求，把“卖者尽责、买者自负”贯穿于产品设计、销售与存续管理全过程。',
    ],
  },
];

export const sectionOf = (key: SectionKey | undefined) => COMPANY_SECTIONS.find((s) => s.key === key);
