import { defineRoutes } from '../../routing/define-routes';

/**
 * The contract domain's routes (product spec section 2). A row without `page` shows the shared
 * 建设中 placeholder until this domain's issue builds the page.
 */
export const contractRoutes = defineRoutes('contract', {
  signTheContract: { title: '签署合同', gloss: 'Sign the contract' },
  confirmContract: { title: '确认合同信息', gloss: 'Confirm contract' },
  redeemConfirmContract: { title: '赎回确认书', gloss: 'Redemption confirmation' },
  additionalAgreementSigning: { title: '补充协议签署', gloss: 'Supplementary agreement signing' },
  additionalAgreementSubmit: {
    title: '补充协议确认',
    gloss: 'Supplementary agreement submission',
    titleIsProposal: true,
  },
  multipleContracts: { title: '合同列表', gloss: 'Multiple contracts' },
  selectContract: { title: '选择合同', gloss: 'Select contract' },
  pdfList: { title: '文件列表', gloss: 'Document list' },
  pdfListNew: { title: '文件列表', gloss: 'Document list (new)', titleIsProposal: true },
  comPdf: { title: '文件预览', gloss: 'PDF preview', titleIsProposal: true },
  onePagePassPdf: { title: '产品一页通', gloss: 'One-page product summary (PDF)', titleIsProposal: true },
  reportPdf: { title: '报告预览', gloss: 'Report PDF', titleIsProposal: true },
  wechatPdf: { title: '文件预览', gloss: 'PDF preview in WeChat', titleIsProposal: true },
  checkUserViewPdfBehavior: { title: '文件阅读确认', gloss: 'Forced-read confirmation' },
  signatureMiddlePage: { title: '签署中', gloss: 'E-signature redirect page' },
  qbContractList: { title: '钱包协议', gloss: 'Wallet-payment contract files' },
  contractInfo: { title: '合同详情', gloss: 'Contract information', titleIsProposal: true },
  signContract: { title: '赎回签约', gloss: 'Redemption signing' },
});
