import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** Debian's Chromium, the browser an investor's engine is measured by (Lighthouse, the PDF makers). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * What the end-to-end tests drive: Debian's chromium-headless-shell, the same engine (Blink, V8,
 * network stack; one source package, one version) without the browser's window and profile
 * machinery, so each page load costs the test machine less (the route sweep: about a fifth less
 * CPU). Chromium itself where the shell is not installed.
 */
export const TEST_CHROMIUM_PATH =
  process.env.TEST_CHROMIUM_PATH ??
  (existsSync(HEADLESS_SHELL) && !process.env.CHROMIUM_PATH ? HEADLESS_SHELL : CHROMIUM_PATH);
/** The design viewport (375 × 667, an iPhone 8-sized screen). */
export const MOBILE_VIEWPORT = { width: 375, height: 667 } as const;

/** Headless, sandbox-free and silent on the network: this machine reaches no outside host. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * What the end-to-end tests launch with: CHROMIUM_FLAGS, and RenderDocument off. That feature
 * (a new frame, with its own renderer-side objects, for every document a tab loads) is how
 * Chromium swaps documents, invisible to a page; off, a tab's next page load reuses its frame and
 * costs the test machine about a third less CPU (a production-build load: 0.20 s → 0.13 s; the
 * route sweep's first half: 146 s → 106 s of Chromium CPU). Lighthouse keeps the browser as an
 * investor's loads a page.
 */
export const E2E_CHROMIUM_FLAGS = [...CHROMIUM_FLAGS, '--disable-features=RenderDocument'];

export interface RunningBrowser {
  context: BrowserContext;
  /** A new tab at 375 × 667 with console-error collection attached. */
  newPage(): Promise<{ page: Page; errors: ConsoleErrors }>;
  close(): Promise<void>;
}

/**
 * Chromium (TEST_CHROMIUM_PATH) through playwright-core with a fresh profile (user data dir) per launch,
 * so no cookie, storage or cache leaks from one run to the next. One context; open pages with
 * newPage(). Keep one browser per test file: the CI machine has two cores.
 */
export async function launchBrowser(
  options: { userAgent?: string; viewport?: { width: number; height: number } } = {},
): Promise<RunningBrowser> {
  const userDataDir = await mkdtemp(path.join(tmpdir(), 'trust-h5-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: TEST_CHROMIUM_PATH,
    headless: true,
    args: E2E_CHROMIUM_FLAGS,
    viewport: options.viewport ?? MOBILE_VIEWPORT,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
  });
  return {
    context,
    async newPage() {
      const page = await context.newPage();
      return { page, errors: collectConsoleErrors(page) };
    },
    async close() {
      await context.close();
      await removeProfile(userDataDir);
    },
  };
}

/**
 * Removes a browser's profile folder after the browser closed. Its helper processes can still be
 * writing the disk cache for a moment (ENOTEMPTY on a cache folder): fs.rm tries again a few
 * times before it gives up.
 */
export async function removeProfile(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
}

/** Overrides navigator.userAgent (and the User-Agent header) for one page, through CDP. */
export async function setUserAgent(page: Page, userAgent: string): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setUserAgentOverride', { userAgent });
}

/** Forgets cookies, local storage, caches etc. of one origin (a fresh visitor), through CDP. */
export async function clearOriginData(page: Page, origin: string): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
}

export interface ConsoleErrors {
  /** console.error messages, uncaught exceptions and failed responses (status ≥ 400) seen so far. */
  readonly list: string[];
  clear(): void;
}

/**
 * Chromium reports a CSP violation when DOMPurify parses hostile markup (an inline event handler,
 * an inline style) in its inert document: the page's policy is inherited there. Nothing runs and
 * no such attribute reaches the page (the hostile suites check its DOM), so such a report is the
 * sanitiser doing its work, not an error of the page.
 */
export const isSanitiserParseReport = (error: string): boolean =>
  /^console\.error: (Executing inline event handler|Applying inline style) violates /.test(error);

/** Collects everything a user would see as breakage in DevTools' console. */
export function collectConsoleErrors(page: Page): ConsoleErrors {
  const list: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') list.push(`console.error: ${message.text()}`);
  });
  page.on('pageerror', (error) => list.push(`uncaught: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400) list.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  return {
    list,
    clear: () => void list.splice(0, list.length),
  };
}
