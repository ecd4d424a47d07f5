import { defineRoutes } from '../../routing/define-routes';

/**
 * The product domain's routes (product spec section 2). A row without `page` shows the shared
 * 建设中 placeholder until this domain's issue builds the page.
 */
export const productRoutes = defineRoutes('product', {
  productDetail: { title: '产品详情', gloss: 'Product detail' },
  capitain: { title: '认购', gloss: 'Subscription (amount entry)', cached: true },
  capitainAdd: { title: '追加认购', gloss: 'Additional subscription', cached: true },
  equity: { title: '权益类产品', gloss: 'Equity products', cached: true },
  cash: { title: '现金管理类产品', gloss: 'Cash-management products', cached: true },
  projectIntroduct: { title: '项目介绍', gloss: 'Project introduction' },
  equityProjectIntroduct: { title: '权益项目介绍', gloss: 'Equity project introduction' },
  fundManager: { title: '投资顾问', gloss: 'Investment adviser' },
  historyNetWorth: { title: '历史净值', gloss: 'Net-worth history' },
  infoReport: { title: '信息披露详情', gloss: 'Information disclosure' },
  reportSearch: { title: '信息披露', gloss: 'Information disclosure search' },
  trustDoc: { title: '信托文件', gloss: 'Trust documents' },
  contract: { title: '合同文本', gloss: 'Contract text' },
  openHouseList: { title: '开放日', gloss: 'Open days' },
  preheatDetail: { title: '产品预告', gloss: 'Pre-launch product detail' },
  introduction: { title: '产品介绍', gloss: 'Introduction' },
  brokenLinkOne: { title: '净值走势', gloss: 'Net-worth line chart' },
  cashBrokenLine: { title: '收益走势', gloss: 'Cash-product return line chart', titleIsProposal: true },
  brokenLinkOnePublic: { title: '净值走势', gloss: 'Net-worth line chart (public)' },
  cashBrokenLinePublic: {
    title: '收益走势',
    gloss: 'Cash-product return line chart (public)',
    titleIsProposal: true,
  },
  // Moved from the order folder (issue 11): the product lists and reservations belong here.
  investListHome: { title: '我的投资', gloss: 'Investments home', titleIsProposal: true },
  investProductList: { title: '可投产品', gloss: 'Products open for investment', titleIsProposal: true },
  investmentList: { title: '投资记录', gloss: 'Investment list', titleIsProposal: true },
  reservation: { title: '产品预约', gloss: 'Reserve a product' },
  reservationPlan: { title: '预约计划', gloss: 'Reservation plan' },
});
