import type { TestProject } from 'vitest/node';
import { changedFiles, docsFingerprint } from './docs-untouched.ts';
import { startE2eServer } from './e2e-server.ts';
import { screenshotsWanted } from './screenshots.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The app's base URL on nginx, e.g. http://127.0.0.1:43123/xtmk/apph5 (see e2e-server.ts). */
    appUrl: string;
  }
}

/**
 * Starts one nginx (+ Prism) for the whole end-to-end run; test files read the URL with
 * inject('appUrl') or, better, get it through startApp() (app-session.ts). E2E_DIST selects the
 * build (default dist; dist-demo for the demo build).
 *
 * At the end, the run fails if it wrote into docs/ (screenshots are for `npm run screenshots`
 * only, E2E_SCREENSHOTS=1): `npm run verify` must leave the work tree as it found it.
 */
export default async function setup(project: TestProject) {
  const docsBefore = docsFingerprint();
  const distDir = process.env.E2E_DIST ?? 'dist';
  const server = await startE2eServer({ distDir, api: distDir === 'dist-demo' ? 'none' : 'prism' });
  project.provide('appUrl', server.appUrl);
  return async () => {
    await server.stop();
    if (screenshotsWanted()) return;
    const written = changedFiles(docsBefore, docsFingerprint());
    if (written.length > 0) {
      process.exitCode = 1;
      console.error(
        `The e2e run wrote into docs/ (only npm run screenshots may): ${written.join(', ')}. ` +
          'Take pictures through journeyScreenshots() (tests/e2e/support/screenshots.ts).',
      );
    }
  };
}
