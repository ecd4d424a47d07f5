import type { RouteDef } from '../../routing/route-def';

/** Until this domain's pages are built, every route lazily loads the shared 建设中 placeholder; a real page gets its own chunk. */
const placeholder = () => import('../../routing/placeholder-page');

export const holdingRoutes: RouteDef[] = [
  {
    path: 'phone/positionList',
    title: '我的持仓',
    gloss: 'Holdings',
    domain: 'holding',
    page: placeholder,
    placeholder: true,
  },
  {
    path: 'phone/historicalAssetDetails',
    title: '历史资产',
    gloss: 'Historical assets',
    domain: 'holding',
    page: placeholder,
    placeholder: true,
  },
  {
    path: 'phone/holdingDetails',
    title: '持仓详情',
    gloss: 'Holding detail',
    domain: 'holding',
    page: placeholder,
    placeholder: true,
  },
  {
    path: 'phone/position/familyTrust',
    title: '家族信托',
    gloss: 'Family-trust holding',
    domain: 'holding',
    page: placeholder,
    placeholder: true,
  },
  {
    path: 'phone/position/fixedIncome',
    title: '固定收益类持仓',
    gloss: 'Fixed-income holdings',
    domain: 'holding',
    page: placeholder,
    placeholder: true,
  },
  {
    path: 'phone/position/stockIncome',
    title: '权益类持仓',
    gloss: 'Equity holdings',
    domain: 'holding',
    page: placeholder,
    placeholder: true,
  },
  {
    path: 'phone/position/fixedIncomeList',
    title: '固定收益类明细',
    gloss: 'Fixed-income list',
    titleIsProposal: true,
    domain: 'holding',
    page: placeholder,
    placeholder: true,
  },
  {
    path: 'phone/position/cashIncomeList',
    title: '现金管理类明细',
    gloss: 'Cash-management income list',
    titleIsProposal: true,
    domain: 'holding',
    page: placeholder,
    placeholder: true,
  },
  {
    path: 'phone/position/profitTotalList',
    title: '累计收益明细',
    gloss: 'Accumulated profit list',
    titleIsProposal: true,
    domain: 'holding',
    page: placeholder,
    placeholder: true,
  },
];
