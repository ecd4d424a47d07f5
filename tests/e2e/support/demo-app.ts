import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { inject } from 'vitest';
import { startE2eServer } from './e2e-server';
import { REPO_ROOT } from './nginx';

export interface DemoApp {
  appUrl: string;
  stop(): Promise<void>;
}

/**
 * The demo build (the stateful mock runs inside the page), served for one test file. When the
 * run already serves dist-demo (`E2E_DIST=dist-demo`, e.g. `npm run test:e2e:mock`), the global
 * setup's server is reused; in the full e2e run (production dist) the file builds and serves
 * the demo itself.
 */
export async function serveDemoApp(): Promise<DemoApp> {
  if (process.env.E2E_DIST === 'dist-demo') return { appUrl: inject('appUrl'), stop: async () => {} };
  execFileSync(
    path.join(REPO_ROOT, 'node_modules/.bin/vite'),
    ['build', '--mode', 'demo', '--logLevel', 'error'],
    {
      cwd: REPO_ROOT,
      stdio: 'inherit',
    },
  );
  const server = await startE2eServer({ distDir: 'dist-demo', api: 'none' });
  return { appUrl: server.appUrl, stop: () => server.stop() };
}
