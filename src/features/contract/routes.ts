import { defineRoutes } from '@/routing/define-routes';
import { q } from '@/routing/query-params';
import { contractNo, docId, fileId, orderNo, productCode, title } from './model/params';

const order = { orderNo };
const orderContract = { orderNo, contractNo };
/** A file outside an order (product document, report, agreement), named by the linking page. */
const file = { fileId, title };

/**
 * The contract domain's routes (product spec section 2): an order's documents, forced reading,
 * the contract's elements, e-signature and handwritten signing, for subscriptions, redemptions
 * and supplementary agreements. Every page is the investor's own, hence requiresLogin.
 * See README.md for the flow.
 */
export const contractRoutes = defineRoutes('contract', {
  signTheContract: {
    title: '签署合同',
    gloss: 'Sign the contract',
    page: () => import('./pages/sign-the-contract-page'),
    requiresLogin: true,
    query: order,
  },
  confirmContract: {
    title: '确认合同信息',
    gloss: 'Confirm contract',
    page: () => import('./pages/confirm-contract-page'),
    requiresLogin: true,
    query: orderContract,
  },
  redeemConfirmContract: {
    title: '赎回确认书',
    gloss: 'Redemption confirmation',
    page: () => import('./pages/confirm-contract-page'),
    requiresLogin: true,
    query: orderContract,
  },
  additionalAgreementSigning: {
    title: '补充协议签署',
    gloss: 'Supplementary agreement signing',
    page: () => import('./pages/sign-the-contract-page'),
    requiresLogin: true,
    query: order,
  },
  additionalAgreementSubmit: {
    title: '补充协议确认',
    gloss: 'Supplementary agreement submission',
    titleIsProposal: true,
    page: () => import('./pages/confirm-contract-page'),
    requiresLogin: true,
    query: orderContract,
  },
  multipleContracts: {
    title: '合同列表',
    gloss: 'Multiple contracts',
    page: () => import('./pages/contract-list-page'),
    requiresLogin: true,
    query: order,
  },
  selectContract: {
    title: '选择合同',
    gloss: 'Select contract',
    page: () => import('./pages/contract-list-page'),
    requiresLogin: true,
    query: order,
  },
  pdfList: {
    title: '文件列表',
    gloss: 'Document list',
    page: () => import('./pages/pdf-list-page'),
    requiresLogin: true,
    query: order,
  },
  pdfListNew: {
    title: '文件列表',
    gloss: 'Document list (new)',
    titleIsProposal: true,
    page: () => import('./pages/pdf-list-page'),
    requiresLogin: true,
    query: order,
  },
  comPdf: {
    title: '文件预览',
    gloss: 'PDF preview',
    titleIsProposal: true,
    page: () => import('./pages/file-viewer-page'),
    query: file,
  },
  onePagePassPdf: {
    title: '产品一页通',
    gloss: 'One-page product summary (PDF)',
    titleIsProposal: true,
    page: () => import('./pages/one-page-pdf-page'),
    // Its documents come from getProductContract, which needs a session like every product call.
    requiresLogin: true,
    query: { productCode },
  },
  reportPdf: {
    title: '报告预览',
    gloss: 'Report PDF',
    titleIsProposal: true,
    page: () => import('./pages/file-viewer-page'),
    query: file,
  },
  wechatPdf: {
    title: '文件预览',
    gloss: 'PDF preview in WeChat',
    titleIsProposal: true,
    page: () => import('./pages/file-viewer-page'),
    query: file,
  },
  checkUserViewPdfBehavior: {
    title: '文件阅读确认',
    gloss: 'Forced-read confirmation',
    page: () => import('./pages/forced-reading-page'),
    requiresLogin: true,
    query: { orderNo, docId },
  },
  signatureMiddlePage: {
    title: '签署中',
    gloss: 'E-signature redirect page',
    page: () => import('./pages/e-sign-hand-off-page'),
    requiresLogin: true,
    query: {
      orderNo,
      contractNo,
      /** Set on the vendor's return address: the investor comes back from the vendor. */
      back: q.flag(),
      signFlowId: q.string({ max: 64, pattern: /^[A-Za-z0-9_-]+$/ }),
      result: q.oneOf('SUCCESS', 'FAIL', 'CANCEL'),
    },
  },
  qbContractList: {
    title: '钱包协议',
    gloss: 'Wallet-payment contract files',
    page: () => import('./pages/wallet-agreements-page'),
    requiresLogin: true,
  },
  contractInfo: {
    title: '合同详情',
    gloss: 'Contract information',
    titleIsProposal: true,
    page: () => import('./pages/confirm-contract-page'),
    requiresLogin: true,
    query: orderContract,
  },
  signContract: {
    title: '赎回签约',
    gloss: 'Redemption signing',
    page: () => import('./pages/sign-the-contract-page'),
    requiresLogin: true,
    query: order,
  },
});
