import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { ownAppMarker, ownAppUa } from '../../support/user-agents.ts';
import { buildIfNeeded } from '../../perf/build-if-needed.ts';
import {
  clearOriginData,
  launchBrowser,
  setUserAgent,
  type ConsoleErrors,
  type RunningBrowser,
} from './browser.ts';
import { startE2eServer } from './e2e-server.ts';
import { REPO_ROOT } from './nginx.ts';

/**
 * The one way an e2e test or a script serves a build and drives Chromium:
 *
 *   const app = await startApp({ build: 'demo', elderly: true });
 *   const { page, errors } = await app.newPage();
 *   await page.goto(app.url('/phone/bankCardList'));
 *   …
 *   await app.close();
 *
 * - `prod` serves dist/ (answered by Prism on the contract), `demo` serves dist-demo/ (the
 *   stateful mock runs in the page, no API server), `{ distDir }` any other build.
 * - Inside the e2e run (vitest -c tests/e2e/vitest.config.ts) the global setup already serves
 *   the build under test (E2E_DIST, default dist with Prism): a session asking for that same
 *   build reuses it instead of starting a second nginx. Anything else gets its own nginx.
 * - Builds: dist/ and dist-demo/ are built by `npm run test:e2e` (and verify) before the run, so
 *   inside the run they are only built when missing (rebuilding would pull a build from under a
 *   server the other worker uses); outside the run (scripts) they are rebuilt when older than
 *   their sources.
 * - Chromium starts on the first newPage(), one per session (the machine has two cores).
 */
export interface StartAppOptions {
  build: 'prod' | 'demo' | { distDir: string };
  /** Answer the API with Prism. Default: on for prod and other builds, off for demo. */
  prism?: boolean;
  /** The browser's user agent for every page of the session (default: Chromium's own). */
  userAgent?: string;
  /** Elderly mode as the own app turns it on: its user agent with elderly_switch_1 (spec section 4). */
  elderly?: boolean;
  /**
   * A returning visitor with a session: whenever a document of the app starts without a token in
   * the client store (local storage `apptoken`), this one is put there first, so routes with
   * requiresLogin open directly. Within a page the app may still forget it (session expiry).
   */
  session?: string;
  viewport?: { width: number; height: number };
}

export interface PageOptions {
  /** This page's user agent, overriding the session's (set through CDP before the first load). */
  userAgent?: string;
  /** This page in elderly mode (the own app's user agent with elderly_switch_1). */
  elderly?: boolean;
  /** Forget the app origin's storage and cookies first: a fresh visitor. */
  fresh?: boolean;
}

export interface OpenedPage {
  page: Page;
  /** console.error, uncaught exceptions and HTTP ≥ 400 seen on this page. */
  errors: ConsoleErrors;
}

export interface AppSession {
  /** e.g. http://127.0.0.1:43123 */
  origin: string;
  /** The app's base: `${origin}/xtmk/apph5`. */
  appUrl: string;
  /** An app route's address: url('/phone/about?x=1'). */
  url(route?: string): string;
  newPage(options?: PageOptions): Promise<OpenedPage>;
  close(): Promise<void>;
}

/**
 * The own app's user agent with the marker the builds use (VITE_APP_UA_MARKER or the default):
 * `elderly` sets elderly_switch_1, `token` logs the user in as the app does (spec section 4).
 */
export function ownAppUserAgent(options: { elderly?: boolean; token?: string } = {}): string {
  const marker = ownAppMarker();
  return ownAppUa(marker, { agent: 'agent1', ...options });
}

/** The own app's user agent in elderly mode, not logged in. */
export const elderlyUserAgent = () => ownAppUserAgent({ elderly: true });

const insideE2eRun = () => process.env.VITEST !== undefined;

/** The global setup's server when it serves exactly this build, inside the e2e run. */
async function sharedServer(build: StartAppOptions['build'], prism: boolean): Promise<string | undefined> {
  if (!insideE2eRun() || typeof build !== 'string') return undefined;
  const served = process.env.E2E_DIST ?? 'dist';
  const wanted = build === 'prod' ? 'dist' : 'dist-demo';
  const servedWithPrism = served !== 'dist-demo';
  if (served !== wanted || servedWithPrism !== prism) return undefined;
  const { inject } = await import('vitest');
  return inject('appUrl');
}

/**
 * Inside the e2e run both builds exist already (`npm run test:e2e` and verify build them first):
 * the run's two workers must not rebuild one under the other's server, so a build is only made
 * when missing. Outside the run (scripts) a build older than its sources is rebuilt.
 */
function ensureBuilt(build: 'prod' | 'demo'): string {
  const dir = build === 'demo' ? 'dist-demo' : 'dist';
  const mode = build === 'demo' ? 'demo' : 'production';
  if (!insideE2eRun() || !existsSync(path.join(REPO_ROOT, dir, 'index.html'))) buildIfNeeded(mode);
  return dir;
}

/** Stores the token where start-up keeps it (local storage) before the app's first script runs. */
async function seedSession(page: Page, token: string): Promise<void> {
  await page.addInitScript((value) => {
    try {
      if (!localStorage.getItem('apptoken')) localStorage.setItem('apptoken', value);
    } catch {
      // about:blank and other opaque origins have no storage
    }
  }, token);
}

/**
 * The build a journey walks: the demo build (stateful mock in the page), or, when E2E_DIST names
 * another demo build (a scratch copy such as /tmp/x-demo), that one as it is, without Prism.
 */
export function journeyBuild(): Pick<StartAppOptions, 'build' | 'prism'> {
  const dist = process.env.E2E_DIST;
  const own = dist && dist !== 'dist' && dist !== 'dist-demo';
  return own ? { build: { distDir: dist }, prism: false } : { build: 'demo' };
}

/** The folder of the build journeyBuild() serves (for tests that read its files). */
export function journeyDistDir(): string {
  const { build } = journeyBuild();
  return typeof build === 'string' ? path.join(REPO_ROOT, 'dist-demo') : path.resolve(build.distDir);
}

export async function startApp(options: StartAppOptions): Promise<AppSession> {
  const prism = options.prism ?? options.build !== 'demo';
  let appUrl = await sharedServer(options.build, prism);
  let stopServer = async () => {};
  if (!appUrl) {
    const distDir = typeof options.build === 'string' ? ensureBuilt(options.build) : options.build.distDir;
    const server = await startE2eServer({ distDir, api: prism ? 'prism' : 'none' });
    appUrl = server.appUrl;
    stopServer = () => server.stop();
  }
  const base = appUrl;
  const origin = new URL(base).origin;
  const sessionAgent = options.elderly ? elderlyUserAgent() : options.userAgent;

  let browser: Promise<RunningBrowser> | undefined;
  const openBrowser = () =>
    (browser ??= launchBrowser({
      ...(sessionAgent ? { userAgent: sessionAgent } : {}),
      ...(options.viewport ? { viewport: options.viewport } : {}),
    }));

  return {
    origin,
    appUrl: base,
    url: (route = '') => `${base}${route}`,
    async newPage(pageOptions = {}) {
      const opened = await (await openBrowser()).newPage();
      if (pageOptions.fresh) await clearOriginData(opened.page, origin);
      const agent = pageOptions.elderly ? elderlyUserAgent() : pageOptions.userAgent;
      if (agent) await setUserAgent(opened.page, agent);
      if (options.session) await seedSession(opened.page, options.session);
      return opened;
    },
    async close() {
      const running = browser;
      browser = undefined;
      try {
        if (running) await (await running).close();
      } finally {
        await stopServer();
      }
    },
  };
}
