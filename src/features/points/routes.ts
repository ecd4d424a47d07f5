import { defineRoutes } from '@/routing/define-routes';
import { q } from '@/routing/query-params';

/** The codes an invitation or a marketing link carries (openapi/schemas/points.yaml). */
const ACTIVITY_CODE = q.string({ max: 32, pattern: /^[0-9A-Za-z_-]+$/ });
const INVITE_CODE = q.string({ max: 8, pattern: /^[0-9A-Z]{6,8}$/ });
const TOOL_CODE = q.string({ max: 32, pattern: /^[0-9A-Za-z]{6,32}$/ });

/**
 * The points domain's routes (product spec section 2): the member centre, the rules, the
 * investor's invitation QR code, an adviser's marketing-tool QR code and the activity hand-off.
 */
export const pointsRoutes = defineRoutes('points', {
  integralRules: {
    title: '积分规则',
    gloss: 'Points rules',
    page: () => import('./pages/points-rules-page'),
    requiresLogin: true,
  },
  // The member centre: level, points, daily sign-in and the benefits by level.
  interests: {
    title: '会员权益',
    gloss: 'Member benefits',
    page: () => import('./pages/member-benefits-page'),
    requiresLogin: true,
  },
  // My invitation (mgm*): the QR code and code, an SMS invitation, the friends invited.
  getQrcode: {
    title: '我的二维码',
    gloss: 'My QR code',
    page: () => import('./pages/my-qr-code-page'),
    requiresLogin: true,
  },
  // An adviser's marketing tool (a product or an article) with its QR code; public.
  marketToolQrcode: {
    title: '推广二维码',
    gloss: 'Marketing-tool QR code',
    titleIsProposal: true,
    page: () => import('./pages/marketing-qr-code-page'),
    query: { toolCode: TOOL_CODE },
  },
  // The activity hand-off: the server names the target, the kit's allow-list decides.
  activityMiddlepage: {
    title: '活动',
    gloss: 'Activity transfer page',
    titleIsProposal: true,
    page: () => import('./pages/activity-hand-off-page'),
    query: { activityCode: ACTIVITY_CODE, inviteCode: INVITE_CODE, toolCode: TOOL_CODE },
  },
});
