import { defineRoutes } from '@/routing/define-routes';
import { q } from '@/routing/query-params';

/** The contract's CertNo: letters and digits, 1–32 characters (openapi/schemas/asset-proof.yaml). */
const certQuery = { certNo: q.string({ max: 32, pattern: /^[0-9A-Za-z]+$/ }) };

/**
 * The asset-proof domain's routes (product spec section 2): choose → SMS → the issued certificate,
 * and the history with each certificate's detail. Every page needs a session. See README.md.
 */
export const assetProofRoutes = defineRoutes('asset-proof', {
  assetCertificateIndex: {
    title: '资产证明',
    gloss: 'Asset certificate',
    page: () => import('./pages/asset-certificate-index-page'),
    requiresLogin: true,
  },
  issueAsset: {
    title: '开具资产证明',
    gloss: 'Issue an asset certificate',
    titleIsProposal: true,
    page: () => import('./pages/issue-certificate-page'),
    requiresLogin: true,
    query: certQuery,
  },
  assetCertificateHistory: {
    title: '开具记录',
    gloss: 'Asset certificate history',
    titleIsProposal: true,
    page: () => import('./pages/asset-certificate-history-page'),
    requiresLogin: true,
  },
  assetCertificateDetail: {
    title: '资产证明详情',
    gloss: 'Asset certificate detail',
    titleIsProposal: true,
    page: () => import('./pages/asset-certificate-detail-page'),
    requiresLogin: true,
    query: certQuery,
  },
  assetShortMessage: {
    title: '短信验证',
    gloss: 'Asset certificate SMS code',
    titleIsProposal: true,
    page: () => import('./pages/certificate-sms-page'),
    requiresLogin: true,
    // The request lives in memory only: opened directly, the step goes back to the form.
    withoutContext: 'assetCertificateIndex',
  },
});
