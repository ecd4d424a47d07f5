/**
 * The demo story every domain's mock and contract examples share: which products exist, which
 * of them the demo investor (张伟, investor.ts) holds or has ordered, and the numbers of the
 * orders other domains pick up (signing, double recording, payment). Each domain's seed adds its
 * own detail (NAV series, documents, distributions) keyed by these codes, so a product, an order
 * or a holding means the same thing on every page and in every example Prism serves.
 *
 * Our proposal: codes, names and figures are fictional (华信信托股份有限公司).
 */

export type ProductClass = 'FIXED' | 'EQUITY' | 'CASH' | 'FAMILY';
export type ProductStatus =
  | 'PREHEAT' // 预热中
  | 'RESERVING' // 预约中
  | 'RAISING' // 募集中
  | 'SOLD_OUT' // 已售罄
  | 'RAISE_ENDED' // 募集结束
  | 'RUNNING' // 存续中
  | 'OPEN' // 开放中
  | 'MATURED' // 已到期
  | 'LIQUIDATED'; // 已清算

export interface StoryProduct {
  productCode: string;
  productName: string;
  productClass: ProductClass;
  riskLevel: 'R1' | 'R2' | 'R3' | 'R4' | 'R5';
  status: ProductStatus;
}

/**
 * The products the journeys (and the e2e tests) name by their part in the story; each is its
 * row's code in STORY_PRODUCTS.
 */
export const FIXED_RAISING = 'XT2024001'; // 鑫享稳健1号, 募集中, held
export const FIXED_RESERVING = 'XT2024002'; // 鑫盛优选2号, 预约中
export const FIXED_RUNNING = 'XT2023008'; // 华信恒远3号, 存续中, held
export const NAV_HELD = 'JZ2022003'; // 华信价值精选1号, 开放中, held
export const NAV_PREHEAT = 'JZ2023008'; // 华信量化对冲3号, 预热中
export const NAV_NOT_HELD = 'JZ2021005'; // 华信稳健FOF2号, 开放中, not held
export const CASH_HELD = 'XJ2021001'; // 华信现金宝1号, held

/** Every product of the demo, one per class and status the pages must show. */
export const STORY_PRODUCTS = [
  {
    productCode: FIXED_RAISING,
    productName: '鑫享稳健1号集合资金信托计划',
    productClass: 'FIXED',
    riskLevel: 'R3',
    status: 'RAISING',
  },
  {
    productCode: FIXED_RESERVING,
    productName: '鑫盛优选2号集合资金信托计划',
    productClass: 'FIXED',
    riskLevel: 'R2',
    status: 'RESERVING',
  },
  {
    productCode: 'XT2023015',
    productName: '华信安盈1号集合资金信托计划',
    productClass: 'FIXED',
    riskLevel: 'R3',
    status: 'SOLD_OUT',
  },
  {
    productCode: FIXED_RUNNING,
    productName: '华信恒远3号集合资金信托计划',
    productClass: 'FIXED',
    riskLevel: 'R3',
    status: 'RUNNING',
  },
  {
    productCode: 'XT2022011',
    productName: '华信安泰5号集合资金信托计划',
    productClass: 'FIXED',
    riskLevel: 'R2',
    status: 'MATURED',
  },
  {
    productCode: 'XT2021009',
    productName: '鑫享稳健0号集合资金信托计划',
    productClass: 'FIXED',
    riskLevel: 'R3',
    status: 'LIQUIDATED',
  },
  {
    productCode: 'XT2024010',
    productName: '华信城投精选6号集合资金信托计划',
    productClass: 'FIXED',
    riskLevel: 'R3',
    status: 'RAISE_ENDED',
  },
  {
    productCode: NAV_HELD,
    productName: '华信价值精选1号证券投资集合资金信托计划',
    productClass: 'EQUITY',
    riskLevel: 'R4',
    status: 'OPEN',
  },
  {
    productCode: NAV_PREHEAT,
    productName: '华信量化对冲3号证券投资集合资金信托计划',
    productClass: 'EQUITY',
    riskLevel: 'R5',
    status: 'PREHEAT',
  },
  {
    productCode: NAV_NOT_HELD,
    productName: '华信稳健FOF2号集合资金信托计划',
    productClass: 'EQUITY',
    riskLevel: 'R3',
    status: 'OPEN',
  },
  {
    productCode: CASH_HELD,
    productName: '华信现金宝1号现金管理信托计划',
    productClass: 'CASH',
    riskLevel: 'R1',
    status: 'OPEN',
  },
  {
    productCode: 'JT2020006',
    productName: '华信传家1号家族信托',
    productClass: 'FAMILY',
    riskLevel: 'R3',
    status: 'RUNNING',
  },
] as const satisfies readonly StoryProduct[];

export type StoryProductCode = (typeof STORY_PRODUCTS)[number]['productCode'];

/**
 * What the demo investor holds (the holding domain adds shares, NAVs, distributions; the totals
 * on positionList are the decimal sum of these holdings).
 */
export const STORY_HOLDINGS = {
  /** 300万 of a fixed-income plan, paid out to 中国工商银行 尾号0123 (bank-card seed). */
  XT2024001: { principal: '3000000.00' },
  XT2023008: { principal: '1000000.00' },
  /** A NAV product: shares, valued at the latest NAV. */
  JZ2022003: { shares: '1200000.00' },
  XJ2021001: { shares: '500000.00' },
  /** Matured on 2026-11-10 and in liquidation (清算中): the final 本息 distribution is pending. */
  XT2022011: { principal: '1000000.00' },
  /** The family trust 张伟 settled (initial trust property; family-trust domain for the rest). */
  JT2020006: { principal: '30000000.00' },
  /** Cleared: shown on historicalAssetDetails with its total income. */
  XT2021009: { principal: '2000000.00', cleared: true },
} as const satisfies Partial<Record<StoryProductCode, object>>;

/**
 * Orders other domains pick up by number. The order domain seeds these (and more) and owns their
 * state machine; signing, double recording and payment advance them through it.
 */
export const STORY_ORDERS = {
  /** 追加 100万 into 鑫享稳健1号, waiting for the contract to be signed (the signing journey). */
  toSign: { orderNo: 'OD202611200001', productCode: FIXED_RAISING, type: 'ADDITIONAL', amount: '1000000.00' },
  /** 认购 200万 of 华信恒远3号 signed, waiting for the transfer (the payment journey). */
  toPay: { orderNo: 'OD202611180002', productCode: FIXED_RUNNING, type: 'SUBSCRIBE', amount: '2000000.00' },
  /** 认购 300万 in the cooling-off period (cancel within it). */
  coolingOff: {
    orderNo: 'OD202611210003',
    productCode: FIXED_RAISING,
    type: 'SUBSCRIBE',
    amount: '3000000.00',
  },
  /** 赎回 20万份 of 华信价值精选1号, waiting for the redemption confirmation to be signed. */
  redemptionToSign: {
    orderNo: 'RD202611190001',
    productCode: NAV_HELD,
    type: 'REDEEM',
    shares: '200000.00',
  },
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A date `days` from today as "YYYY-MM-DD" (China time), for seeds that must stay in the future
 * or recent whatever day the demo runs (risk expiry, cooling-off deadlines, open days). History
 * (NAV series, trades) uses fixed dates instead, so it is the same on every run.
 */
export function daysFromToday(days: number, now: Date = new Date()): string {
  const china = new Date(now.getTime() + 8 * 60 * 60 * 1000 + days * DAY_MS);
  return china.toISOString().slice(0, 10);
}
