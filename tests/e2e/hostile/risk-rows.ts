import type { AssessmentResult } from '@gen/model/assessmentResult';
import { FILE_PREVIEW_PATH } from '@/page-kit/file-preview';
import { ok, refused } from './answers';
import type { Ctx, RouteRow } from './row-types';
import { forgetRefusedArrivalSend } from './refused-arrival';
import { ORDER_TO_SIGN } from '../support/seed-ids';

/**
 * The hostile suite's rows of the risk pages that write: the risk
 * assessment's and the KYC questionnaire's submit (saveQuestionnaireAnswer; the other
 * questionnaires share their flow, components/server-questionnaire.tsx), the confirmation of a
 * pending assessment result (evaluationConfirmation), the return visit
 * (saveSalesBehaviorQuestionnaire), the elderly investor's declaration signed by SMS
 * (signElderInvestorDeclaration; its code sent again: sendBusiSms) and the qualified-investor
 * certification (createQualifierFlow). Burst rows only: the reads are swept by
 * the route sweep; every call gets Prism's example (the contract's) unless a row says otherwise.
 */
async function goto({ page, url }: Ctx, route: string) {
  await page.goto(url(route));
  await page.waitForLoadState('networkidle').catch(() => undefined);
}

const button = (ctx: Ctx, name: string) => ctx.page.getByRole('button', { name, exact: true });

/** What the page showed, for a failure's message: its address, position and options' states. */
async function shown({ page }: Ctx): Promise<string> {
  return page
    .evaluate(() => {
      const position = document.querySelector('.questionnaire-position')?.textContent;
      const options = [...document.querySelectorAll('.questionnaire-options [aria-checked]')].map((option) =>
        option.getAttribute('aria-checked'),
      );
      return `at ${location.pathname}, ${position ?? 'no questionnaire'}, options ${options.join(' ')}`;
    })
    .catch((error: unknown) => `page unreadable: ${String(error)}`);
}

/**
 * Answers the kit questionnaire on the page with each question's first option, one screen at a
 * time, up to its last question, where `submitText` is the button the burst hits. A single choice
 * moves on by itself (the kit's auto-advance); 下一题 is tapped only where it does not.
 */
export async function answerQuestionnaire(ctx: Ctx, submitText: string) {
  const { page } = ctx;
  const position = page.locator('.questionnaire-position strong');
  const movedFrom = (before: string, timeout: number) =>
    page
      .waitForFunction(
        (at) => document.querySelector('.questionnaire-position strong')?.textContent !== at,
        before,
        { timeout },
      )
      .then(
        () => true,
        () => false,
      );
  await position.waitFor();
  for (let screens = 0; screens < 60; screens += 1) {
    const at = await position.innerText();
    const chosen = page.locator('.questionnaire-options [aria-checked="true"]');
    if ((await chosen.count()) === 0) {
      // The click goes to the option itself, not to where it was drawn a moment ago: a mouse
      // click at the option's place missed it once (on a loaded machine, the question unanswered
      // 30 s later), and choosing is this arrangement's step, not the burst under test.
      await page.locator('.questionnaire-options [aria-checked]').first().dispatchEvent('click');
      // The answer is the page's once it shows as chosen: a submit tapped before that (a burst
      // right after the last click, on a loaded machine) finds a question unanswered.
      await chosen
        .first()
        .waitFor()
        .catch(async (error: unknown) => {
          throw new Error(`answerQuestionnaire: the option did not show as chosen; ${await shown(ctx)}`, {
            cause: error,
          });
        });
    }
    if (await button(ctx, submitText).isVisible()) return;
    if (await movedFrom(at, 5_000)) continue;
    await button(ctx, '下一题').click();
    await movedFrom(at, 10_000);
  }
  throw new Error(`answerQuestionnaire: no ${submitText} after 60 screens`);
}

/** An 8×8 PNG standing in for a photo of a proof. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGM4c/cdVsQwtCQAuwilwRD1TZUAAAAASUVORK5CYII=',
  'base64',
);

/**
 * Runs `steps` with the uploaded proofs' images served at their preview address: the uploader
 * shows a sent image from the file gateway (not the API), which Prism does not serve, so antd's
 * Image would show its fallback. The route goes afterwards: while a page has one, Playwright
 * turns its HTTP cache off, and the pool's pages serve the next rows too.
 */
async function withPreviews({ page }: Ctx, steps: () => Promise<void>) {
  const previews = `**${FILE_PREVIEW_PATH}?fileId=*`;
  await page.route(previews, (route) => route.fulfill({ status: 200, contentType: 'image/png', body: PNG }));
  try {
    await steps();
  } finally {
    await page.unroute(previews);
  }
}

/** Picks one image in the page's uploader and waits until it is up and shown. */
async function pickImage({ page }: Ctx) {
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: PNG });
  await page.locator('.adm-image-uploader-cell img').first().waitFor();
  await page.waitForFunction(
    () => document.querySelectorAll('.adm-image-uploader-cell-loading').length === 0,
  );
}

const questionnaireRow = (route: string, submitText: string, name: string): RouteRow => ({
  route,
  open: (ctx) => goto(ctx, route),
  markupCalls: [],
  reads: [],
  writes: [
    {
      name,
      call: 'saveQuestionnaireAnswer',
      arrange: async (ctx) => {
        await goto(ctx, route);
        await answerQuestionnaire(ctx, submitText);
      },
      bursts: [(ctx) => button(ctx, submitText)],
    },
  ],
});

/** An assessment just scored, still to be confirmed (Prism's example is a confirmed one). */
const pendingResult: AssessmentResult = {
  evaluationNo: 'EV202611230001',
  status: 'PENDING',
  score: 58,
  riskLevel: 'C3',
  riskLevelName: '平衡型',
  answeredAt: '2026-11-23T10:00:00+08:00',
  buyableLevels: ['R1', 'R2', 'R3'],
};

/** Every required statement of commitment ticked, then on to smsOlderVer (which sends a code on arrival). */
async function toTheDeclarationCode(ctx: Ctx) {
  const { page } = ctx;
  await goto(ctx, '/phone/commitment');
  const required = page
    .getByRole('group', { name: '声明事项' })
    .locator('label', { has: page.getByRole('checkbox', { name: /^必选/ }) });
  await required.first().waitFor();
  for (const statement of await required.all()) await statement.click();
  await page.waitForFunction(
    (count) => document.querySelectorAll('input[type=checkbox]:checked').length >= count,
    await required.count(),
  );
  await button(ctx, '下一步').click();
  await page.waitForURL(/\/phone\/smsOlderVer/);
}

const SALE_VISIT = `/phone/saleQuestionnaire?orderNo=${ORDER_TO_SIGN}`;

export const RISK_ROWS: RouteRow[] = [
  questionnaireRow('/phone/ratingStep1', '提交测评', 'submit the risk assessment'),
  questionnaireRow('/phone/kycQuestionnaire', '提交问卷', 'submit the KYC questionnaire'),
  {
    route: '/phone/ratingResult',
    open: (ctx) => goto(ctx, '/phone/ratingResult'),
    given: (stub) => stub.answer('getQuestionnaireInfo', ok(pendingResult)),
    markupCalls: [],
    reads: [],
    writes: [
      {
        name: 'confirm the assessment result',
        call: 'evaluationConfirmation',
        arrange: (ctx) => goto(ctx, '/phone/ratingResult'),
        bursts: [(ctx) => button(ctx, '确认测评结果')],
      },
    ],
  },
  {
    route: SALE_VISIT,
    open: (ctx) => goto(ctx, SALE_VISIT),
    markupCalls: [],
    reads: [],
    writes: [
      {
        name: 'submit the return visit',
        call: 'saveSalesBehaviorQuestionnaire',
        arrange: async (ctx) => {
          await goto(ctx, SALE_VISIT);
          await answerQuestionnaire(ctx, '提交回访');
        },
        bursts: [(ctx) => button(ctx, '提交回访')],
      },
    ],
  },
  {
    route: '/phone/smsOlderVer',
    open: (ctx) => goto(ctx, '/phone/commitment'),
    markupCalls: [],
    reads: [],
    writes: [
      {
        name: 'sign the elderly investor declaration with the SMS code',
        call: 'signElderInvestorDeclaration',
        arrange: async (ctx) => {
          await toTheDeclarationCode(ctx);
          await ctx.page.getByText(/验证码已发送至/).waitFor();
          await ctx.page.getByPlaceholder('请输入6位验证码').fill('123456');
        },
        bursts: [(ctx) => button(ctx, '确认签署')],
      },
      {
        // The send on arrival is refused (too frequent), so 获取验证码 is there without the 60 s wait.
        name: 'send the code again after a refused first send',
        call: 'sendBusiSms',
        arrange: async (ctx) => {
          ctx.stub.answer('sendBusiSms', refused('05200005', '验证码发送过于频繁，请稍后再试'));
          await toTheDeclarationCode(ctx);
          await forgetRefusedArrivalSend(ctx, 'sendBusiSms');
          await button(ctx, '获取验证码').and(ctx.page.locator(':enabled')).waitFor();
        },
        bursts: [(ctx) => button(ctx, '获取验证码')],
      },
    ],
  },
  {
    route: '/phone/uploadTow?way=INCOME',
    open: (ctx) => goto(ctx, '/phone/uploadOne?way=INCOME'),
    markupCalls: [],
    reads: [],
    writes: [
      {
        name: 'send the certification',
        call: 'createQualifierFlow',
        arrange: (ctx) =>
          withPreviews(ctx, async () => {
            const { page } = ctx;
            await goto(ctx, '/phone/uploadOne?way=INCOME');
            await page.getByRole('heading', { name: '收入证明' }).waitFor();
            await pickImage(ctx);
            await button(ctx, '下一步').click();
            await page.getByRole('heading', { name: '投资经历证明' }).waitFor();
            await pickImage(ctx);
            const promise = page.getByRole('checkbox', { name: /本人承诺所提供的材料真实/ });
            await page.locator('label', { has: promise }).click();
            await page.waitForFunction(() =>
              [...document.querySelectorAll<HTMLInputElement>('input[type=checkbox]')].some(
                (box) => box.checked,
              ),
            );
          }),
        bursts: [(ctx) => button(ctx, '提交认证')],
      },
    ],
  },
];
