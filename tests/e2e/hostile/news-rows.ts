import { VALID_DATA } from './answers';
import type { Ctx, RouteRow } from './row-types';

/**
 * The hostile suite's rows of the news pages: lists over getArticleList
 * (valid data from company-rows.ts), details over getArticleDetail, whose view record
 * (newsClickRecord) is a background write no tap triggers, hence no burst case. service reads
 * nothing. Markup in contentHtml is the sanitiser's case (the flow test's hostile article); the
 * plain-text fields are capped by the contract, so markup there is a wrong shape (the read cases).
 */
Object.assign(VALID_DATA, {
  getArticleDetail: ({ articleId }) => ({
    articleId: articleId || 'AR1',
    title: '2024年二季度宏观与大类资产配置报告',
    categoryCode: 'RESEARCH_REPORT',
    categoryName: '研究报告',
    publishDate: '2024-07-05',
    readCount: 736,
    source: '华信信托',
    contentHtml: '<p>二季度经济温和修复，<strong>固收打底</strong>。</p>',
    attachments: [
      {
        fileId: 'FRPT1',
        fileName: '2024年二季度宏观与大类资产配置报告.pdf',
        fileType: 'PDF',
        fileSize: 1843200,
      },
    ],
    live: {
      startTime: '2024-07-12T19:30:00+08:00',
      endTime: '2024-07-12T20:30:00+08:00',
      hostName: '陈思远',
      hostTitle: '首席投资顾问',
      liveStatus: 'NOT_STARTED',
    },
  }),
  newsClickRecord: () => ({ readCount: 737 }),
} satisfies typeof VALID_DATA);

async function goto({ page, url }: Ctx, route: string) {
  await page.goto(url(route));
  await page.waitForLoadState('networkidle').catch(() => undefined);
}

const listRow = (route: string): RouteRow => ({
  route,
  open: (ctx) => goto(ctx, route),
  markupCalls: [],
  reads: [{ call: 'getArticleList' }],
  writes: [],
});

const detailRow = (route: string): RouteRow => ({
  route,
  open: (ctx) => goto(ctx, route),
  markupCalls: [],
  reads: [{ call: 'getArticleDetail' }],
  writes: [],
});

export const NEWS_ROWS: RouteRow[] = [
  listRow('/phone/inforList'),
  listRow('/phone/allInformation?category=RESEARCH'),
  listRow('/phone/reportManage'),
  listRow('/phone/liveIntroduction'),
  detailRow('/phone/inforDetail?articleId=AR1'),
  detailRow('/phone/reportDetail?articleId=AR1'),
  detailRow('/phone/liveIntroduction?articleId=AR1'),
  {
    route: '/phone/service',
    open: (ctx) => goto(ctx, '/phone/service'),
    markupCalls: [],
    reads: [],
    writes: [],
  },
];
