import { defineCalls } from '@mocks/http/define-call';
import {
  allProductsPage,
  buttonsOf,
  documentation,
  filePage,
  followStatus,
  historyPage,
  openDayList,
  preheatDetail,
  preheatStatus,
  productOpenDays,
  productOrRefuse,
  productTypes,
  publicTrendOf,
  purchasePage,
  setFollow,
  setReminder,
  toDetail,
  trendOf,
} from './rules';

/**
 * Stateful product handlers (browse, detail, NAV, documents, open days): each call picks its
 * rule (./rules.ts). The subscription's calls are in ./purchase-*.ts.
 * netWorthTrendForExoSystem is public (mocks/scenarios/session.ts): it answers logged out.
 */
export const productHandlers = defineCalls({
  purchaseProductList: ({ requestData }) => purchasePage(requestData),
  queryAppletProductList: ({ requestData }) => allProductsPage(requestData),
  queryAppletProductType: () => productTypes(),
  appletProductDetail: ({ requestData }) => toDetail(productOrRefuse(requestData.productCode)),
  queryProductButtons: ({ requestData }) => ({
    buttons: buttonsOf(productOrRefuse(requestData.productCode)),
  }),
  queryAttentionStatusByProduct: ({ requestData, investor }) =>
    followStatus(investor.customerId, requestData.productCode),
  followProduct: ({ requestData, investor }) =>
    setFollow(investor.customerId, requestData.productCode, requestData.follow),
  productPreheatDetail: ({ requestData }) => preheatDetail(productOrRefuse(requestData.productCode)),
  queryMakeStatus: ({ requestData, investor }) =>
    preheatStatus(investor.customerId, productOrRefuse(requestData.productCode)),
  makePreheat: {
    successMsg: '提醒设置成功',
    resolve: ({ requestData, investor }) =>
      setReminder(investor.customerId, productOrRefuse(requestData.productCode)),
  },
  productDocumentation: ({ requestData }) =>
    documentation(productOrRefuse(requestData.productCode), requestData.kind),
  productHistoryNetWorthList: ({ requestData }) =>
    historyPage(productOrRefuse(requestData.productCode), requestData),
  worthTrendByProductId: ({ requestData }) => trendOf(productOrRefuse(requestData.productCode)),
  netWorthTrendForExoSystem: ({ requestData }) => publicTrendOf(productOrRefuse(requestData.productCode)),
  productFile: ({ requestData }) => filePage(requestData),
  selectOpenDayList: ({ requestData }) => openDayList(requestData.productCode),
  queryProductOpenDay: ({ requestData }) => productOpenDays(productOrRefuse(requestData.productCode)),
});
