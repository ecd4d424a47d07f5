import { defineRoutes } from '../../routing/define-routes';

/**
 * The customer domain's routes (product spec section 2). A row without `page` shows the shared
 * 建设中 placeholder until this domain's issue builds the page.
 */
export const customerRoutes = defineRoutes('customer', {
  personInfo: { title: '个人信息', gloss: 'Personal information' },
  personInfoUpdate: { title: '修改个人信息', gloss: 'Update personal information', titleIsProposal: true },
  nameModification: { title: '姓名拼音', gloss: 'Edit Chinese-name pinyin' },
  financeManager: { title: '我的理财经理', gloss: 'My relationship manager' },
  financeManagerMy: { title: '理财经理详情', gloss: 'Relationship manager detail', titleIsProposal: true },
});
