import { defineRoutes } from '@/routing/define-routes';
import { q } from '@/routing/query-params';

/** The contract's TrustCode (a product code: letters and digits, 1–32) and ChangeApplyNo. */
const code = () => q.string({ max: 32, pattern: /^[0-9A-Za-z]+$/ });
const trustQuery = { trustCode: code() };

/**
 * The family-trust domain's routes (product spec section 2): the family-trust home, the rights
 * and beneficiaries, the family office, and the change of the investor's receiving account
 * (list → card → confirm → SMS → detail, and the records). Every page needs a session. See
 * README.md.
 */
export const familyTrustRoutes = defineRoutes('family-trust', {
  trustChangeList: {
    title: '受益账户变更',
    gloss: 'Beneficiary bank-account change',
    page: () => import('./pages/trust-change-list-page'),
    requiresLogin: true,
  },
  changeRecord: {
    title: '变更记录',
    gloss: 'Change records',
    titleIsProposal: true,
    page: () => import('./pages/change-record-page'),
    requiresLogin: true,
    query: trustQuery,
  },
  changeDetail: {
    title: '变更详情',
    gloss: 'Change detail',
    titleIsProposal: true,
    page: () => import('./pages/change-detail-page'),
    requiresLogin: true,
    query: { applyNo: code() },
  },
  selectBankList: {
    title: '选择银行卡',
    gloss: 'Select bank card',
    titleIsProposal: true,
    page: () => import('./pages/select-bank-list-page'),
    requiresLogin: true,
    query: trustQuery,
  },
  changeConfirm: {
    title: '变更确认',
    gloss: 'Confirm change',
    page: () => import('./pages/change-confirm-page'),
    requiresLogin: true,
    query: { ...trustQuery, cardId: q.id({ max: 32 }) },
  },
  changeShortMessage: {
    title: '短信验证',
    gloss: 'Change SMS code',
    titleIsProposal: true,
    page: () => import('./pages/change-sms-page'),
    requiresLogin: true,
    // The change lives in memory only: opened directly, the step goes back to the accounts.
    withoutContext: 'trustChangeList',
  },
  familyRights: {
    title: '家族信托权益',
    gloss: 'Family-trust benefits',
    page: () => import('./pages/family-rights-page'),
    requiresLogin: true,
    query: trustQuery,
  },
  familyContactUs: {
    title: '联系家族办公室',
    gloss: 'Family-trust contact',
    titleIsProposal: true,
    page: () => import('./pages/family-contact-us-page'),
    requiresLogin: true,
    query: trustQuery,
  },
  familyZhuPage: {
    title: '家族信托',
    gloss: 'Family-trust home page',
    titleIsProposal: true,
    page: () => import('./pages/family-trust-home-page'),
    requiresLogin: true,
    query: trustQuery,
  },
});
