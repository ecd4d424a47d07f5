import type { Page } from 'playwright-core';
import type { Landing } from '@tests/support/route-landing';
import { untilQuiet } from '../hostile/quiet';
import type { AppSession } from '../support/app-session';

/**
 * How a landing is waited for: checked every 50 ms rather than on every animation frame, which
 * keeps a page producing frames (compositor and GPU process) for as long as the wait lasts.
 */
const WAIT = { timeout: 10_000, polling: 50 } as const;

/**
 * Waits for the landing; returns a failure text or undefined. On a page followed by
 * trackActivity (hostile/quiet.ts) "quiet" is the page's own quiet, otherwise the network's.
 */
export async function checkLanding(
  page: Page,
  app: AppSession,
  expected: Landing,
): Promise<string | undefined> {
  const want = new URL(app.url(expected.path));
  const wantPath = `${want.pathname}${want.search}`;
  const landed = ({ path, title }: { path: string; title: string }) =>
    `${location.pathname}${location.search}` === path && document.title === title;
  const failure = async (step: string) => {
    const url = new URL(page.url());
    return `${step}: on ${url.pathname}${url.search} "${await page.title()}", expected ${wantPath} "${expected.title}"`;
  };
  try {
    await page.waitForFunction(landed, { path: wantPath, title: expected.title }, WAIT);
  } catch {
    return failure('never landed');
  }
  // The row's title shows while the page's chunk and data load: a page that then refuses, or
  // titles itself from an answer, must not pass on that first moment. Once the page is quiet
  // the landing must still hold (read once: the page is there, nothing is awaited).
  await untilQuiet(page, { capMs: 10_000 });
  if (!(await page.evaluate(landed, { path: wantPath, title: expected.title })))
    return failure('moved on once the page was quiet');
  // Never a blank screen: the page rendered some text.
  try {
    await page.waitForFunction(
      () => (document.getElementById('root')?.innerText.trim() ?? '') !== '',
      null,
      WAIT,
    );
  } catch {
    return failure('no text on the page');
  }
  return undefined;
}
