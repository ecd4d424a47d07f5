import { defineCalls } from '@mocks/http/define-call';
import { costMethodDetail, couponsFor, fixedIncomeDetail } from './line-variants';
import { cycleOf, liveStatusOf, onePagePage, periodsOf, relatedTo } from './product-timeline';
import { documentation, productOrRefuse } from './rules';
import { purchaseConditions, tradingRules } from './trading-rules';

/**
 * The product-line variants and the product through time (./line-variants.ts,
 * ./product-timeline.ts). fixedDetail and fixedDocumentation are deprecated in the contract but
 * still answered, as a backend keeping them would, with fixedDetailNew's and productDocumentation's
 * payloads.
 */
export const productLineHandlers = defineCalls({
  fixedDetailNew: ({ requestData }) => fixedIncomeDetail(productOrRefuse(requestData.productCode)),
  fixedDetail: ({ requestData }) => fixedIncomeDetail(productOrRefuse(requestData.productCode)),
  cbffFixedDetail: ({ requestData }) => costMethodDetail(productOrRefuse(requestData.productCode)),
  cbffCouponList: ({ requestData, investor }) =>
    couponsFor(investor.customerId, productOrRefuse(requestData.productCode)),
  productRuleDetail: ({ requestData }) => tradingRules(productOrRefuse(requestData.productCode), false),
  cbffProductRuleDetail: ({ requestData }) => tradingRules(productOrRefuse(requestData.productCode), true),
  productCondition: ({ requestData, investor }) =>
    purchaseConditions(investor, productOrRefuse(requestData.productCode), false),
  cbffproductCondition: ({ requestData, investor }) =>
    purchaseConditions(investor, productOrRefuse(requestData.productCode), true),
  fixedDocumentation: ({ requestData }) => documentation(productOrRefuse(requestData.productCode), 'PROJECT'),
  listPeriodByProductId: ({ requestData }) => periodsOf(productOrRefuse(requestData.productCode)),
  productCycleDates: ({ requestData }) => cycleOf(productOrRefuse(requestData.productCode)),
  productRelation: ({ requestData }) => relatedTo(productOrRefuse(requestData.productCode)),
  queryProductStatus: ({ requestData }) => liveStatusOf(productOrRefuse(requestData.productCode)),
  queryOnePageList: ({ requestData }) => onePagePage(requestData),
});
