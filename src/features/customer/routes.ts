import { defineRoutes } from '../../routing/define-routes';
import { q } from '../../routing/query-params';

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
    title: '修改个人信息',
    gloss: 'Update personal information',
    titleIsProposal: true,
    requiresLogin: true,
    // Which part to edit: the ID and person (identity) or address and e-mail (contact, default).
    query: { section: q.oneOf('identity', 'contact') },
  },
  nameModification: { title: '姓名拼音', gloss: 'Edit Chinese-name pinyin', requiresLogin: true },
  financeManager: { title: '我的理财经理', gloss: 'My relationship manager', requiresLogin: true },
  financeManagerMy: {
    title: '理财经理详情',
    gloss: 'Relationship manager detail',
    titleIsProposal: true,
    requiresLogin: true,
    query: { managerCode: q.string({ max: 9, pattern: /^M\d{4,8}$/ }) },
  },
});
