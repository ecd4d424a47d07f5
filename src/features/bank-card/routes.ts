import type { RouteDef } from '../../routing/route-def';

/**
 * The bank-card domain's routes (product spec section 2, "Personal and bank"). The app shell
 * aggregates this table; each page is its own lazily loaded chunk. Titles come from the domain
 * brief's proposal (the spec glosses them only in English).
 */
export const bankCardRoutes: RouteDef[] = [
  {
    path: 'phone/bankCardList',
    title: '银行卡',
    gloss: 'Bank cards',
    domain: 'bank-card',
    page: () => import('./pages/bank-card-list-page'),
    requiresLogin: true,
    titleIsProposal: true,
  },
  {
    path: 'phone/addOrEditBankCard',
    // The page retitles itself to 编辑银行卡 in edit mode (?cardId=…).
    title: '添加银行卡',
    gloss: 'Add / edit card',
    domain: 'bank-card',
    page: () => import('./pages/add-or-edit-bank-card-page'),
    requiresLogin: true,
    titleIsProposal: true,
  },
  {
    path: 'phone/smsVerification',
    title: '短信验证',
    gloss: 'SMS verification',
    domain: 'bank-card',
    page: () => import('./pages/sms-verification-page'),
    requiresLogin: true,
    titleIsProposal: true,
  },
  {
    path: 'phone/cannotUnbind',
    title: '无法解绑',
    gloss: 'Cannot unbind card',
    domain: 'bank-card',
    page: () => import('./pages/cannot-unbind-page'),
    requiresLogin: true,
    titleIsProposal: true,
  },
];
