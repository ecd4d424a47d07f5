import { VALID_DATA } from './answers';
import type { Ctx, RouteRow } from './row-types';

/**
 * The hostile suite's rows of help, complaints and privacy. help reads the
 * FAQ (answerHtml is the sanitiser's case, covered by the flow test's hostile answer); advice
 * reads the history and writes addOpinion from 提交 (a burst must send one); the PIPL lists and
 * the privacy pages are static and read nothing. Plain-text fields are capped by the contract,
 * so markup there is a wrong shape (the read cases) or shown as text (the flow tests).
 */
const OPINION = {
  opinionId: 'OP1',
  opinionType: 'SYSTEM',
  content: 'App 查看电子合同时加载较慢，希望优化。',
  imageFileIds: [],
  contactPhoneMasked: '138****5678',
  status: 'REPLIED',
  submittedAt: '2026-02-20T14:03:22+08:00',
  replyContent: '您好，合同预览已完成优化。',
  repliedAt: '2026-02-22T16:30:00+08:00',
};

Object.assign(VALID_DATA, {
  helpCenterList: () => [
    {
      categoryCode: 'ACCOUNT',
      categoryName: '账户与登录',
      description: '注册、实名认证、登录与密码',
      questionCount: 1,
    },
  ],
  helpQuestionList: () => [
    {
      questionId: 'FAQ1',
      categoryCode: 'TRADE',
      categoryName: '认购与交易',
      question: '风险测评结果的有效期是多久？',
      answerHtml: '<p>风险测评结果<strong>有效期为1年</strong>。</p>',
      hot: true,
    },
  ],
  queryOpinionList: () => ({ list: [OPINION], total: 1, pageNum: 1, pageSize: 10 }),
  addOpinion: () => ({
    ...OPINION,
    opinionId: 'OP2',
    status: 'PENDING',
    replyContent: undefined,
    repliedAt: undefined,
  }),
  uploadImage: () => ({ fileId: 'F1', fileName: 'a.jpg', size: 1024 }),
} satisfies typeof VALID_DATA);

async function goto({ page, url }: Ctx, route: string) {
  await page.goto(url(route));
  await page.waitForLoadState('networkidle').catch(() => undefined);
}

const staticRow = (route: string): RouteRow => ({
  route,
  open: (ctx) => goto(ctx, route),
  markupCalls: [],
  reads: [],
  writes: [],
});

/** A valid complaint as an investor types it, ready for 提交. */
async function fillAdvice(ctx: Ctx) {
  const { page } = ctx;
  await goto(ctx, '/phone/advice');
  await page.getByRole('button', { name: /反馈类型/ }).click();
  await page.getByText('系统', { exact: true }).click();
  await page.getByLabel('问题描述').fill('登录后偶尔白屏，需要重新打开才能使用。');
}

export const HELP_PRIVACY_ROWS: RouteRow[] = [
  {
    route: '/phone/help',
    open: (ctx) => goto(ctx, '/phone/help'),
    markupCalls: [],
    reads: [{ call: 'helpCenterList' }, { call: 'helpQuestionList' }],
    writes: [],
  },
  {
    route: '/phone/advice?tab=history',
    open: (ctx) => goto(ctx, '/phone/advice?tab=history'),
    markupCalls: [],
    reads: [{ call: 'queryOpinionList' }],
    writes: [],
  },
  {
    route: '/phone/advice',
    open: (ctx) => goto(ctx, '/phone/advice'),
    markupCalls: [],
    reads: [],
    writes: [
      {
        name: '提交投诉建议',
        call: 'addOpinion',
        arrange: fillAdvice,
        bursts: [({ page }) => page.getByRole('button', { name: '提交', exact: true })],
      },
    ],
  },
  staticRow('/phone/informationList'),
  staticRow('/phone/sharedLnventory'),
  staticRow('/phone/privacyPolicy'),
  staticRow('/phone/privacyPolicyTemplate'),
  staticRow('/phone/privacyPolicyAgreement'),
];
