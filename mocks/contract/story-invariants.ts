import Big from 'big.js';
import { addMonths } from '@mocks/db/calendar';
import { DEMO_INVESTOR } from '@mocks/db/seed/investor';
import { tradesOf } from '@mocks/domains/holding/records';
import { currentHoldings } from '@mocks/domains/holding/rules';
import { ordersOf } from '@mocks/domains/order/rules';
import { products } from '@mocks/domains/product/seed';

/**
 * The demo story's arithmetic and calendar, as a list of what breaks it (empty when the story
 * holds): the mock is what developers, testers and the backend team read as the product's truth.
 */

const fen = (value: Big) => value.round(2, Big.roundHalfUp).toFixed(2);
const sum = (values: readonly (string | undefined)[]) =>
  values.reduce((total, value) => total.plus(value ?? '0'), new Big(0));

/** Shares and cost of every held NAV or cash product against its confirmed trades. */
function holdingProblems(investorId: string): string[] {
  const problems: string[] = [];
  for (const held of currentHoldings(investorId)) {
    const trades = tradesOf(investorId, held.productCode).filter((t) => t.status === 'CONFIRMED');
    const bought = trades.filter((t) => ['SUBSCRIBE', 'ADDITIONAL', 'TRANSFER_IN'].includes(t.tradeType));
    const sold = trades.filter((t) => t.tradeType === 'REDEEM' || t.tradeType === 'TRANSFER_OUT');
    const code = held.productCode;
    if (held.nav || held.cash) {
      const shares = sum(bought.map((t) => t.shares ?? t.amount)).minus(sum(sold.map((t) => t.shares)));
      const actual = (held.nav ?? held.cash)!.shares;
      if (fen(shares) !== actual)
        problems.push(`${code}: holds ${actual} 份, trades add up to ${fen(shares)}`);
    }
    if (held.nav) {
      const boughtShares = sum(bought.map((t) => t.shares));
      const cost = boughtShares.eq(0)
        ? new Big(0)
        : sum(bought.map((t) => t.amount))
            .times(held.nav.shares)
            .div(boughtShares);
      if (fen(cost) !== held.nav.costAmount)
        problems.push(`${code}: cost ${held.nav.costAmount}, the trades' average cost gives ${fen(cost)}`);
    }
    if (held.fixed) {
      const principal = sum(bought.map((t) => t.amount)).minus(sum(sold.map((t) => t.shares)));
      if (fen(principal) !== held.fixed.principal)
        problems.push(`${code}: principal ${held.fixed.principal}, trades add up to ${fen(principal)}`);
    }
  }
  return problems;
}

/** Every product's life: end = start + term; its issues and the holdings' dates inside it. */
function calendarProblems(investorId: string): string[] {
  const problems: string[] = [];
  for (const product of products.findMany()) {
    const { productCode: code, establishDate, termMonths, maturityDate, raiseStart, raiseEnd } = product;
    if (!establishDate || !termMonths) continue;
    const end = addMonths(establishDate, termMonths);
    if (maturityDate && maturityDate !== end)
      problems.push(`${code}: ends ${maturityDate}, ${establishDate} + ${termMonths} months is ${end}`);
    for (const date of [raiseStart, raiseEnd])
      if (date && date > end) problems.push(`${code}: an issue on ${date} falls after its end ${end}`);
    const held = currentHoldings(investorId).find((h) => h.productCode === code)?.fixed;
    if (held && held.maturityDate !== end)
      problems.push(`${code}: the holding ends ${held.maturityDate}, the product ${end}`);
  }
  return problems;
}

/** What breaks the story for the investor now (holdings, trades, products' calendars). */
export function storyProblems(investorId: string = DEMO_INVESTOR.customerId): string[] {
  return [...holdingProblems(investorId), ...calendarProblems(investorId)];
}

/** The 认购 / 追加 orders of tiered products: each must show one rate everywhere. */
export const subscriptionOrders = (investorId: string = DEMO_INVESTOR.customerId) =>
  ordersOf(investorId).filter((o) => (o.type === 'SUBSCRIBE' || o.type === 'ADDITIONAL') && o.amount);
