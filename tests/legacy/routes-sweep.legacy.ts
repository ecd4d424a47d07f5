import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { routeTable } from '@/app/routing/route-table';
import { startE2eServer, type E2eServer } from '@tests/e2e/support/e2e-server';
import { REPO_ROOT } from '@tests/e2e/support/nginx';
import { expectedLanding, type Landing } from '@tests/support/route-landing';
import { ownAppMarker, ownAppUa } from '@tests/support/user-agents';
import { ENGINES, engineEnv, ensureEngine, selectedEngines, type Engine } from './engines';
import { launchOldChromium } from './old-chromium';
import { checkRoute } from './route-check';

/**
 * The route table in real old engines (engines.ts) on the production build as deployed (nginx
 * with deploy/nginx.conf), answered by Prism on the contract like the current-Chromium sweep
 * (tests/e2e/route-sweep.e2e.ts), signed in as the own app signs in (its Android WebView user
 * agent carrying the token). Each route must land where its row says, draw Chinese text, and
 * raise no error. Every route runs in the oldest engine, the floor (every engine above it parses
 * and has at least what it has); the engines above run the key routes (KEY_ROUTES: the first
 * load, the product and purchase pages, the investor's holdings and orders), or every route with
 * LEGACY_SWEEP=all. The per-route table of each engine goes to .tmp/legacy/routes.md (and a
 * summary to the log).
 */
const TOKEN = 'legacy-session-token';
const REPORT_DIR = path.join(REPO_ROOT, '.tmp/legacy');
const engines = selectedEngines();
const results = new Map<string, Map<number, string>>();
const label = (engine: Engine) => (engine.version === 'current' ? 'current' : String(engine.major));

/** Inside the own app, 打开App has nothing to open: it hands straight over to its target. */
const IN_OWN_APP: Record<string, Landing> = { 'phone/pullUp': { path: '/phone/about', title: '关于我们' } };

/** The routes every engine above the floor opens: reads of every kind the investor meets first. */
const KEY_ROUTES = [
  'phone/about',
  'phone/investListHome',
  'phone/investProductList',
  'phone/productDetail',
  'phone/capitain',
  'phone/positionList',
  'phone/myOrder',
  'phone/transaction',
];

const keyRoutes = routeTable.filter((def) => KEY_ROUTES.includes(def.path));
if (keyRoutes.length !== KEY_ROUTES.length) throw new Error('KEY_ROUTES names a path the route table lacks');
const oldest = Math.min(...ENGINES.map((engine) => engine.major));
const routesFor = (engine: Engine) =>
  engine.major === oldest || process.env.LEGACY_SWEEP === 'all' ? routeTable : keyRoutes;

/** Tabs per engine (LEGACY_TABS overrides). */
const TABS = Number(process.env.LEGACY_TABS ?? 4);

let server: E2eServer;

beforeAll(async () => {
  server = await startE2eServer({ distDir: 'dist', api: 'prism' });
}, 300_000);

afterAll(async () => {
  await server?.stop();
  if (results.size === 0) return;
  const header = `| route | ${engines.map((e) => `Chromium ${label(e)}`).join(' | ')} |`;
  const rule = `|---|${engines.map(() => '---').join('|')}|`;
  const rows = [...results].map(
    ([route, byEngine]) => `| ${route} | ${engines.map((e) => byEngine.get(e.major) ?? '').join(' | ')} |`,
  );
  await mkdir(REPORT_DIR, { recursive: true });
  await writeFile(path.join(REPORT_DIR, 'routes.md'), [header, rule, ...rows, ''].join('\n'));
});

describe.concurrent('the production build in real old engines', () => {
  for (const engine of engines) {
    const routes = routesFor(engine);
    const which = routes === routeTable ? `every route (${routes.length})` : `${routes.length} key routes`;
    it(`Chromium ${label(engine)}: ${which} draw Chinese content with no error`, async ({ expect }) => {
      const installed = await ensureEngine(engine);
      if (installed.fetchMs)
        console.log(`Chromium ${label(engine)} fetched in ${(installed.fetchMs / 1000).toFixed(1)} s`);
      const browser = await launchOldChromium({
        executable: installed.executable,
        env: engineEnv(installed),
        userAgent: ownAppUa(ownAppMarker(), { agent: 'agent1', token: TOKEN, android: true }),
      });
      const started = performance.now();
      const failures: string[] = [];
      try {
        // Tabs of one browser take the routes from one queue: a route's time is mostly waiting.
        const queue = [...routes];
        const tab = async () => {
          const page = await browser.newPage();
          for (let def = queue.shift(); def; def = queue.shift()) {
            const failure = await checkRoute(
              page,
              server.appUrl,
              `/${def.path}`,
              IN_OWN_APP[def.path] ?? expectedLanding(def, true),
            );
            const row = results.get(def.path) ?? new Map<number, string>();
            row.set(engine.major, failure ? `✗ ${failure.replaceAll('|', '/')}` : '✓');
            results.set(def.path, row);
            if (failure) failures.push(`${def.path}: ${failure}`);
          }
        };
        await Promise.all(Array.from({ length: Math.min(TABS, routes.length) }, tab));
      } finally {
        await browser.close();
      }
      const seconds = ((performance.now() - started) / 1000).toFixed(0);
      console.log(
        `${browser.product}: ${routes.length - failures.length}/${routes.length} routes pass in ${seconds} s`,
      );
      expect(failures).toEqual([]);
    });
  }
});
