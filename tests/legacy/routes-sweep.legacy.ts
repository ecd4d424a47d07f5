import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { routeTable } from '@/app/routing/route-table';
import { startE2eServer, type E2eServer } from '@tests/e2e/support/e2e-server';
import { REPO_ROOT } from '@tests/e2e/support/nginx';
import { expectedLanding, type Landing } from '@tests/support/route-landing';
import { ownAppMarker, ownAppUa } from '@tests/support/user-agents';
import { engineEnv, ensureEngine, selectedEngines, type Engine } from './engines';
import { launchOldChromium } from './old-chromium';
import { checkRoute } from './route-check';

/**
 * Every route of the route table, opened once in each real old engine (engines.ts) on the
 * production build as deployed (nginx with deploy/nginx.conf), answered by Prism on the contract
 * like the current-Chromium sweep (tests/e2e/routes.e2e.ts), signed in as the own app signs in
 * (its Android WebView user agent carrying the token). Each route must land where its row says,
 * draw Chinese text, and raise no error. The per-route table of each engine goes to
 * .tmp/legacy/routes.md (and a summary to the log).
 */
const TOKEN = 'legacy-session-token';
const REPORT_DIR = path.join(REPO_ROOT, '.tmp/legacy');
const engines = selectedEngines();
const results = new Map<string, Map<number, string>>();
const label = (engine: Engine) => (engine.version === 'current' ? 'current' : String(engine.major));

/** Inside the own app, 打开App has nothing to open: it hands straight over to its target. */
const IN_OWN_APP: Record<string, Landing> = { 'phone/pullUp': { path: '/phone/about', title: '关于我们' } };

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

describe.concurrent(`the production build in real old engines: ${routeTable.length} routes`, () => {
  for (const engine of engines) {
    it(`Chromium ${label(engine)}: every route draws Chinese content with no error`, async ({ expect }) => {
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
        const page = await browser.newPage();
        for (const def of routeTable) {
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
      } finally {
        await browser.close();
      }
      const seconds = ((performance.now() - started) / 1000).toFixed(0);
      console.log(
        `${browser.product}: ${routeTable.length - failures.length}/${routeTable.length} routes pass in ${seconds} s`,
      );
      expect(failures).toEqual([]);
    });
  }
});
