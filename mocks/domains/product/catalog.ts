import { daysFromToday, STORY_PRODUCTS, type StoryProduct } from '@mocks/db/seed/story';

/**
 * The product domain's catalogue: every STORY_PRODUCTS entry with the detail a trust company's
 * product system holds (class, risk, status, 起投/递增, term, raise period, dates, benchmark tiers,
 * quota, trustee, custodian, adviser, double recording). The story (codes, names, class, risk,
 * status) comes from mocks/db/seed/story.ts and is never repeated here by hand.
 *
 * Dates: history is fixed (establishment, maturity, NAV series), so every run shows the same
 * numbers; what must stay around "now" for the status to make sense (the raise period of a
 * product on sale, the countdown of a product in preheat) is counted from today with
 * daysFromToday when the seed is built.
 *
 * Our proposal: every name, figure and clause is fictional (华信信托股份有限公司).
 */

export type StoryCode = (typeof STORY_PRODUCTS)[number]['productCode'];

export interface BenchmarkTier {
  /** Lower bound (inclusive), 元. */
  minAmount: string;
  /** Upper bound (exclusive), 元; null = no upper bound. */
  maxAmount: string | null;
  /** 业绩比较基准, percent a year ("5.40"). */
  rate: string;
}

export interface ProductDetailSeed {
  shortName: string;
  /** Tranche on sale (分期发行), e.g. 第5期; null when the plan is not issued in tranches. */
  trancheName: string | null;
  termMonths: number | null;
  termText: string;
  minAmount: string;
  stepAmount: string;
  totalScale: string;
  remainingQuota: string;
  raiseStart: string | null;
  raiseEnd: string | null;
  establishDate: string | null;
  maturityDate: string | null;
  /** Preheat: when the sale opens (countdown on preheatDetail). */
  saleStartAt: string | null;
  distribution: string;
  benchmarkTiers: BenchmarkTier[];
  /** Benchmark of a NAV product: a fixed annual rate (FOF) or an index (沪深300). */
  benchmarkName: string | null;
  navFrequency: 'DAILY' | 'WEEKLY' | null;
  /** How the open days fall, in words (openHouseList, detail). */
  openRule: string | null;
  trustee: string;
  custodian: string;
  adviser: string | null;
  needsDoubleRecord: boolean;
  /** The product takes additional subscriptions from holders (capitainAdd). */
  allowsAdditional: boolean;
  /** Display order in the lists (products on sale first). */
  sortOrder: number;
}

export const TRUSTEE = '华信信托股份有限公司';

const WAN = (wan: number) => `${wan * 10000}.00`;

/** The raise period of a product on sale, around today (computed when the seed is built). */
const around = (startOffset: number, endOffset: number) => ({
  raiseStart: daysFromToday(startOffset),
  raiseEnd: daysFromToday(endOffset),
});

/** Tiers at 100万 and 300万, the split trust apps still show (domain brief §1). */
const tiers100300 = (low: string, high: string): BenchmarkTier[] => [
  { minAmount: WAN(100), maxAmount: WAN(300), rate: low },
  { minAmount: WAN(300), maxAmount: null, rate: high },
];

export function productDetailSeeds(): Record<StoryCode, ProductDetailSeed> {
  return {
    XT2024001: {
      shortName: '鑫享稳健1号',
      trancheName: '第5期',
      // 36 months from 2024-06-28: the plan lives to 2027-06-28, so its 第5期 raises inside its life.
      termMonths: 36,
      termText: '36个月',
      minAmount: WAN(100),
      stepAmount: WAN(10),
      totalScale: WAN(100000),
      remainingQuota: WAN(2360),
      ...around(-10, 8),
      establishDate: '2024-06-28',
      maturityDate: '2027-06-28',
      saleStartAt: null,
      distribution: '每半年付息（6月20日、12月20日），到期还本',
      benchmarkTiers: tiers100300('5.40', '5.60'),
      benchmarkName: null,
      navFrequency: null,
      openRule: null,
      trustee: TRUSTEE,
      custodian: '招商银行股份有限公司深圳分行',
      adviser: null,
      needsDoubleRecord: true,
      allowsAdditional: true,
      sortOrder: 1,
    },
    XT2024002: {
      shortName: '鑫盛优选2号',
      trancheName: null,
      termMonths: 18,
      termText: '18个月',
      minAmount: WAN(100),
      stepAmount: WAN(10),
      totalScale: WAN(50000),
      remainingQuota: WAN(50000),
      ...around(5, 20),
      establishDate: null,
      maturityDate: null,
      saleStartAt: null,
      distribution: '按自然季度付息，到期还本',
      benchmarkTiers: tiers100300('5.10', '5.30'),
      benchmarkName: null,
      navFrequency: null,
      openRule: null,
      trustee: TRUSTEE,
      custodian: '中国工商银行股份有限公司上海市分行',
      adviser: null,
      needsDoubleRecord: true,
      allowsAdditional: false,
      sortOrder: 2,
    },
    XT2023015: {
      shortName: '华信安盈1号',
      trancheName: null,
      termMonths: 12,
      termText: '12个月',
      minAmount: WAN(100),
      stepAmount: WAN(10),
      totalScale: WAN(30000),
      remainingQuota: '0.00',
      ...around(-12, 3),
      establishDate: null,
      maturityDate: null,
      saleStartAt: null,
      distribution: '到期一次性还本付息',
      benchmarkTiers: tiers100300('5.20', '5.40'),
      benchmarkName: null,
      navFrequency: null,
      openRule: null,
      trustee: TRUSTEE,
      custodian: '招商银行股份有限公司深圳分行',
      adviser: null,
      needsDoubleRecord: true,
      allowsAdditional: false,
      sortOrder: 4,
    },
    XT2023008: {
      shortName: '华信恒远3号',
      trancheName: null,
      termMonths: 48,
      termText: '48个月',
      minAmount: WAN(100),
      stepAmount: WAN(10),
      totalScale: WAN(80000),
      remainingQuota: WAN(6800),
      raiseStart: '2023-07-20',
      raiseEnd: '2023-08-16',
      establishDate: '2023-08-18',
      maturityDate: '2027-08-18',
      saleStartAt: null,
      distribution: '按自然季度付息，到期还本；每季度开放日可申购、赎回',
      benchmarkTiers: tiers100300('5.40', '5.60'),
      benchmarkName: null,
      navFrequency: null,
      openRule: '每季度第二个月18日（遇节假日顺延）开放申购、赎回',
      trustee: TRUSTEE,
      custodian: '中国工商银行股份有限公司上海市分行',
      adviser: null,
      needsDoubleRecord: true,
      allowsAdditional: true,
      sortOrder: 6,
    },
    XT2022011: {
      shortName: '华信安泰5号',
      trancheName: null,
      termMonths: 24,
      termText: '24个月',
      minAmount: WAN(100),
      stepAmount: WAN(10),
      totalScale: WAN(40000),
      remainingQuota: '0.00',
      raiseStart: '2022-10-12',
      raiseEnd: '2022-11-08',
      establishDate: '2022-11-10',
      maturityDate: '2024-11-10',
      saleStartAt: null,
      distribution: '按自然年度付息，到期还本',
      benchmarkTiers: tiers100300('5.20', '5.40'),
      benchmarkName: null,
      navFrequency: null,
      openRule: null,
      trustee: TRUSTEE,
      custodian: '中国建设银行股份有限公司上海市分行',
      adviser: null,
      needsDoubleRecord: true,
      allowsAdditional: false,
      sortOrder: 10,
    },
    XT2021009: {
      shortName: '鑫享稳健0号',
      trancheName: null,
      termMonths: 24,
      termText: '24个月',
      minAmount: WAN(100),
      stepAmount: WAN(10),
      totalScale: WAN(60000),
      remainingQuota: '0.00',
      raiseStart: '2021-08-16',
      raiseEnd: '2021-09-13',
      establishDate: '2021-09-15',
      maturityDate: '2023-09-15',
      saleStartAt: null,
      distribution: '每半年付息，到期还本',
      benchmarkTiers: tiers100300('6.20', '6.40'),
      benchmarkName: null,
      navFrequency: null,
      openRule: null,
      trustee: TRUSTEE,
      custodian: '招商银行股份有限公司深圳分行',
      adviser: null,
      needsDoubleRecord: true,
      allowsAdditional: false,
      sortOrder: 11,
    },
    XT2024010: {
      shortName: '华信城投精选6号',
      trancheName: null,
      termMonths: 24,
      termText: '24个月',
      minAmount: WAN(100),
      stepAmount: WAN(10),
      totalScale: WAN(60000),
      remainingQuota: '0.00',
      ...around(-30, -3),
      establishDate: null,
      maturityDate: null,
      saleStartAt: null,
      distribution: '每半年付息，到期还本',
      benchmarkTiers: tiers100300('5.30', '5.50'),
      benchmarkName: null,
      navFrequency: null,
      openRule: null,
      trustee: TRUSTEE,
      custodian: '中国农业银行股份有限公司深圳分行',
      adviser: null,
      needsDoubleRecord: true,
      allowsAdditional: false,
      sortOrder: 5,
    },
    JZ2022003: {
      shortName: '华信价值精选1号',
      trancheName: null,
      termMonths: null,
      termText: '无固定期限',
      minAmount: WAN(100),
      stepAmount: WAN(1),
      totalScale: WAN(200000),
      remainingQuota: WAN(35000),
      raiseStart: '2022-02-21',
      raiseEnd: '2022-03-16',
      establishDate: '2022-03-18',
      maturityDate: null,
      saleStartAt: null,
      distribution: '不定期分红，以受托人公告为准',
      benchmarkTiers: [],
      benchmarkName: '沪深300指数',
      navFrequency: 'DAILY',
      openRule: '每月15日（遇节假日顺延）开放申购、赎回',
      trustee: TRUSTEE,
      custodian: '招商银行股份有限公司',
      adviser: '上海远景私募基金管理有限公司',
      needsDoubleRecord: true,
      allowsAdditional: true,
      sortOrder: 3,
    },
    JZ2023008: {
      shortName: '华信量化对冲3号',
      trancheName: null,
      termMonths: 60,
      termText: '60个月',
      minAmount: WAN(100),
      stepAmount: WAN(1),
      totalScale: WAN(100000),
      remainingQuota: WAN(100000),
      ...around(3, 24),
      establishDate: null,
      maturityDate: null,
      saleStartAt: `${daysFromToday(3)}T09:00:00+08:00`,
      distribution: '不分红，收益计入净值',
      benchmarkTiers: [],
      benchmarkName: '中证500指数',
      navFrequency: 'WEEKLY',
      openRule: '成立后每季度末月20日开放申购、赎回',
      trustee: TRUSTEE,
      custodian: '中信银行股份有限公司',
      adviser: '深圳前海衡量投资管理有限公司',
      needsDoubleRecord: true,
      allowsAdditional: false,
      sortOrder: 0,
    },
    JZ2021005: {
      shortName: '华信稳健FOF2号',
      trancheName: null,
      termMonths: 84,
      termText: '84个月',
      minAmount: WAN(100),
      stepAmount: WAN(1),
      totalScale: WAN(150000),
      remainingQuota: WAN(42000),
      raiseStart: '2021-04-26',
      raiseEnd: '2021-05-18',
      establishDate: '2021-05-20',
      maturityDate: '2028-05-20',
      saleStartAt: null,
      distribution: '不分红，收益计入净值',
      benchmarkTiers: [{ minAmount: WAN(100), maxAmount: null, rate: '6.00' }],
      benchmarkName: '年化6.00%',
      navFrequency: 'WEEKLY',
      openRule: '每月20日开放申购；每季度末月20日同时开放赎回（遇节假日顺延）',
      trustee: TRUSTEE,
      custodian: '中国银行股份有限公司上海市分行',
      adviser: null,
      needsDoubleRecord: true,
      allowsAdditional: true,
      sortOrder: 7,
    },
    XJ2021001: {
      shortName: '华信现金宝1号',
      trancheName: null,
      termMonths: null,
      termText: '无固定期限',
      minAmount: WAN(30),
      stepAmount: WAN(1),
      totalScale: WAN(500000),
      remainingQuota: WAN(128000),
      raiseStart: '2021-05-24',
      raiseEnd: '2021-05-31',
      establishDate: '2021-06-01',
      maturityDate: null,
      saleStartAt: null,
      distribution: '每日计提收益，按月结转为份额',
      benchmarkTiers: [],
      benchmarkName: null,
      navFrequency: 'DAILY',
      openRule: '每个工作日开放申购、赎回（15:00前提交，T+1确认）',
      trustee: TRUSTEE,
      custodian: '招商银行股份有限公司',
      adviser: null,
      needsDoubleRecord: false,
      allowsAdditional: true,
      sortOrder: 8,
    },
    JT2020006: {
      shortName: '华信传家1号',
      trancheName: null,
      termMonths: 120,
      termText: '10年',
      minAmount: WAN(1000),
      stepAmount: WAN(100),
      totalScale: WAN(3000),
      remainingQuota: '0.00',
      raiseStart: null,
      raiseEnd: null,
      establishDate: '2020-06-06',
      maturityDate: '2030-06-06',
      saleStartAt: null,
      distribution: '按信托合同约定向受益人分配',
      benchmarkTiers: [],
      benchmarkName: null,
      navFrequency: null,
      openRule: null,
      trustee: TRUSTEE,
      custodian: '招商银行股份有限公司上海分行',
      adviser: null,
      needsDoubleRecord: true,
      allowsAdditional: false,
      sortOrder: 12,
    },
  };
}

export type { StoryProduct };
