import { defineRoutes } from '../../routing/define-routes';

/**
 * The family-trust domain's routes (product spec section 2). A row without `page` shows the shared
 * 建设中 placeholder until this domain's issue builds the page.
 */
export const familyTrustRoutes = defineRoutes('family-trust', {
  trustChangeList: { title: '受益账户变更', gloss: 'Beneficiary bank-account change' },
  changeRecord: { title: '变更记录', gloss: 'Change records', titleIsProposal: true },
  changeDetail: { title: '变更详情', gloss: 'Change detail', titleIsProposal: true },
  selectBankList: { title: '选择银行卡', gloss: 'Select bank card', titleIsProposal: true },
  changeConfirm: { title: '变更确认', gloss: 'Confirm change' },
  changeShortMessage: { title: '短信验证', gloss: 'Change SMS code', titleIsProposal: true },
  familyRights: { title: '家族信托权益', gloss: 'Family-trust benefits' },
  familyContactUs: { title: '联系我们', gloss: 'Family-trust contact', titleIsProposal: true },
  familyZhuPage: { title: '家族信托', gloss: 'Family-trust home page', titleIsProposal: true },
});
