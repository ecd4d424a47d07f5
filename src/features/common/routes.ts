import { defineRoutes } from '../../routing/define-routes';

/**
 * The common domain's routes (product spec section 2). A row without `page` shows the shared
 * 建设中 placeholder until this domain's issue builds the page.
 */
export const commonRoutes = defineRoutes('common', {
  fourKMiddle: { title: '正在跳转', gloss: 'Transfer page', titleIsProposal: true },
  middlePage: { title: '正在跳转', gloss: 'Transfer page', titleIsProposal: true },
  totalMiddlePage: { title: '正在跳转', gloss: 'Transfer page', titleIsProposal: true },
  'middlePage/checkPage': { title: '正在校验', gloss: 'Check page', titleIsProposal: true },
  jumpRouterPage: { title: '正在跳转', gloss: 'Router transfer page', titleIsProposal: true },
  pkMiddlePage: { title: '正在跳转', gloss: 'Transfer page', titleIsProposal: true },
  abnormalReturn: { title: '返回异常', gloss: 'Abnormal return', titleIsProposal: true },
  sharingLayer: { title: '分享', gloss: 'Sharing layer', titleIsProposal: true },
  appletPull: { title: '打开小程序', gloss: 'Open the mini-program', titleIsProposal: true },
  pullUp: { title: '打开App', gloss: 'Open the app', titleIsProposal: true },
  appletHome: { title: '首页', gloss: 'Mini-program home', titleIsProposal: true },
  noAppletHome: { title: '首页', gloss: 'Home outside the mini-program', titleIsProposal: true },
  download: { title: '下载App', gloss: 'Download the app' },
  QRCode: { title: '二维码', gloss: 'QR code', titleIsProposal: true },
  appSkip: {
    title: '正在跳转',
    gloss: 'App skip page (outside /phone/)',
    path: 'app/skip',
    titleIsProposal: true,
  },
});
