import type { Page } from 'playwright-core';
import type { ApiStub } from './api-stub';
import { settle } from './inspect';

/**
 * For a resend row whose page sends a code on arrival, answered here with a refusal so that
 * 获取验证码 is there without the 60 s countdown: waits until that first send has reached the
 * stub and its answer has been handled, then forgets it. Waiting only for an enabled button is
 * not enough: on a busy machine the button can be enabled before the arrival's send has left, and
 * that send then counts as the burst's second request (a clean-clone CI saw 2).
 */
export async function forgetRefusedArrivalSend(
  ctx: { page: Page; stub: ApiStub },
  call: string,
): Promise<void> {
  for (let waited = 0; ctx.stub.count(call) === 0; waited += 100) {
    if (waited >= 10_000) throw new Error(`${call}: the page sent no code on arrival`);
    await ctx.page.waitForTimeout(100);
  }
  await settle(ctx.page);
  ctx.stub.counts.delete(call);
}
