import { defineRoutes } from '../../routing/define-routes';

/**
 * The asset-proof domain's routes (product spec section 2). A row without `page` shows the shared
 * 建设中 placeholder until this domain's issue builds the page.
 */
export const assetProofRoutes = defineRoutes('asset-proof', {
  assetCertificateIndex: { title: '资产证明', gloss: 'Asset certificate' },
  issueAsset: { title: '开具资产证明', gloss: 'Issue an asset certificate', titleIsProposal: true },
  assetCertificateHistory: { title: '开具记录', gloss: 'Asset certificate history', titleIsProposal: true },
  assetCertificateDetail: { title: '资产证明详情', gloss: 'Asset certificate detail', titleIsProposal: true },
  assetShortMessage: { title: '短信验证', gloss: 'Asset certificate SMS code', titleIsProposal: true },
});
