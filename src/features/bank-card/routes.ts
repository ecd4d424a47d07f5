import { defineRoutes } from '@/routing/define-routes';
import { q } from '@/routing/query-params';

/** The contract's CardId: opaque, 1–32 characters (openapi/schemas/bank-card.yaml). */
const cardQuery = { cardId: q.id({ max: 32 }) };

/**
 * The bank-card domain's routes (product spec section 2, "Personal and bank"). Each page is its
 * own lazily loaded chunk and needs a session. Titles come from the domain brief's proposal (the
 * spec glosses them only in English).
 */
export const bankCardRoutes = defineRoutes('bank-card', {
  bankCardList: {
    title: '银行卡',
    gloss: 'Bank cards',
    page: () => import('./pages/bank-card-list-page'),
    requiresLogin: true,
    titleIsProposal: true,
  },
  addOrEditBankCard: {
    // The page retitles itself to 编辑银行卡 in edit mode (?cardId=…).
    title: '添加银行卡',
    gloss: 'Add / edit card',
    page: () => import('./pages/add-or-edit-bank-card-page'),
    requiresLogin: true,
    titleIsProposal: true,
    query: cardQuery,
  },
  smsVerification: {
    title: '短信验证',
    gloss: 'SMS verification',
    page: () => import('./pages/sms-verification-page'),
    requiresLogin: true,
    titleIsProposal: true,
    query: cardQuery,
    // The pending form lives in memory only: opened directly, the step goes back to the form.
    withoutContext: 'addOrEditBankCard',
  },
  cannotUnbind: {
    title: '无法解绑',
    gloss: 'Cannot unbind card',
    page: () => import('./pages/cannot-unbind-page'),
    requiresLogin: true,
    titleIsProposal: true,
    query: cardQuery,
  },
});
