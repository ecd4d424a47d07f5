import { defineRoutes } from '@/routing/define-routes';
import { q } from '@/routing/query-params';
import { REPORT_TYPE_KEYS } from './model/file-labels';
import { CLASS_KEYS, DETAIL_TABS, STATUS_GROUP_KEYS } from './model/route-keys';

/** The contract's ProductCode: 1–32 letters and digits (openapi/schemas/common.yaml). */
const productQuery = { productCode: q.string({ max: 32, pattern: /^[0-9A-Za-z]+$/ }) };

/** The subscription's query (PS): the product, and the step after the gate (?step=amount). */
const purchaseQuery = { ...productQuery, step: q.oneOf('amount') };

/**
 * The product domain's routes (product spec section 2). A row without `page` shows the shared
 * 建设中 placeholder until its page is built. Trust products may be shown to
 * identified investors only (资管新规), so every page needs a session except the public charts.
 */

export const productRoutes = defineRoutes('product', {
  productDetail: {
    title: '产品详情',
    gloss: 'Product detail',
    page: () => import('./pages/product-detail-page'),
    prefetch: () => import('./pages/product-detail-reads'),
    requiresLogin: true,
    query: { ...productQuery, tab: q.oneOf(...DETAIL_TABS) },
  },
  capitain: {
    title: '认购',
    gloss: 'Subscription (amount entry)',
    cached: true,
    page: () => import('./pages/subscribe-page'),
    requiresLogin: true,
    query: purchaseQuery,
  },
  capitainAdd: {
    title: '追加认购',
    gloss: 'Additional subscription',
    cached: true,
    page: () => import('./pages/additional-subscribe-page'),
    requiresLogin: true,
    query: purchaseQuery,
  },
  equity: {
    title: '权益类产品',
    gloss: 'Equity products',
    cached: true,
    page: () => import('./pages/equity-page'),
    requiresLogin: true,
  },
  cash: {
    title: '现金管理类产品',
    gloss: 'Cash-management products',
    cached: true,
    page: () => import('./pages/cash-page'),
    requiresLogin: true,
  },
  projectIntroduct: {
    title: '项目介绍',
    gloss: 'Project introduction',
    page: () => import('./pages/project-introduction-page'),
    requiresLogin: true,
    query: productQuery,
  },
  equityProjectIntroduct: {
    title: '权益项目介绍',
    gloss: 'Equity project introduction',
    page: () => import('./pages/equity-project-introduction-page'),
    requiresLogin: true,
    query: productQuery,
  },
  fundManager: {
    title: '投资顾问',
    gloss: 'Investment adviser',
    page: () => import('./pages/fund-manager-page'),
    requiresLogin: true,
    query: productQuery,
  },
  historyNetWorth: {
    title: '历史净值',
    gloss: 'Net-worth history',
    page: () => import('./pages/history-net-worth-page'),
    requiresLogin: true,
    query: productQuery,
  },
  infoReport: {
    title: '信息披露详情',
    gloss: 'Information disclosure',
    page: () => import('./pages/info-report-page'),
    requiresLogin: true,
    // category: which list the file is in (productFile asks for it); absent = DISCLOSURE.
    query: { fileId: q.id(), category: q.oneOf('PRODUCT', 'DISCLOSURE') },
  },
  reportSearch: {
    title: '信息披露',
    gloss: 'Information disclosure search',
    page: () => import('./pages/report-search-page'),
    requiresLogin: true,
    query: { ...productQuery, type: q.oneOf(...REPORT_TYPE_KEYS), year: q.int({ min: 2000, max: 2100 }) },
  },
  trustDoc: {
    title: '信托文件',
    gloss: 'Trust documents',
    page: () => import('./pages/trust-doc-page'),
    requiresLogin: true,
    query: productQuery,
  },
  contract: {
    title: '合同文本',
    gloss: 'Contract text',
    page: () => import('./pages/contract-page'),
    requiresLogin: true,
    query: productQuery,
  },
  openHouseList: {
    title: '开放日',
    gloss: 'Open days',
    page: () => import('./pages/open-days-page'),
    requiresLogin: true,
    query: productQuery,
  },
  preheatDetail: {
    title: '产品预告',
    gloss: 'Pre-launch product detail',
    page: () => import('./pages/upcoming-product-page'),
    requiresLogin: true,
    query: productQuery,
  },
  introduction: {
    title: '产品介绍',
    gloss: 'Introduction',
    page: () => import('./pages/introduction-page'),
    requiresLogin: true,
    query: productQuery,
  },
  brokenLinkOne: {
    title: '净值走势',
    gloss: 'Net-worth line chart',
    page: () => import('./pages/nav-trend-page'),
    requiresLogin: true,
    query: productQuery,
  },
  cashBrokenLine: {
    title: '收益走势',
    gloss: 'Cash-product return line chart',
    titleIsProposal: true,
    page: () => import('./pages/cash-return-trend-page'),
    requiresLogin: true,
    query: productQuery,
  },
  brokenLinkOnePublic: {
    title: '净值走势',
    gloss: 'Net-worth line chart (public)',
    page: () => import('./pages/public-nav-trend-page'),
    query: productQuery,
  },
  cashBrokenLinePublic: {
    title: '收益走势',
    gloss: 'Cash-product return line chart (public)',
    titleIsProposal: true,
    page: () => import('./pages/public-cash-return-trend-page'),
    query: productQuery,
  },
  // The product lists and reservations (the investor's view of products) belong to this domain.
  investListHome: {
    title: '我的投资',
    gloss: 'Investments home',
    titleIsProposal: true,
    page: () => import('./pages/invest-list-home-page'),
    requiresLogin: true,
  },
  investProductList: {
    title: '可投产品',
    gloss: 'Products open for investment',
    titleIsProposal: true,
    page: () => import('./pages/invest-product-list-page'),
    requiresLogin: true,
    query: { productClass: q.oneOf(...CLASS_KEYS) },
  },
  investmentList: {
    // The spec glosses it "investment list" only: our proposal is every product, on sale or not.
    title: '全部产品',
    gloss: 'Investment list',
    titleIsProposal: true,
    page: () => import('./pages/investment-list-page'),
    requiresLogin: true,
    query: { productClass: q.oneOf(...CLASS_KEYS), status: q.oneOf(...STATUS_GROUP_KEYS) },
  },
  reservation: {
    title: '产品预约',
    gloss: 'Reserve a product',
    page: () => import('./pages/reservation-page'),
    requiresLogin: true,
    query: productQuery,
  },
  reservationPlan: {
    title: '预约计划',
    gloss: 'Reservation plan',
    page: () => import('./pages/reservation-plan-page'),
    requiresLogin: true,
  },
});
