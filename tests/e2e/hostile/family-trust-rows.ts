import type { Page } from 'playwright-core';
import type { Ctx, RouteRow } from './row-types';
import { FAMILY_TRUST } from '../support/seed-ids';

/**
 * The hostile suite's rows of the family trust's two writes: the receiving
 * account's change asks for its SMS code when 下一步 on changeConfirm leads to changeShortMessage
 * (changeAccountSendSmsCode, sent once on arrival), and is submitted there with the code
 * (changeBeneficiaryAccount). The bound cards come from the bank-card table (招商银行 5678 is not
 * the current account of the contract's example trust), the photos from help-privacy's
 * uploadImage; every family-trust call gets Prism's example. Write rows only: the area's reads
 * are covered by the flow tests and the sweep.
 */
const CONFIRM = `/phone/changeConfirm?trustCode=${FAMILY_TRUST}&cardId=BC1`;

/** An 8×8 PNG, as a phone's gallery would hand one over (compressorjs decodes it in Chromium). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGM4c/cdVsQwtCQAuwilwRD1TZUAAAAASUVORK5CYII=',
  'base64',
);

const button = (ctx: Ctx, name: string) => ctx.page.getByRole('button', { name, exact: true });

async function pickPhoto(page: Page, group: string) {
  const box = page.getByRole('group', { name: group });
  await box
    .locator('input[type=file]')
    .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG });
  // Uploaded: its cell offers 删除图片 (the stub's file has no preview, so no <img> stays to wait for).
  await box.getByRole('button', { name: '删除图片' }).first().waitFor();
}

/** Ticks a radio or checkbox by a tap on its label (the native input is visually hidden). */
async function tap(page: Page, role: 'radio' | 'checkbox', name: string | RegExp) {
  await page.locator('label', { has: page.getByRole(role, { name }) }).click();
}

/** changeConfirm filled in and ready for 下一步. */
async function fillConfirm(ctx: Ctx) {
  const { page, url } = ctx;
  await page.goto(url(CONFIRM));
  await page.getByRole('region', { name: '变更内容' }).waitFor();
  await tap(page, 'radio', '更换常用银行卡');
  await pickPhoto(page, '新银行卡照片');
  await pickPhoto(page, '身份证照片');
  await tap(page, 'checkbox', /本人确认新账户为本人名下银行卡/);
  await button(ctx, '下一步').and(page.locator(':enabled')).waitFor();
  await page.waitForLoadState('networkidle').catch(() => undefined);
}

export const FAMILY_TRUST_ROWS: RouteRow[] = [
  {
    route: CONFIRM,
    open: async ({ page, url }) => {
      await page.goto(url(CONFIRM));
      await page.waitForLoadState('networkidle').catch(() => undefined);
    },
    markupCalls: [],
    reads: [],
    writes: [
      {
        name: '下一步 asks for the change’s SMS code once',
        call: 'changeAccountSendSmsCode',
        arrange: fillConfirm,
        bursts: [(ctx) => button(ctx, '下一步')],
      },
      {
        name: 'submit the change with the SMS code',
        call: 'changeBeneficiaryAccount',
        arrange: async (ctx) => {
          await fillConfirm(ctx);
          await button(ctx, '下一步').click();
          await ctx.page.getByText(/验证码已发送至/).waitFor();
          await ctx.page.getByPlaceholder('请输入6位验证码').fill('123456');
        },
        bursts: [(ctx) => button(ctx, '确认提交')],
      },
    ],
  },
];
