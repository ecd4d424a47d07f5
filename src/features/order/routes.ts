import { defineRoutes } from '@/routing/define-routes';
import { q } from '@/routing/query-params';
import { ORDER_NO_PATTERN, ORDER_TAB_KEYS } from './model/order-labels';

/** The contract's OrderNo (openapi/schemas/order.yaml): OD / RD / TR + 12 digits. */
const orderQuery = { orderNo: q.string({ max: 14, pattern: ORDER_NO_PATTERN }) };
const productQuery = { productCode: q.string({ max: 32, pattern: /^[0-9A-Za-z]+$/ }) };
const tabQuery = { tab: q.oneOf(...ORDER_TAB_KEYS) };
/** productOrderDetails and its variants (1, 4, orderDetailAdd) are one page: the order decides. */
const orderDetailPage = () => import('./pages/order-detail-page');

/**
 * The order domain's routes (product spec section 2). A row without `page` shows the shared
 * 建设中 placeholder until its page is built.
 */
export const orderRoutes = defineRoutes('order', {
  myOrder: {
    title: '我的订单',
    gloss: 'My orders',
    page: () => import('./pages/my-order-page'),
    requiresLogin: true,
    query: tabQuery,
  },
  productOrderDetails: {
    title: '订单详情',
    gloss: 'Order detail',
    page: orderDetailPage,
    requiresLogin: true,
    query: orderQuery,
  },
  productOrderDetails1: {
    title: '订单详情',
    gloss: 'Order detail (variant 1)',
    titleIsProposal: true,
    page: orderDetailPage,
    requiresLogin: true,
    query: orderQuery,
  },
  productOrderDetails4: {
    title: '订单详情',
    gloss: 'Order detail (variant 4)',
    titleIsProposal: true,
    page: orderDetailPage,
    requiresLogin: true,
    query: orderQuery,
  },
  orderMiddlePage: {
    title: '订单处理中',
    gloss: 'Order transfer page',
    titleIsProposal: true,
    page: () => import('./pages/order-return-page'),
    requiresLogin: true,
    query: orderQuery,
  },
  orderDetailAdd: {
    title: '追加订单详情',
    gloss: 'Additional-subscription order detail',
    titleIsProposal: true,
    page: orderDetailPage,
    requiresLogin: true,
    query: orderQuery,
  },
  xqlbDetails: {
    title: '认购申请书',
    gloss: 'Subscription application form',
    titleIsProposal: true,
    page: () => import('./pages/subscription-application-page'),
    requiresLogin: true,
    query: orderQuery,
  },
  orderUpload: {
    title: '上传转账凭证',
    gloss: 'Upload transfer proof',
    page: () => import('./pages/order-payment-page'),
    requiresLogin: true,
    query: {
      ...orderQuery,
      /** The wallet instead of a transfer (walletPayable products): opening, paying, the outcome. */
      pay: q.oneOf('wallet'),
      /** Set by the wallet's cashier on the way back: the payment whose state to show. */
      walletPayNo: q.string({ max: 17, pattern: /^WP\d{15}$/ }),
    },
  },
  orderLook: {
    title: '查看转账凭证',
    gloss: 'View transfer proof',
    titleIsProposal: true,
    page: () => import('./pages/transfer-proof-page'),
    requiresLogin: true,
    query: orderQuery,
  },
  incomeInformation: {
    title: '收益信息',
    gloss: 'Income information',
    titleIsProposal: true,
    page: () => import('./pages/income-information-page'),
    requiresLogin: true,
    query: productQuery,
  },
  cancellationOrder: {
    title: '撤销认购',
    gloss: 'Cancel order',
    page: () => import('./pages/cancel-order-page'),
    requiresLogin: true,
    query: orderQuery,
  },
  redeemOrder: {
    title: '赎回',
    gloss: 'Redeem',
    page: () => import('./pages/redeem-order-page'),
    requiresLogin: true,
    query: productQuery,
  },
  subscribeList: {
    title: '认购记录',
    gloss: 'Subscription records',
    page: () => import('./pages/subscription-records-page'),
    requiresLogin: true,
    query: tabQuery,
  },
  track: {
    title: '交易进度',
    gloss: 'Order progress',
    page: () => import('./pages/order-progress-page'),
    requiresLogin: true,
    query: orderQuery,
  },
  makeOver: {
    title: '受益权转让',
    gloss: 'Choose product to transfer',
    page: () => import('./pages/benefit-transfer-page'),
    requiresLogin: true,
    query: productQuery,
  },
  /** With productCode: the transfer's form; with orderNo: the transfer applied and its status. */
  makeOverDetails: {
    title: '转让详情',
    gloss: 'Transfer detail',
    titleIsProposal: true,
    page: () => import('./pages/benefit-transfer-detail-page'),
    requiresLogin: true,
    query: { ...productQuery, ...orderQuery },
  },
});
