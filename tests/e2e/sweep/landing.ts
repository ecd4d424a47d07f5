import type { Page } from 'playwright-core';
import { registeredRoute } from '@/routing/route-registry';
import type { RouteDef } from '@/routing/route-def';
import { untilQuiet } from '../hostile/quiet';
import type { AppSession } from '../support/app-session';

/** Where a route opened directly must land: its app path and query, and the document title. */
export interface Landing {
  /** App path and query, e.g. "/phone/login?redirect=%2Fphone%2FbankCardList". */
  path: string;
  title: string;
}

export const loginLanding = (returnTo: string): Landing => ({
  path: `/phone/login?redirect=${encodeURIComponent(returnTo)}`,
  title: '登录',
});

/**
 * Where opening a row directly must land, from the row's data alone: a login-required page
 * without a session lands on login with its return path; a page opened without the context an
 * earlier step gives it lands on the route it names (withoutContext) or says so in place under
 * the title it declares (titleWithoutContext); any other page shows itself. No allowance for
 * unexplained redirects.
 */
export function expectedLanding(def: RouteDef, signedIn: boolean): Landing {
  if (def.requiresLogin && !signedIn) return loginLanding(`/${def.path}`);
  if (def.titleWithoutContext) return { path: `/${def.path}`, title: def.titleWithoutContext };
  if (def.withoutContext) {
    const target = registeredRoute(def.withoutContext);
    if (!target) throw new Error(`${def.path}: withoutContext names no route (${def.withoutContext})`);
    return { path: `/${target.path}`, title: target.title };
  }
  return { path: `/${def.path}`, title: def.title };
}

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
    await page.waitForFunction(landed, { path: wantPath, title: expected.title }, { timeout: 10_000 });
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
    await page.waitForFunction(() => (document.getElementById('root')?.innerText.trim() ?? '') !== '', null, {
      timeout: 10_000,
    });
  } catch {
    return failure('no text on the page');
  }
  return undefined;
}
