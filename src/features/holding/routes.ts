import { defineRoutes } from '@/routing/define-routes';
import { q } from '@/routing/query-params';
import { PERIODS, TRADE_FILTERS } from './model/record-labels';

/** The contract's ProductCode (openapi/schemas/common.yaml): 1–32 letters and digits. */
const productCode = q.string({ max: 32, pattern: /^[0-9A-Za-z]+$/ });

/**
 * The holding domain's routes (product spec section 2). Every page needs a session; amounts
 * follow the eye toggle (page-kit/amount-mask). See README.md beside this file.
 */
export const holdingRoutes = defineRoutes('holding', {
  positionList: {
    title: '我的持仓',
    gloss: 'Holdings',
    page: () => import('./pages/position-list-page'),
    prefetch: () => import('./pages/position-list-reads'),
    requiresLogin: true,
    query: { tab: q.oneOf('ALL', 'FIXED', 'EQUITY', 'CASH', 'FAMILY') },
  },
  historicalAssetDetails: {
    title: '历史资产',
    gloss: 'Historical assets',
    page: () => import('./pages/historical-assets-page'),
    requiresLogin: true,
    query: { productCode },
  },
  holdingDetails: {
    title: '持仓详情',
    gloss: 'Holding detail',
    page: () => import('./pages/holding-details-page'),
    requiresLogin: true,
    query: { productCode },
  },
  'position/familyTrust': {
    title: '家族信托',
    gloss: 'Family-trust holding',
    page: () => import('./pages/family-trust-holding-page'),
    requiresLogin: true,
  },
  'position/fixedIncome': {
    title: '固定收益类持仓',
    gloss: 'Fixed-income holdings',
    page: () => import('./pages/fixed-income-holdings-page'),
    requiresLogin: true,
  },
  'position/stockIncome': {
    title: '权益类持仓',
    gloss: 'Equity holdings',
    page: () => import('./pages/equity-holdings-page'),
    requiresLogin: true,
  },
  'position/fixedIncomeList': {
    title: '固定收益类明细',
    gloss: 'Fixed-income list',
    titleIsProposal: true,
    page: () => import('./pages/fixed-income-earnings-page'),
    requiresLogin: true,
  },
  'position/cashIncomeList': {
    title: '现金管理类明细',
    gloss: 'Cash-management income list',
    titleIsProposal: true,
    page: () => import('./pages/cash-daily-income-page'),
    requiresLogin: true,
  },
  'position/profitTotalList': {
    title: '累计收益明细',
    gloss: 'Accumulated profit list',
    titleIsProposal: true,
    page: () => import('./pages/accumulated-income-page'),
    requiresLogin: true,
  },
  transaction: {
    title: '交易记录',
    gloss: 'Transactions',
    titleIsProposal: true,
    page: () => import('./pages/trade-records-page'),
    requiresLogin: true,
    query: { type: q.oneOf(...TRADE_FILTERS), period: q.oneOf(...PERIODS) },
  },
  transactionDetails: {
    title: '交易详情',
    gloss: 'Transaction detail',
    titleIsProposal: true,
    page: () => import('./pages/trade-detail-page'),
    requiresLogin: true,
    query: { tradeNo: q.string({ max: 32, pattern: /^[0-9A-Za-z]+$/ }) },
  },
  orderIncome: {
    title: '收益分配明细',
    gloss: 'Distribution records',
    page: () => import('./pages/distribution-records-page'),
    requiresLogin: true,
    query: {
      productCode,
      year: q.string({ max: 4, pattern: /^\d{4}$/ }),
    },
  },
});
