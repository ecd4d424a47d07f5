import Big from 'big.js';
import type { HoldingLot } from '@gen/model/holdingLot';
import type { HoldingLots } from '@gen/model/holdingLots';
import type { TransferingBenefit } from '@gen/model/transferingBenefit';
import { ordersOf } from '../order/rules';
import { maskName } from '../order/transfer-seed';
import { productFacts } from './product-facts';
import { IN_FLIGHT, tradesOf } from './records';
import { holdingOf } from './rules';

/**
 * edwCurrentHoldingDetails and edwTransferingBenefits: the confirmed trades a current holding is
 * made of, and the investor's transfers still under way (their shares frozen).
 */

const LOT_TYPES = new Set(['SUBSCRIBE', 'ADDITIONAL', 'TRANSFER_IN']);

export function holdingLots(investorId: string, productCode: string): HoldingLots {
  const holding = holdingOf(investorId, productCode);
  const fixed = holding.fixed;
  const lots = tradesOf(investorId, productCode)
    .filter(
      (row) => row.status === 'CONFIRMED' && LOT_TYPES.has(row.tradeType) && row.confirmDate && row.amount,
    )
    .sort((a, b) => a.confirmDate!.localeCompare(b.confirmDate!))
    .map((row, index): HoldingLot => {
      const lot: HoldingLot = {
        tradeNo: row.tradeNo,
        lotType: row.tradeType as HoldingLot['lotType'],
        confirmDate: row.confirmDate!,
        amount: row.amount!,
      };
      if (fixed) {
        return {
          ...lot,
          // The first lot earns from the plan's value date; a later one from its own confirmation.
          valueDate: index === 0 ? fixed.valueDate : row.confirmDate!,
          maturityDate: fixed.maturityDate,
          benchmarkRate: fixed.rate,
        };
      }
      if (row.shares) {
        const nav = row.nav ?? new Big(row.amount!).div(row.shares).round(4, Big.roundHalfUp).toFixed(4);
        return { ...lot, shares: row.shares, nav };
      }
      return lot;
    });
  return {
    productCode,
    productName: productFacts(productCode).productName,
    productClass: holding.productClass,
    lots,
  };
}

export function transferingBenefits(investorId: string): TransferingBenefit[] {
  return ordersOf(investorId)
    .filter((order) => order.type === 'TRANSFER' && order.transfer && IN_FLIGHT.includes(order.status))
    .map((order): TransferingBenefit => ({
      orderNo: order.orderNo,
      productCode: order.productCode,
      productName: productFacts(order.productCode).productName,
      shares: order.shares ?? '0.00',
      price: order.amount ?? '0.00',
      transfereeNameMasked: maskName(order.transfer!.transfereeName),
      applyTime: order.timeline[0]!.at,
      status: order.status === 'SUBMITTED' || order.status === 'TO_SIGN' ? 'SUBMITTED' : 'REGISTERING',
    }))
    .sort((a, b) => b.applyTime.localeCompare(a.applyTime));
}
