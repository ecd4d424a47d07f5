import { VALID_DATA } from './answers';
import type { Ctx, RouteRow } from './row-types';

/**
 * The hostile suite's rows of the company pages: the two that read the
 * server. about shows bannerList's titles (a hostile link must stay untappable, a broken answer
 * falls back to the brand banner); publicity's 公告 tab shows getArticleList's cards. The other
 * company pages (contactUs, teamIntroduction, aboutList, 404, download, QRCode) read nothing.
 */
// The valid answers of the two calls (the stub's table lives in answers.ts; a domain adds its own).
Object.assign(VALID_DATA, {
  bannerList: () => [
    { bannerId: 'BN1', title: '三十七载 受人之托 代人理财', subtitle: '华信信托 · 1987年成立', tone: 'NAVY' },
    { bannerId: 'BN2', title: '警惕非法集资', subtitle: '', tone: 'CRIMSON', linkUrl: '/phone/publicity' },
  ],
  getArticleList: () => ({
    list: [
      {
        articleId: 'AR1',
        title: '关于端午节假期暂停办理业务的公告',
        summary: '6月8日至6月10日暂停办理认购、赎回业务。',
        categoryCode: 'ANNOUNCEMENT',
        categoryName: '公告',
        publishDate: '2024-06-03',
        readCount: 812,
      },
    ],
    total: 1,
    pageNum: 1,
    pageSize: 20,
  }),
} satisfies typeof VALID_DATA);

async function goto({ page, url }: Ctx, route: string) {
  await page.goto(url(route));
  await page.waitForLoadState('networkidle').catch(() => undefined);
}

export const COMPANY_ROWS: RouteRow[] = [
  {
    route: '/phone/about',
    open: (ctx) => goto(ctx, '/phone/about'),
    // Titles are ≤ 20 characters: markup there is a wrong shape, covered by the read cases.
    markupCalls: [],
    reads: [{ call: 'bannerList' }],
    writes: [],
  },
  {
    route: '/phone/publicity?tab=notice',
    open: (ctx) => goto(ctx, '/phone/publicity?tab=notice'),
    markupCalls: [],
    reads: [{ call: 'getArticleList' }],
    writes: [],
  },
];
