import type { TradeDetail } from '@gen/model/tradeDetail';
import type { TradeRecord } from '@gen/model/tradeRecord';
import type { TradeStep } from '@gen/model/tradeStep';
import type { WaterBillRequest } from '@gen/model/waterBillRequest';
import { daysFromToday } from '@mocks/db/seed/story';
import { refuseWith } from '@mocks/http/refusal';
import { findProduct } from '../product/seed';
import { productFacts } from './product-facts';
import { pageOf, tradesOf } from './records';
import { holdings } from './seed';

/**
 * The investor's trade record across products (edwWaterBills) and one trade in full
 * (edwWaterBillDetail): the same trades as a holding's detail shows (records.ts: the settled
 * history merged with the order domain's live orders), filtered by type and period.
 */

const PERIOD_DAYS = { ONE_MONTH: 30, THREE_MONTHS: 91, ONE_YEAR: 365 } as const;

/** The first day (China time) of a period, or undefined for ALL. */
export function periodStart(period: WaterBillRequest['period'], now: Date = new Date()): string | undefined {
  if (!period || period === 'ALL') return undefined;
  return daysFromToday(-PERIOD_DAYS[period], now);
}

export function waterBills(investorId: string, request: WaterBillRequest) {
  const from = periodStart(request.period);
  const rows = tradesOf(investorId, request.productCode)
    .filter((row) => !request.tradeType || row.tradeType === request.tradeType)
    // applyTime carries +08:00, so its first ten characters are the China date.
    .filter((row) => !from || row.applyTime.slice(0, 10) >= from);
  return pageOf(rows, request);
}

function classOf(investorId: string, productCode: string): TradeDetail['productClass'] {
  return (
    holdings.findFirst((q) => q.where({ investorId, productCode }))?.productClass ??
    findProduct(productCode)?.productClass ??
    'FIXED'
  );
}

function holdingStateOf(investorId: string, productCode: string): TradeDetail['holdingState'] {
  const row = holdings.findFirst((q) => q.where({ investorId, productCode }));
  if (!row) return 'NONE';
  return row.status === 'CLEARED' ? 'CLEARED' : 'HELD';
}

const time = (iso: string) => iso.replace('T', ' ').slice(0, 16);

/** The trade's progress: applied, then confirmed / paid out, or where it stands or stopped. */
export function stepsOf(trade: TradeRecord): TradeStep[] {
  const applied: TradeStep = { title: '提交申请', state: 'DONE', time: time(trade.applyTime) };
  const redeem = trade.tradeType === 'REDEEM';
  const transfer = trade.tradeType === 'TRANSFER_OUT' || trade.tradeType === 'TRANSFER_IN';
  const confirmTitle = redeem ? '赎回确认' : transfer ? '过户登记' : '份额确认';
  const last = redeem ? '资金到账' : transfer ? '转让完成' : '开始计息';
  switch (trade.status) {
    case 'CONFIRMED':
      return [
        applied,
        {
          title: confirmTitle,
          state: 'DONE',
          ...(trade.confirmDate ? { time: trade.confirmDate } : {}),
          ...(trade.nav ? { note: `按单位净值 ${trade.nav} 确认` } : {}),
        },
        { title: last, state: 'DONE' },
      ];
    case 'PROCESSING':
      return [
        applied,
        { title: trade.statusText ?? '处理中', state: 'CURRENT' },
        { title: confirmTitle, state: 'TODO' },
        { title: last, state: 'TODO' },
      ];
    case 'FAILED':
      return [applied, { title: '交易失败', state: 'FAILED', note: trade.statusText ?? '交易未成功' }];
    case 'CANCELLED':
      return [
        applied,
        { title: trade.statusText ?? '已撤销', state: 'FAILED', note: '申请已撤销，未发生交易' },
      ];
  }
}

export function waterBillDetail(investorId: string, tradeNo: string): TradeDetail {
  const trade = tradesOf(investorId).find((row) => row.tradeNo === tradeNo);
  if (!trade) refuseWith('05060303');
  return {
    trade,
    productClass: classOf(investorId, trade.productCode),
    holdingState: holdingStateOf(investorId, trade.productCode),
    riskLevel: productFacts(trade.productCode).riskLevel,
    steps: stepsOf(trade),
  };
}
