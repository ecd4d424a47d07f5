import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findActiveContent, HOSTILE_VECTORS } from '@/page-kit/safe-html/testing/hostile-vectors';
import { ok, VALID_DATA } from './hostile/answers';
import { ApiStub } from './hostile/api-stub';
import './hostile/news-rows';
import { startApp, type AppSession } from './support/app-session';

/**
 * Server HTML on the production build with no CSP at all (the header may be lost on the way: a
 * proxy, an app webview): the sanitiser and the SafeHtml box alone must keep an article's body
 * inside its box. The body carries the project's hostile vectors and every way markup could try
 * to place itself over the app (inline positioning, the app's own overlay class, an open dialog).
 */
const COVER = 'position:fixed;inset:0;z-index:2147483647;background:#fff';
const PLACING = [
  `<div style="${COVER}">系统维护中，请联系 <a href="tel:4000000000">400-000-0000</a></div>`,
  '<div class="adm-mask adm-popup-body">系统维护中</div>',
  '<dialog open>系统维护中</dialog>',
  '<p style="position:absolute;top:-400px;left:0;width:100vw;height:100vh">上移</p>',
  '<p style="transform:translate(-50vw,-50vh);margin-top:-999px;width:300vw">移出</p>',
  '<div popover="manual" style="display:block">弹层</div>',
];

let app: AppSession;
let page: Page;

beforeAll(async () => {
  app = await startApp({ build: 'prod' });
  ({ page } = await app.newPage());
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.setBypassCSP', { enabled: true });
  const stub = new ApiStub();
  await stub.install(page);
  const article = VALID_DATA.getArticleDetail?.({ articleId: 'AR1' }) as Record<string, unknown>;
  stub.answer('getArticleDetail', ok({ ...article, contentHtml: [...PLACING, ...HOSTILE_VECTORS].join('') }));
});

afterAll(() => app?.close());

describe('server HTML without a CSP', () => {
  it('stays inside the article’s box: nothing covers, overlaps or leaves it', async () => {
    await page.goto(app.url('/phone/inforDetail?articleId=AR1'));
    const body = page.locator('.article-body');
    await body.getByText('上移').waitFor();

    // The test is only worth anything if inline styles would apply here: no CSP is in force.
    const styleApplies = await page.evaluate(() => {
      const probe = document.createElement('div');
      probe.innerHTML = '<span style="display:inline-block;width:123px"></span>';
      document.body.append(probe);
      const width = probe.firstElementChild?.getBoundingClientRect().width;
      probe.remove();
      return width;
    });
    expect(styleApplies).toBe(123);

    const report = await page.evaluate(() => {
      const root = document.querySelector('.article-body') as HTMLElement;
      const box = root.getBoundingClientRect();
      const outside = (r: DOMRect) =>
        r.left < box.left - 0.5 ||
        r.right > box.right + 0.5 ||
        r.top < box.top - 0.5 ||
        r.bottom > box.bottom + 0.5;
      const escaped = Array.from(root.querySelectorAll('*'))
        .filter((element) => {
          const r = element.getBoundingClientRect();
          return r.width * r.height > 0 && outside(r);
        })
        .map((element) => element.outerHTML.slice(0, 80));
      // What the investor would tap outside the box: the page's own elements, never the article's.
      const width = window.innerWidth;
      const height = window.innerHeight;
      const points = [
        [width / 2, 10],
        [10, height / 2],
        [width - 10, height - 10],
        [width / 2, height - 5],
      ].filter(([x, y]) => x! < box.left || x! > box.right || y! < box.top || y! > box.bottom);
      const covered = points
        .filter(([x, y]) => root.contains(document.elementFromPoint(x!, y!)))
        .map(([x, y]) => `${x},${y}`);
      return { box: { width: box.width, height: box.height }, points: points.length, escaped, covered };
    });
    expect(report.box.width).toBeGreaterThan(200);
    expect(report.points).toBeGreaterThan(0);
    expect(report.escaped).toEqual([]);
    expect(report.covered).toEqual([]);
    // The title bar is still where the investor looks for it, on top.
    const title = await page.evaluate(() => {
      const bar = document.querySelector('h1');
      const r = bar?.getBoundingClientRect();
      return r ? document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2) === bar : false;
    });
    expect(title).toBe(true);
    // And without the CSP the vectors stay inert: the sanitiser alone holds them.
    const active = await page.evaluate(
      `(${findActiveContent.toString()})(document.querySelector('.article-body'), location.origin)`,
    );
    expect(active).toEqual([]);
  });
});
