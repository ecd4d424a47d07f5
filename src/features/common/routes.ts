import { defineRoutes } from '@/routing/define-routes';
import { q } from '@/routing/query-params';
import { ABNORMAL_REASONS } from './model/abnormal-reasons';

/**
 * The common domain's routes (product spec section 2). A row without `page` shows the shared
 * 建设中 placeholder until its page is built.
 */
export const commonRoutes = defineRoutes('common', {
  fourKMiddle: {
    title: '正在打开视频',
    gloss: 'Transfer page (4K video)',
    titleIsProposal: true,
    // Opened without its target, the page refuses in place (RedirectingPage's REFUSED_TITLE).
    titleWithoutContext: '跳转失败',
    page: () => import('./pages/video-hand-off-page'),
    query: { target: q.string({ max: 1024 }) },
  },
  middlePage: {
    title: '正在跳转',
    gloss: 'Transfer page',
    titleIsProposal: true,
    // Opened without its target, the page refuses in place (RedirectingPage's REFUSED_TITLE).
    titleWithoutContext: '跳转失败',
    page: () => import('./pages/hand-off-page'),
    // szbTicket: a partner's one-time sign-on ticket (szbLogin's pattern and limits).
    query: {
      target: q.string({ max: 1024 }),
      szbTicket: q.string({ max: 128, pattern: /^[0-9A-Za-z_-]{8,128}$/ }),
    },
  },
  totalMiddlePage: {
    title: '正在跳转',
    gloss: 'Transfer page (by jump code)',
    titleIsProposal: true,
    // Opened without its code, the page refuses in place (RedirectingPage's REFUSED_TITLE).
    titleWithoutContext: '跳转失败',
    page: () => import('./pages/jump-code-hand-off-page'),
    query: {
      jumpType: q.oneOf('PUSH', 'BANNER', 'QRCODE', 'SMS'),
      jumpCode: q.string({ max: 64, pattern: /^[0-9A-Za-z_-]+$/ }),
    },
  },
  'middlePage/checkPage': {
    title: '正在校验',
    gloss: 'Check page',
    titleIsProposal: true,
    requiresLogin: true,
    // Opened without its target, the page refuses in place (RedirectingPage's REFUSED_TITLE).
    titleWithoutContext: '跳转失败',
    page: () => import('./pages/signed-in-hand-off-page'),
    query: { target: q.string({ max: 1024 }) },
  },
  jumpRouterPage: {
    title: '正在跳转',
    gloss: 'Router transfer page',
    titleIsProposal: true,
    // Opened without its target, the page refuses in place (RedirectingPage's REFUSED_TITLE).
    titleWithoutContext: '跳转失败',
    page: () => import('./pages/route-name-hand-off-page'),
    query: { name: q.string({ max: 64, pattern: /^[A-Za-z][A-Za-z0-9/]*$/ }) },
  },
  pkMiddlePage: {
    title: '正在跳转',
    gloss: 'Transfer page (campaign)',
    titleIsProposal: true,
    // Opened without its code, the page refuses in place (RedirectingPage's REFUSED_TITLE).
    titleWithoutContext: '跳转失败',
    page: () => import('./pages/campaign-hand-off-page'),
    query: { activityCode: q.string({ max: 64, pattern: /^[0-9A-Za-z_-]+$/ }) },
  },
  abnormalReturn: {
    title: '温馨提示',
    gloss: 'Abnormal return',
    titleIsProposal: true,
    page: () => import('./pages/abnormal-return-page'),
    query: { reason: q.oneOf(...ABNORMAL_REASONS) },
  },
  sharingLayer: {
    title: '在浏览器中打开',
    gloss: 'Sharing layer (WeChat guide)',
    titleIsProposal: true,
    page: () => import('./pages/open-in-browser-guide-page'),
    query: { mode: q.oneOf('open', 'share') },
  },
  appletPull: {
    title: '打开小程序',
    gloss: 'Open the mini-program',
    titleIsProposal: true,
    page: () => import('./pages/open-mini-program-page'),
    query: {
      path: q.string({ max: 106, pattern: /^pages\/[0-9A-Za-z_/-]{1,100}$/ }),
      query: q.string({ max: 256 }),
    },
  },
  pullUp: {
    title: '打开App',
    gloss: 'Open the app',
    titleIsProposal: true,
    page: () => import('./pages/open-in-app-page'),
    query: { target: q.string({ max: 1024 }) },
  },
  appletHome: {
    title: '首页',
    gloss: 'Mini-program home',
    titleIsProposal: true,
    page: () => import('./pages/mini-program-home-page'),
    // Outside a mini-program (a plain browser, the e2e) it is the browser home.
    withoutContext: 'noAppletHome',
  },
  noAppletHome: {
    title: '首页',
    gloss: 'Home outside the mini-program',
    titleIsProposal: true,
    page: () => import('./pages/browser-home-page'),
  },
  download: { title: '下载App', gloss: 'Download the app', page: () => import('./pages/download-page') },
  QRCode: {
    title: '二维码',
    gloss: 'QR code',
    titleIsProposal: true,
    page: () => import('./pages/qr-code-page'),
  },
  appSkip: {
    title: '正在跳转',
    gloss: 'App skip page (outside /phone/)',
    path: 'app/skip',
    titleIsProposal: true,
    // Opened without its target, the page refuses in place (RedirectingPage's REFUSED_TITLE).
    titleWithoutContext: '跳转失败',
    page: () => import('./pages/app-deep-link-page'),
    query: { target: q.string({ max: 1024 }) },
  },
});
