import type { Page } from 'playwright-core';
import { findActiveContent, HOSTILE_ORIGINS } from '@/page-kit/safe-html/testing/hostile-vectors';
import { trackActivity, untilQuiet } from './quiet';

/**
 * What must never happen on a page under hostile answers, watched from the
 * first request: a script running (window.__xss, an alert/confirm/prompt dialog, a CSP violation),
 * a request to a hostile origin, an uncaught error, server markup live in the DOM, garbage or
 * English status text on screen, the app's error page.
 */
export interface PageWatch {
  dialogs: string[];
  hostileRequests: string[];
  uncaught: string[];
}

export async function watchPage(page: Page): Promise<PageWatch> {
  const watch: PageWatch = { dialogs: [], hostileRequests: [], uncaught: [] };
  page.on('dialog', (dialog) => {
    watch.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss().catch(() => undefined);
  });
  page.on('request', (request) => {
    if (HOSTILE_ORIGINS.some((origin) => request.url().startsWith(origin)))
      watch.hostileRequests.push(request.url());
  });
  page.on('pageerror', (error) => watch.uncaught.push(error.message));
  await page.addInitScript(() => {
    const csp: string[] = [];
    (window as Window & { __cspViolations?: string[] }).__cspViolations = csp;
    document.addEventListener('securitypolicyviolation', (event) =>
      csp.push(`${event.violatedDirective} ${event.blockedURI} (${event.sourceFile})`),
    );
  });
  await trackActivity(page);
  return watch;
}

/**
 * Not a script: Chromium reports the inline handlers (an `<svg onload>`) that the sanitiser meets
 * while DOMPurify parses the markup in its inert DOMParser document, although nothing runs there
 * (an on* attribute live in the page, dialogs and every other violation still count; DOMPurify
 * issues #107 and #900).
 * Only that report is ignored: script-src-attr, raised from the sanitiser's own chunk.
 */
const SANITIZER_PARSE = /^script-src-attr inline \(.*\/assets\/safe-html-[\w-]+\.js\)$/;

/** On-screen text that must never appear: unformatted values and English status texts. */
const BAD_TEXT =
  /\bundefined\b|\bNaN\b|\[object Object\]|Internal Server Error|Bad Gateway|Service Unavailable|Gateway Time-?out|Not Found|Unauthorized|Forbidden|Too Many Requests|Failed to fetch|TypeError|SyntaxError|cannot be undefined/;

/**
 * Active content in the body as the answers left it. The scripts the served document itself ends
 * its body with (the legacy build's loader, polyfills and entry) are the build's, not an answer's:
 * the body is checked without the scripts that equal one of the served HTML's (read once a page).
 */
const ACTIVE_CONTENT = `(async () => {
  if (!window.__servedScripts) {
    const html = await (await fetch(location.href)).text();
    const served = new DOMParser().parseFromString(html, 'text/html');
    window.__servedScripts = [...served.body.querySelectorAll('script')].map((script) => script.outerHTML);
  }
  const body = document.body.cloneNode(true);
  for (const script of body.querySelectorAll('script'))
    if (window.__servedScripts.includes(script.outerHTML)) script.remove();
  return (${findActiveContent.toString()})(body, location.origin);
})()`;

/** Every problem on the page now, described in words; [] when the page held. */
export async function problemsOn(page: Page, watch: PageWatch): Promise<string[]> {
  const active: string[] = await page.evaluate(ACTIVE_CONTENT);
  const { text, csp } = await page.evaluate(() => ({
    text: document.body.innerText,
    csp: (window as Window & { __cspViolations?: string[] }).__cspViolations ?? [],
  }));
  const problems = [
    ...active,
    ...watch.dialogs.map((d) => `dialog ${d}`),
    ...watch.hostileRequests.map((url) => `request to ${url}`),
    ...watch.uncaught.map((message) => `uncaught ${message}`),
    ...csp
      .filter((violation) => !SANITIZER_PARSE.test(violation))
      .map((violation) => `CSP violation ${violation}`),
  ];
  const bad = BAD_TEXT.exec(text);
  if (bad)
    problems.push(`on screen: "${bad[0]}" in …${text.slice(Math.max(0, bad.index - 30), bad.index + 40)}…`);
  if (text.includes('页面加载失败')) problems.push('the error page replaced the page');
  return problems;
}

/**
 * Lets answers render and toasts appear: returns once the page has been quiet (see quiet.ts) —
 * every request answered, no retry of a failed read still due, nothing changed in the DOM and no
 * fetch settled for a moment — instead of a fixed wait.
 */
export async function settle(page: Page): Promise<void> {
  await untilQuiet(page);
}
