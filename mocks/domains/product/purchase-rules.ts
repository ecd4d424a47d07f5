import Big from 'big.js';
import type { ProductAdmitControlData } from '@gen/model/productAdmitControlData';
import type { PurchaseAmountRequest } from '@gen/model/purchaseAmountRequest';
import type { PurchaseFeeData } from '@gen/model/purchaseFeeData';
import type { PurchaseLimitData } from '@gen/model/purchaseLimitData';
import type { PurchaseType } from '@gen/model/purchaseType';
import type { RateCalculationData } from '@gen/model/rateCalculationData';
import type { RateCalculationEleData } from '@gen/model/rateCalculationEleData';
import type { ProductAdmitScene } from '@gen/model/productAdmitScene';
import type { AnyBusinessCode } from '@gen/operations';
import { refuseWith } from '@mocks/http/refusal';
import { findOrder } from '../order/rules';
import { benchmarkAt, heldPrincipal, orderBenchmark, tierBase } from './benchmark-rule';
import { BUYABLE_STATUSES, findProduct, type ProductRecord } from './seed';

/**
 * The subscription's product-side rules, as the mock server decides them: whether a product is
 * open to a subscription, an additional subscription or a reservation (productAdmitControl), and
 * what the investor holds of it. The products are the product domain's (./seed.ts, findProduct);
 * holdings are read from the order domain's confirmed subscriptions (../order/rules.ts).
 *
 * Our proposal (openapi/paths/common.yaml productAdmitControl, openapi/paths/product.yaml).
 */

/** The product, or the calling operation's own 产品不存在或已下架 code. */
export function productOrRefuse(productCode: string, code: AnyBusinessCode): ProductRecord {
  const product = findProduct(productCode);
  if (!product) refuseWith(code);
  return product;
}

type Block = NonNullable<ProductAdmitControlData['block']>;

const blocked = (product: ProductRecord, scene: ProductAdmitScene, block: Block, message: string) => ({
  productCode: product.productCode,
  productName: product.productName,
  scene,
  admitted: false,
  block,
  message,
});

/** productAdmitControl: the product's status, channel and the investor's holding, for one scene. */
export function admitProduct(
  investorId: string,
  productCode: string,
  scene: ProductAdmitScene,
): ProductAdmitControlData {
  const product = productOrRefuse(productCode, '05018001');
  const admitted = { productCode, productName: product.productName, scene, admitted: true };
  if (product.productClass === 'FAMILY') {
    return blocked(product, scene, 'OFFLINE_ONLY', '家族信托须由您的专属理财经理线下办理，请联系理财经理');
  }
  if (scene === 'RESERVE') {
    if (product.status === 'RESERVING') return admitted;
    if (BUYABLE_STATUSES.includes(product.status)) {
      return blocked(product, scene, 'ON_SALE', '该产品已开放认购，您可直接认购');
    }
    return blocked(product, scene, 'NOT_ON_SALE', '该产品当前不接受预约');
  }
  switch (product.status) {
    case 'RESERVING':
      return blocked(product, scene, 'RESERVING', '该产品尚未开放认购，您可先预约，开放后理财经理将与您联系');
    case 'SOLD_OUT':
      return blocked(product, scene, 'SOLD_OUT', '该产品额度已售罄，敬请关注后续发行的产品');
    case 'RAISE_ENDED':
      return blocked(product, scene, 'RAISE_ENDED', '该产品募集已结束');
    case 'RAISING':
    case 'OPEN':
      break;
    default:
      return blocked(product, scene, 'NOT_ON_SALE', '该产品当前未开放认购');
  }
  if (scene === 'ADDITIONAL') {
    if (!product.allowsAdditional) return blocked(product, scene, 'NO_ADDITIONAL', '该产品不接受追加认购');
    if (heldPrincipal(investorId, product).eq(0)) {
      return blocked(product, scene, 'NOT_HELD', '您尚未持有该产品，追加认购须先持有，请选择认购');
    }
  }
  return admitted;
}

// ---------------------------------------------------------------------------------------------
// The amount form: limits, benchmark tier, fee
// ---------------------------------------------------------------------------------------------

/** getProLimit: 起投 / 递增 / 剩余额度; 追加 starts at one step (as amountProblem reads it). */
export function purchaseLimit(
  investorId: string,
  productCode: string,
  orderType: PurchaseType,
): PurchaseLimitData {
  const product = productOrRefuse(productCode, '05038001');
  const additional = orderType === 'ADDITIONAL';
  const held = heldPrincipal(investorId, product);
  return {
    productCode,
    productName: product.productName,
    productRiskLevel: product.riskLevel,
    orderType,
    minAmount: additional ? product.stepAmount : product.minAmount,
    stepAmount: product.stepAmount,
    remainingQuota: product.remainingQuota,
    maxAmount: product.remainingQuota,
    ...(additional ? { holdingAmount: held.toFixed(2) } : {}),
    ...(product.raiseStart ? { raiseStart: product.raiseStart } : {}),
    ...(product.raiseEnd ? { raiseEnd: product.raiseEnd } : {}),
  };
}

const NO_BENCHMARK_NOTE: Readonly<Record<string, string>> = {
  EQUITY: '净值型产品不设业绩比较基准，收益以实际净值表现为准',
  CASH: '现金管理类产品收益以每日万份收益为准，不设业绩比较基准',
};
export const BENCHMARK_DISCLAIMER = '业绩比较基准不代表产品未来表现，不构成收益承诺';

/** rateCalculation: the benchmark that applies to an amount (the rule: ./benchmark-rule.ts). */
export function rateFor(investorId: string, request: PurchaseAmountRequest): RateCalculationData {
  const product = productOrRefuse(request.productCode, '05038001');
  const { productCode, amount } = request;
  if (product.benchmarkTiers.length === 0) {
    return {
      productCode,
      amount,
      hasBenchmark: false,
      note: NO_BENCHMARK_NOTE[product.productClass] ?? '本产品不设业绩比较基准',
    };
  }
  const tier = benchmarkAt(product, tierBase(request.orderType, amount, heldPrincipal(investorId, product)));
  if (!tier)
    return { productCode, amount, hasBenchmark: true, note: '认购金额未达起投金额，暂无适用的业绩比较基准' };
  const { rate: benchmarkRate, tierText } = tier;
  return { productCode, amount, hasBenchmark: true, benchmarkRate, tierText, note: BENCHMARK_DISCLAIMER };
}

/** rateCalculationEle: the order's own benchmark (the contract elements). */
export function orderRateFor(investorId: string, orderNo: string): RateCalculationEleData {
  const order = findOrder(orderNo, investorId);
  if (!order || !order.amount || (order.type !== 'SUBSCRIBE' && order.type !== 'ADDITIONAL'))
    refuseWith('05038002');
  const product = productOrRefuse(order.productCode, '05038001');
  const tier = orderBenchmark(investorId, order);
  return {
    orderNo,
    productCode: product.productCode,
    amount: order.amount,
    hasBenchmark: product.benchmarkTiers.length > 0,
    ...(tier ? { benchmarkRate: tier.rate, tierText: tier.tierText } : {}),
  };
}

/** 申购费 of a NAV product by amount (价外收取); fixed-income and cash products charge none. */
const EQUITY_FEE_TIERS = [
  { below: '3000000.00', rate: '1.00' },
  { below: null, rate: '0.50' },
] as const;

/** getPurchaseFee: the fee for an amount and the total to transfer. */
export function feeFor(request: PurchaseAmountRequest): PurchaseFeeData {
  const product = productOrRefuse(request.productCode, '05038001');
  const { productCode, amount } = request;
  const open = product.status === 'OPEN';
  const feeName = open ? '申购费' : '认购费';
  if (product.productClass !== 'EQUITY') {
    return {
      productCode,
      amount,
      feeName,
      feeRate: '0.00',
      fee: '0.00',
      totalAmount: new Big(amount).toFixed(2),
      note: `本产品不收取${feeName}`,
    };
  }
  const tier =
    EQUITY_FEE_TIERS.find((t) => t.below === null || new Big(amount).lt(t.below)) ?? EQUITY_FEE_TIERS[1];
  const fee = new Big(amount).times(tier.rate).div(100).round(2, Big.roundHalfUp);
  return {
    productCode,
    amount,
    feeName,
    feeRate: tier.rate,
    fee: fee.toFixed(2),
    totalAmount: new Big(amount).plus(fee).toFixed(2),
    note: `${feeName}按金额分档收取（300万以下1.00%，300万及以上0.50%），在认购金额之外另行支付`,
  };
}
