import { defineRoutes } from '../../routing/define-routes';

/**
 * The holding domain's routes (product spec section 2). A row without `page` shows the shared
 * 建设中 placeholder until this domain's issue builds the page.
 */
export const holdingRoutes = defineRoutes('holding', {
  positionList: { title: '我的持仓', gloss: 'Holdings' },
  historicalAssetDetails: { title: '历史资产', gloss: 'Historical assets' },
  holdingDetails: { title: '持仓详情', gloss: 'Holding detail' },
  'position/familyTrust': { title: '家族信托', gloss: 'Family-trust holding' },
  'position/fixedIncome': { title: '固定收益类持仓', gloss: 'Fixed-income holdings' },
  'position/stockIncome': { title: '权益类持仓', gloss: 'Equity holdings' },
  'position/fixedIncomeList': { title: '固定收益类明细', gloss: 'Fixed-income list', titleIsProposal: true },
  'position/cashIncomeList': {
    title: '现金管理类明细',
    gloss: 'Cash-management income list',
    titleIsProposal: true,
  },
  'position/profitTotalList': {
    title: '累计收益明细',
    gloss: 'Accumulated profit list',
    titleIsProposal: true,
  },
});
