import type { TestProject } from 'vitest/node';
import { startE2eServer } from './e2e-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The app's base URL on nginx, e.g. http://127.0.0.1:43123/xtmk/apph5 (see e2e-server.ts). */
    appUrl: string;
  }
}

/**
 * Starts one nginx (+ Prism) for the whole end-to-end run; test files read the URL with
 * inject('appUrl'). E2E_DIST selects the build (default dist; dist-demo for the demo build).
 */
export default async function setup(project: TestProject) {
  const distDir = process.env.E2E_DIST ?? 'dist';
  const server = await startE2eServer({ distDir, api: distDir === 'dist-demo' ? 'none' : 'prism' });
  project.provide('appUrl', server.appUrl);
  return () => server.stop();
}
