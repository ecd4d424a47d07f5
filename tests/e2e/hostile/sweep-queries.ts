/**
 * The query a route needs to show its data in the route sweep (sweep/), keyed by route
 * name; values from the contract's examples, so Prism answers them. A route opened without its
 * query shows its own "missing context" state and reads nothing; a domain adds its routes here as
 * their pages land.
 */
export const SWEEP_QUERIES: Readonly<Record<string, string>> = {
  inforDetail: '?articleId=AR202406280012',
  liveIntroduction: '?articleId=AR202406280012',
  reportDetail: '?articleId=AR202406280012',
  allInformation: '?category=COMPANY_NEWS',
  advice: '?tab=history',
  totalMiddlePage: '?jumpType=BANNER&jumpCode=BN20240701002',
  productOrderDetails: `?orderNo=${ORDER_TO_PAY}`,
  productOrderDetails1: `?orderNo=${ORDER_TO_PAY}`,
  productOrderDetails4: `?orderNo=${ORDER_TO_PAY}`,
  orderDetailAdd: `?orderNo=${ORDER_TO_PAY}`,
  orderUpload: `?orderNo=${ORDER_TO_PAY}`,
  orderLook: `?orderNo=${ORDER_TO_PAY}`,
  xqlbDetails: `?orderNo=${ORDER_TO_PAY}`,
  track: `?orderNo=${ORDER_TO_PAY}`,
  orderMiddlePage: `?orderNo=${ORDER_TO_PAY}`,
  // product pages read the product named in the address (Prism answers with the examples).
  brokenLinkOne: `?productCode=${NAV_HELD}`,
  brokenLinkOnePublic: `?productCode=${NAV_HELD}`,
  cashBrokenLine: `?productCode=${CASH_HELD}`,
  cashBrokenLinePublic: `?productCode=${CASH_HELD}`,
  historyNetWorth: `?productCode=${NAV_HELD}`,
  projectIntroduct: `?productCode=${FIXED_RAISING}`,
  equityProjectIntroduct: `?productCode=${NAV_HELD}`,
  introduction: `?productCode=${FIXED_RAISING}`,
  fundManager: `?productCode=${FIXED_RAISING}`,
  trustDoc: `?productCode=${FIXED_RAISING}`,
  contract: `?productCode=${FIXED_RAISING}`,
  uploadOne: '?way=FINANCIAL_ASSETS',
  certificationDetails: '?flowNo=QF202607230001',
};
import { CASH_HELD, FIXED_RAISING, NAV_HELD, ORDER_TO_PAY } from '../support/seed-ids';
