import { defineRoutes } from '../../routing/define-routes';

/**
 * The points domain's routes (product spec section 2). A row without `page` shows the shared
 * 建设中 placeholder until this domain's issue builds the page.
 */
export const pointsRoutes = defineRoutes('points', {
  integralRules: {
    title: '积分规则',
    gloss: 'Points rules',
    page: () => import('./pages/integral-rules-page'),
    requiresLogin: true,
  },
  // The member centre: level, points, daily sign-in and the benefits by level.
  interests: {
    title: '会员权益',
    gloss: 'Member benefits',
    page: () => import('./pages/interests-page'),
    requiresLogin: true,
  },
  getQrcode: { title: '我的二维码', gloss: 'My QR code' },
  marketToolQrcode: { title: '推广二维码', gloss: 'Marketing-tool QR code', titleIsProposal: true },
  activityMiddlepage: { title: '活动', gloss: 'Activity transfer page', titleIsProposal: true },
});
