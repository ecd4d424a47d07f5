/**
 * The transfer mock's data (our proposal): the terms every transferable plan shares,
 * the agreement's main clauses, and the company's customers a transfer may name as transferee.
 */

export const TRANSFER_TERMS = {
  /** Smallest transfer; above it, steps of 1万份; a partial transfer leaves at least 30万份 (the 固收类 minimum). */
  minTransferShares: '100000.00',
  stepShares: '10000.00',
  minHoldShares: '300000.00',
  /** The agreed price keeps within 90 %–110 % of the reference value. */
  priceFloorRate: '90.00',
  priceCeilingRate: '110.00',
  /** 0.10 % of the price, at least 100 元, paid by the investor (the transferor). */
  feeRate: '0.10',
  minFee: '100.00',
} as const;

export const TRANSFER_AGREEMENT = {
  name: '信托受益权转让协议',
  version: '2026版',
  clauses: [
    '转让方将其持有的信托受益权按本协议约定的份额与价款转让给受让方，受让方须为受托人认定的合格投资者。',
    '转让价款由双方协商确定，须在受托人公布的参考价值上下10%以内；受让方应在受托人通知之日起5个工作日内付清价款。',
    '受让方付清价款并经受托人办理转让登记后，转让生效，受让方自登记之日起享有相应信托受益权；登记前的信托利益归转让方所有。',
    '转让手续费按转让价款的0.10%向转让方收取，最低100元，从转让价款中扣除后划付至转让方的到账银行卡。',
    '受让方未按期付款或不符合受让条件的，本次转让自动终止，已冻结的份额恢复为转让方持有。',
    '本协议经转让方以短信验证码确认签署、受让方签署后成立；与信托合同不一致的，以信托合同为准。',
  ],
};

export interface Transferee {
  name: string;
  idNo: string;
  /** Until when the certification as a qualified investor holds; none: not qualified. */
  qualifiedUntil?: string;
  riskLevel: 'C1' | 'C2' | 'C3' | 'C4' | 'C5';
}

/** Customers of the company (valid 18-digit IDs); any other name or number is not a customer. */
export const TRANSFEREES: readonly Transferee[] = [
  { name: '李娜', idNo: '310104198808082126', qualifiedUntil: '2027-05-31', riskLevel: 'C4' },
  { name: '陈静', idNo: '320502199002280065', qualifiedUntil: '2027-03-31', riskLevel: 'C3' },
  // A customer without a valid certification (05045102).
  { name: '王芳', idNo: '310115197903153046', riskLevel: 'C4' },
  // Qualified, but 稳健型(C2): the R3 plans are above him (05045104).
  { name: '赵强', idNo: '110108198506121538', qualifiedUntil: '2027-08-31', riskLevel: 'C2' },
];

/** 李娜 → 李*, 欧阳娜娜 → 欧***. */
export const maskName = (name: string) =>
  name ? `${name.slice(0, 1)}${'*'.repeat(Math.max(name.length - 1, 1))}` : '';
