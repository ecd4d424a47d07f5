import { defineRoutes } from '@/routing/define-routes';
import { q } from '@/routing/query-params';

/**
 * The customer domain's routes (product spec section 2, "Personal and bank"): the investor's own
 * data, so every page needs a session. Pages without `page` show the shared 建设中 placeholder.
 */
export const customerRoutes = defineRoutes('customer', {
  personInfo: {
    title: '个人信息',
    gloss: 'Personal information',
    page: () => import('./pages/person-info-page'),
    requiresLogin: true,
  },
  personInfoUpdate: {
    title: '修改联系信息',
    gloss: 'Update contact information',
    titleIsProposal: true,
    page: () => import('./pages/person-info-update-page'),
    requiresLogin: true,
    // Which part to edit: the ID and person (identity) or address and e-mail (contact, default).
    query: { section: q.oneOf('identity', 'contact') },
  },
  nameModification: {
    title: '姓名拼音',
    gloss: 'Edit Chinese-name pinyin',
    // pinyin-pro (141.8 KB gzip, measured on the demo build) is imported by this page only, in its own chunk.
    page: () => import('./pages/name-modification-page'),
    requiresLogin: true,
  },
  financeManager: {
    title: '我的理财经理',
    gloss: 'My relationship manager',
    page: () => import('./pages/finance-manager-page'),
    requiresLogin: true,
    // choose: the list of managers to choose or change from (titled 选择理财经理).
    query: { mode: q.oneOf('choose') },
  },
  financeManagerMy: {
    title: '理财经理详情',
    gloss: 'Relationship manager detail',
    titleIsProposal: true,
    page: () => import('./pages/manager-detail-page'),
    requiresLogin: true,
    query: { managerCode: q.string({ max: 9, pattern: /^M\d{4,8}$/ }) },
  },
});
