import type { RouteDef } from '../../routing/route-def';

/** Until this domain's pages are built, every route lazily loads the shared 建设中 placeholder; a real page gets its own chunk. */
const placeholder = () => import('../../routing/placeholder-page');

export const pointsRoutes: RouteDef[] = [
  {
    path: 'phone/integralRules',
    title: '积分规则',
    gloss: 'Points rules',
    domain: 'points',
    page: placeholder,
    placeholder: true,
  },
  {
    path: 'phone/interests',
    title: '会员权益',
    gloss: 'Member benefits',
    domain: 'points',
    page: placeholder,
    placeholder: true,
  },
  {
    path: 'phone/getQrcode',
    title: '我的二维码',
    gloss: 'My QR code',
    domain: 'points',
    page: placeholder,
    placeholder: true,
  },
  {
    path: 'phone/marketToolQrcode',
    title: '推广二维码',
    gloss: 'Marketing-tool QR code',
    titleIsProposal: true,
    domain: 'points',
    page: placeholder,
    placeholder: true,
  },
  {
    path: 'phone/activityMiddlepage',
    title: '活动',
    gloss: 'Activity transfer page',
    titleIsProposal: true,
    domain: 'points',
    page: placeholder,
    placeholder: true,
  },
];
