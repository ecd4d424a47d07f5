import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RISK_QUESTIONS } from '@mocks/domains/risk/risk-questionnaire';
import { journeyBuild, startApp, type AppSession } from './support/app-session';
import type { ConsoleErrors } from './support/browser';
import { walkElderly, type ElderlyStop } from './support/elderly-audit';
import { journeyScreenshots } from './support/screenshots';
import { ORDER_VISITED } from './support/seed-ids';

/**
 * Know the investor, as the investor walks it in Chromium on the demo build (the
 * stateful mock in the page): a never-assessed investor takes the risk assessment and gets a
 * level with its expiry; an investor who is not yet qualified sends income proofs and sees them
 * in review, and the reviewer (the demo's ?mockQualifyReview switch, carried by an in-app
 * navigation, so the page keeps its mock state) approves them; a 66-year-old signs the elderly
 * declaration with the SMS code. Then every risk page in elderly mode (text ≥ 18 px, targets
 * ≥ 44 × 44 px). Each scene starts with its ?mockInvestor= variant, which reseeds the mock.
 * With E2E_SCREENSHOTS=1 pictures at 375×667 go to docs/screenshots/risk-*.png.
 *
 * E2E_DIST=/tmp/x-demo serves an existing demo build instead of building dist-demo.
 */
let app: AppSession;
let page: Page;
let errors: ConsoleErrors;

beforeAll(async () => {
  app = await startApp({ ...journeyBuild(), session: 'e2e-session' });
  ({ page, errors } = await app.newPage());
});

afterAll(() => app?.close());

const shot = journeyScreenshots(() => page, 'risk');
const button = (name: string) => page.getByRole('button', { name, exact: true });
const region = (name: string) => page.getByRole('region', { name, exact: true });
/** An 8×8 PNG standing in for a photo of a proof. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGM4c/cdVsQwtCQAuwilwRD1TZUAAAAASUVORK5CYII=',
  'base64',
);

/** Picks `count` images in the page's uploader and waits until they are up. */
async function pickImages(count: number) {
  const files = Array.from({ length: count }, (_, i) => ({
    name: `proof-${i + 1}.png`,
    mimeType: 'image/png',
    buffer: PNG,
  }));
  await page.locator('input[type=file]').setInputFiles(files);
  // Compressed and sent one by one: seconds each on a loaded machine.
  const slow = { timeout: 30_000 };
  await expect
    .poll(() => page.locator('.adm-image-uploader-cell img').count(), slow)
    .toBeGreaterThanOrEqual(count);
  await expect.poll(() => page.locator('.adm-image-uploader-cell-loading').count(), slow).toBe(0);
}

/** Ticks a checkbox by a tap on its label, as a finger does (the native input is visually hidden). */
async function tick(name: RegExp) {
  const box = page.getByRole('checkbox', { name });
  await page.locator('label', { has: box }).click();
  await expect.poll(() => box.isChecked()).toBe(true);
}

/**
 * An in-app navigation (no reload, so the mock keeps its state) to a route with a query, as the
 * router does for a link: the history entry, then popstate.
 */
async function navigateInApp(route: string) {
  await page.evaluate(
    (path) => {
      history.pushState(null, '', path);
      dispatchEvent(new PopStateEvent('popstate'));
    },
    new URL(app.url(route)).pathname + new URL(app.url(route)).search,
  );
}

describe('risk journey (demo build)', () => {
  it('a never-assessed investor takes the assessment and gets a level with its expiry', async () => {
    await page.goto(app.url('/phone/investorExplain?mockInvestor=unassessed'));
    await page.getByText('尚未测评').waitFor();
    await shot('01-investor-explain');
    await tick(/投资者须知/);
    await button('开始测评').click();

    await page.getByRole('heading', { level: 1, name: '风险提示' }).waitFor();
    await tick(/已知悉上述风险/);
    await shot('02-risktip');
    await button('开始答题').click();

    // Twelve single-choice items; a 48-year-old with some experience answers the second option.
    for (const [index, question] of RISK_QUESTIONS.entries()) {
      await page
        .locator('.questionnaire-position')
        .getByText(`${index + 1}`, { exact: true })
        .waitFor();
      const option = question.options[1]![1];
      if (index === 4) await shot('03-rating-question');
      await page.getByRole('radio', { name: new RegExp(option.replace(/[()（）?？]/g, '.')) }).click();
    }
    await button('提交测评').click();

    const pending = region('本次测评结果');
    await pending.waitFor();
    expect(await pending.innerText()).toMatch(/C[1-5] \S+型[\s\S]*待确认[\s\S]*测评得分 \d+ 分/);
    await shot('04-rating-pending');
    await button('确认测评结果').click();
    const card = region('您的风险承受能力');
    await card.getByText(/^有效期至\d{4}年\d{2}月\d{2}日$/).waitFor();
    expect(await card.innerText()).toMatch(/C[1-5] \S+型/);
    // The matching table marks the investor's own row.
    expect(await page.locator('tr[aria-current="true"]').innerText()).toMatch(/C[1-5]/);
    await shot('05-rating-result');
    expect(errors.list).toEqual([]);
  });

  it('sends income proofs for the qualified-investor certification, sees them in review, then approved', async () => {
    await page.goto(app.url('/phone/strengthen?mockInvestor=unqualified&mockQualifyReview=off'));
    await button('立即认证').waitFor();
    await shot('06-strengthen');
    await button('立即认证').click();

    // A tap on the row, as a finger does (ChoiceRow's native radio is visually hidden).
    await page
      .locator('label', { has: page.getByRole('radio', { name: /近3年本人年均收入不低于40万元/ }) })
      .click();
    await region('需要上传').getByText('收入证明').first().waitFor();
    await shot('07-upload-way');
    await button('下一步').click();

    await page.getByRole('heading', { name: '收入证明' }).waitFor();
    await pickImages(3);
    await shot('08-upload-income');
    await button('下一步').click();

    await page.getByRole('heading', { name: '投资经历证明' }).waitFor();
    await pickImages(1);
    await tick(/本人承诺所提供的材料真实/);
    await shot('09-upload-experience');
    await button('提交认证').click();
    await page.getByRole('heading', { name: '认证材料已提交' }).waitFor();
    await shot('10-qualify-submitted');

    await button('查看认证详情').click();
    const result = region('认证结果');
    await result.getByText('审核中').waitFor();
    expect(await result.innerText()).toContain('近3年本人年均收入不低于40万元');
    await page.locator('.adm-image-uploader-cell img, img[loading="lazy"]').first().waitFor();
    await shot('11-details-reviewing');

    // The reviewer approves (the demo's switch, read by the next certification read).
    await navigateInApp('/phone/strengthen?mockQualifyReview=approve');
    await page.getByText('已认证', { exact: true }).first().waitFor();
    await shot('12-strengthen-certified');
    expect(errors.list).toEqual([]);
  });

  it('a 66-year-old signs the elderly-investor declaration with the SMS code', async () => {
    await page.goto(app.url('/phone/olderAgeTips?mockInvestor=elderly'));
    await page.getByText(/您已年满65周岁/).waitFor();
    await shot('13-older-age-tips');
    await tick(/已阅读并知悉/);
    await button('下一步').click();

    await page.getByRole('heading', { name: '本人郑重声明' }).waitFor();
    for (const text of [/身体健康/, /完全民事行为能力/, /闲置资金/, /不保本、不保收益/]) await tick(text);
    await tick(/告知家属/);
    const family = region('已告知的家属');
    await family.getByRole('textbox').fill('张明');
    await family.getByText('子女', { exact: true }).click();
    await shot('14-commitment');
    await button('下一步').click();

    await page.getByText(/验证码已发送至 138\*\*\*\*5678/).waitFor();
    await page.getByPlaceholder('请输入6位验证码').fill('123456');
    await shot('15-elderly-sms');
    await button('确认签署').click();
    await page.getByText('老年投资者声明已签署').first().waitFor();
    await shot('16-elderly-signed');
    expect(errors.list).toEqual([]);
  });

  it('is right in elderly mode on every page of the risk domain', async () => {
    const { page: elderly } = await app.newPage({ elderly: true });
    const elderlyShot = journeyScreenshots(() => elderly, 'risk');
    const stops: ElderlyStop[] = [
      ['investorExplain?mockInvestor=off', '21-investor-explain-elderly'],
      ['risktip'],
      ['ratingStep1', '22-rating-question-elderly'],
      ['ratingResult', '23-rating-result-elderly'],
      ['surveyQuestionnaire'],
      ['addRateQuestionnaire'],
      ['kycQuestionnaire'],
      ['qualifiedQuestionnaire'],
      ['questionnaireOne'],
      ['questionnaireTow'],
      [`saleQuestionnaire?orderNo=${ORDER_VISITED}`],
      ['strengthen', '24-strengthen-elderly'],
      ['certificationDetails'],
      ['householdAssets'],
      ['incomeCertificate'],
      ['financialProof', '25-proof-example-elderly'],
      ['investProof'],
      ['incomeProof'],
      ['upload?mockInvestor=unqualified', '26-upload-elderly'],
      ['olderAgeTips?mockInvestor=elderly', '27-older-age-tips-elderly'],
      ['commitment', '28-commitment-elderly'],
    ];
    const offenders = await walkElderly(elderly, stops, { url: app.url, shot: elderlyShot });
    expect(offenders.join('\n')).toBe('');
    await elderly.close();
  }, 420_000); // 21 pages loaded and measured: past the default 180 s on the shared machine (load 25+).
});
