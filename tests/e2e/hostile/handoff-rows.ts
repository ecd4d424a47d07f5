import { VALID_DATA } from './answers';
import type { Ctx, RouteRow } from './row-types';

/**
 * The hostile suite's rows of the hand-off pages: the two that read the
 * server. totalMiddlePage follows pageJumpRoute's target (a valid answer lands on noAppletHome,
 * which reads nothing; a broken one keeps the page with 重试); appletPull shows
 * queryAppletScheme's link behind a button. Their server texts are patterned or short (title
 * ≤ 30, openlink by pattern): markup there is a wrong shape, covered by the read cases. The
 * other hand-offs read only the address (tests/flows/common/ covers hostile targets).
 */
Object.assign(VALID_DATA, {
  pageJumpRoute: () => ({ target: '/phone/noAppletHome', needLogin: false, title: '首页' }),
  queryAppletScheme: () => ({
    openlink: 'weixin://dl/business/?t=a1B2c3D4e5F',
    expireTime: '2024-07-28T09:30:00+08:00',
  }),
} satisfies typeof VALID_DATA);

async function goto({ page, url }: Ctx, route: string) {
  await page.goto(url(route));
  await page.waitForLoadState('networkidle').catch(() => undefined);
}

const JUMP = '/phone/totalMiddlePage?jumpType=BANNER&jumpCode=BN20240701002';

export const HANDOFF_ROWS: RouteRow[] = [
  {
    route: JUMP,
    open: (ctx) => goto(ctx, JUMP),
    markupCalls: [],
    reads: [{ call: 'pageJumpRoute' }],
    writes: [],
  },
  {
    route: '/phone/appletPull',
    open: (ctx) => goto(ctx, '/phone/appletPull'),
    markupCalls: [],
    reads: [{ call: 'queryAppletScheme' }],
    writes: [],
  },
];
