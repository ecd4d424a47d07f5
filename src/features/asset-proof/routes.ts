import type { RouteDef } from '../../routing/route-def';

/** Until this domain's pages are built, every route lazily loads the shared 建设中 placeholder; a real page gets its own chunk. */
const placeholder = () => import('../../routing/placeholder-page');

export const assetProofRoutes: RouteDef[] = [
  {
    path: 'phone/assetCertificateIndex',
    title: '资产证明',
    gloss: 'Asset certificate',
    domain: 'asset-proof',
    page: placeholder,
    placeholder: true,
  },
  {
    path: 'phone/issueAsset',
    title: '开具资产证明',
    gloss: 'Issue an asset certificate',
    titleIsProposal: true,
    domain: 'asset-proof',
    page: placeholder,
    placeholder: true,
  },
  {
    path: 'phone/assetCertificateHistory',
    title: '开具记录',
    gloss: 'Asset certificate history',
    titleIsProposal: true,
    domain: 'asset-proof',
    page: placeholder,
    placeholder: true,
  },
  {
    path: 'phone/assetCertificateDetail',
    title: '资产证明详情',
    gloss: 'Asset certificate detail',
    titleIsProposal: true,
    domain: 'asset-proof',
    page: placeholder,
    placeholder: true,
  },
  {
    path: 'phone/assetShortMessage',
    title: '短信验证',
    gloss: 'Asset certificate SMS code',
    titleIsProposal: true,
    domain: 'asset-proof',
    page: placeholder,
    placeholder: true,
  },
];
