import type { CancelOrderData } from '@gen/model/cancelOrderData';
import type { OrderApplyData } from '@gen/model/orderApplyData';
import type { OrderDetail } from '@gen/model/orderDetail';
import type { OrderListItem } from '@gen/model/orderListItem';
import type { OrderListItemPage } from '@gen/model/orderListItemPage';
import type { QueryOrderListRequest } from '@gen/model/queryOrderListRequest';
import type { RefundStatusData } from '@gen/model/refundStatusData';
import type { TransferProofData } from '@gen/model/transferProofData';
import type { Investor } from '@mocks/db/db';
import { maskCardNo } from '@mocks/db/masks';
import { STORY_PRODUCTS } from '@mocks/db/seed/story';
import { bankCards } from '../bank-card/seed';
import { orderBenchmark } from '../product/benchmark-rule';
import { chinaIso, enteredAt, targetOf } from './lifecycle';
import { orderClock } from './options';
import { ordersOf } from './rules';
import { productShortName, type StoredOrder } from './seed';

/**
 * The contract's views of a stored order (openapi/schemas/order.yaml): what each order call
 * answers. Card numbers come from the bank-card store, masked; the collection account from the
 * product's raising account below.
 */

/** 募集账户 per product (our proposal for the demo); every account is the trust company's. */
const COLLECTION_ACCOUNTS: Record<string, { accountNo: string; bankName: string }> = {
  XT2023008: { accountNo: '31001520313050012345', bankName: '中国建设银行上海浦东分行营业部' },
  XT2024001: { accountNo: '1001244319300061127', bankName: '中国工商银行上海市分行营业部' },
  JZ2022003: { accountNo: '121909876510808', bankName: '招商银行上海分行营业部' },
  JZ2021005: { accountNo: '31050161393600002468', bankName: '中国建设银行上海第一支行' },
  XJ2021001: { accountNo: '1001244319300068899', bankName: '中国工商银行上海市分行营业部' },
};
const DEFAULT_ACCOUNT = { accountNo: '31001520313050019999', bankName: '中国建设银行上海浦东分行营业部' };
export const TRUSTEE_NAME = '华信信托股份有限公司';

/** Products that accept payment through the wallet (钱包支付); our proposal for the demo. */
export const WALLET_PRODUCTS: readonly string[] = ['XT2024001', 'XJ2021001'];

export const DECLARATIONS = [
  '本人已阅读并完全理解《信托合同》《风险申明书》《认购风险揭示书》的全部内容，自愿认购本信托计划并承担投资风险。',
  '本人承诺用于认购信托单位的资金为本人合法所有的自有资金，不存在使用贷款、发行债券等筹集的非自有资金投资的情形。',
  '本人符合合格投资者条件，所提供的身份信息及资产证明真实、准确、完整。',
  '本人知悉信托财产不保本、不保收益，过往业绩不代表未来表现。',
];

function riskLevelOf(productCode: string) {
  return STORY_PRODUCTS.find((p) => p.productCode === productCode)?.riskLevel ?? 'R3';
}

/** The order's card, masked; a card unbound since keeps its tail. */
export function cardNoMaskedOf(order: StoredOrder): string {
  const card = bankCards.findFirst((q) => q.where({ cardId: order.cardId }));
  return card ? maskCardNo(card.cardNo) : `6214********${order.cardNoLast4}`;
}

const optional = <T extends object>(fields: T) =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as T;

export function toListItem(order: StoredOrder): OrderListItem {
  return {
    orderNo: order.orderNo,
    productCode: order.productCode,
    productName: order.productName,
    type: order.type,
    status: order.status,
    appliedAt: order.timeline[0]!.at,
    ...optional({
      amount: order.amount,
      shares: order.shares,
      paymentDeadline: order.status === 'TO_PAY' ? order.paymentDeadline : undefined,
      coolingOffEndsAt: order.coolingOffEndsAt,
    }),
  };
}

export function orderPage(investorId: string, request: QueryOrderListRequest): OrderListItemPage {
  const types = request.types;
  const all = ordersOf(investorId, request.tab).filter((order) => !types || types.includes(order.type));
  const { pageNum, pageSize } = request;
  const list = all.slice((pageNum - 1) * pageSize, pageNum * pageSize).map(toListItem);
  return { list, total: all.length, pageNum, pageSize };
}

export function toDetail(order: StoredOrder): OrderDetail {
  return {
    orderNo: order.orderNo,
    productCode: order.productCode,
    productName: order.productName,
    riskLevel: riskLevelOf(order.productCode),
    type: order.type,
    status: order.status,
    appliedAt: order.timeline[0]!.at,
    bankName: order.bankName,
    cardNoMasked: cardNoMaskedOf(order),
    needsRecording: order.needsRecording,
    timeline: order.timeline,
    cancellable: targetOf(order, 'cancelled') !== undefined,
    walletPayable: WALLET_PRODUCTS.includes(order.productCode),
    proofCount: order.proofFileIds.length,
    ...optional({
      paymentMethod: order.paymentMethod ?? (order.proofFileIds.length > 0 ? 'TRANSFER' : undefined),
      amount: order.amount,
      shares: order.shares,
      paymentDeadline: order.paymentDeadline,
      coolingOffEndsAt: order.coolingOffEndsAt,
      confirmedShares: order.confirmedShares,
      confirmedAmount: order.confirmedAmount,
      openDay: order.openDay,
      failReason: order.failReason,
    }),
  };
}

export function toTransferProof(order: StoredOrder, investor: Investor): TransferProofData {
  const account = COLLECTION_ACCOUNTS[order.productCode] ?? DEFAULT_ACCOUNT;
  const uploadedAt = enteredAt(order, 'FUNDS_CHECKING');
  return {
    orderNo: order.orderNo,
    productName: order.productName,
    amount: order.amount ?? '0.00',
    status: order.status,
    account: {
      accountName: TRUSTEE_NAME,
      accountNo: account.accountNo,
      bankName: account.bankName,
      remark: `${investor.name}+${productShortName(order.productName)}`,
    },
    proofs: order.proofFileIds.map((fileId) => ({
      fileId,
      uploadedAt: uploadedAt ? chinaIso(uploadedAt) : order.timeline.at(-1)!.at,
    })),
    canUpload: order.status === 'TO_PAY' || order.status === 'FUNDS_CHECKING',
    ...optional({ paymentDeadline: order.paymentDeadline }),
  };
}

export function refundStatusOf(order: StoredOrder): CancelOrderData['refundStatus'] {
  if (order.status === 'REFUNDING') return 'REFUNDING';
  if (order.status === 'REFUNDED') return 'REFUNDED';
  return 'NONE';
}

export function toRefundStatus(order: StoredOrder): RefundStatusData {
  const cancelled = enteredAt(order, 'REFUNDING') ?? enteredAt(order, 'CANCELLED');
  const refunded = enteredAt(order, 'REFUNDED');
  const refundStatus = refundStatusOf(order);
  return {
    orderNo: order.orderNo,
    refundStatus,
    bankName: order.bankName,
    cardNoMasked: cardNoMaskedOf(order),
    ...optional({
      refundAmount: refundStatus === 'NONE' ? undefined : order.amount,
      cancelledAt: cancelled ? chinaIso(cancelled) : undefined,
      expectedBy:
        refundStatus === 'REFUNDING' && cancelled
          ? chinaIso(cancelled + orderClock().refundMs).slice(0, 10)
          : undefined,
      refundedAt: refunded ? chinaIso(refunded) : undefined,
    }),
  };
}

export function toApplyForm(order: StoredOrder, investor: Investor): OrderApplyData {
  const signed = order.timeline[1];
  const amount = order.amount ?? '0.00';
  return {
    orderNo: order.orderNo,
    productName: order.productName,
    productCode: order.productCode,
    riskLevel: riskLevelOf(order.productCode),
    type: order.type,
    amount,
    investorName: investor.name,
    idType: '居民身份证',
    idNoMasked: investor.idNoMasked,
    phoneMasked: investor.phoneMasked,
    investorRiskLevel: investor.riskLevel,
    bankName: order.bankName,
    cardNoMasked: cardNoMaskedOf(order),
    acctName: investor.name,
    appliedAt: order.timeline[0]!.at,
    declarations: DECLARATIONS,
    ...optional({
      benchmarkRate: orderBenchmark(order.investorId, order)?.rate,
      signedAt: signed?.at,
    }),
  };
}
