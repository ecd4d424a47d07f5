import { defineRoutes } from '../../routing/define-routes';

/**
 * The order domain's routes (product spec section 2). A row without `page` shows the shared
 * 建设中 placeholder until this domain's issue builds the page.
 */
export const orderRoutes = defineRoutes('order', {
  myOrder: { title: '我的订单', gloss: 'My orders' },
  productOrderDetails: { title: '订单详情', gloss: 'Order detail' },
  productOrderDetails1: { title: '订单详情', gloss: 'Order detail (variant 1)', titleIsProposal: true },
  productOrderDetails4: { title: '订单详情', gloss: 'Order detail (variant 4)', titleIsProposal: true },
  orderMiddlePage: { title: '订单处理中', gloss: 'Order transfer page', titleIsProposal: true },
  orderDetailAdd: {
    title: '追加订单详情',
    gloss: 'Additional-subscription order detail',
    titleIsProposal: true,
  },
  transaction: { title: '交易记录', gloss: 'Transactions', titleIsProposal: true },
  transactionDetails: { title: '交易详情', gloss: 'Transaction detail', titleIsProposal: true },
  xqlbDetails: { title: '认购申请书', gloss: 'Subscription application form', titleIsProposal: true },
  orderUpload: { title: '上传转账凭证', gloss: 'Upload transfer proof' },
  orderLook: { title: '查看转账凭证', gloss: 'View transfer proof', titleIsProposal: true },
  orderIncome: { title: '收益分配明细', gloss: 'Distribution records' },
  incomeInformation: { title: '收益信息', gloss: 'Income information', titleIsProposal: true },
  cancellationOrder: { title: '撤销认购', gloss: 'Cancel order' },
  redeemOrder: { title: '赎回', gloss: 'Redeem' },
  subscribeList: { title: '认购记录', gloss: 'Subscription records' },
  track: { title: '交易进度', gloss: 'Order progress' },
  makeOver: { title: '受益权转让', gloss: 'Choose product to transfer' },
  makeOverDetails: { title: '转让详情', gloss: 'Transfer detail', titleIsProposal: true },
});
