import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const DIST = path.join(ROOT, 'dist');
export const DIST_DEMO = path.join(ROOT, 'dist-demo');
export const MANIFEST = path.join(DIST, '.vite/manifest.json');

/** The two builds of vite.config.ts: production (dist/) and demo, with the mock in the page (dist-demo/). */
export type BuildMode = 'production' | 'demo';

const OUT_DIR: Record<BuildMode, string> = { production: DIST, demo: DIST_DEMO };
/** What a build is made from; mocks/ only reaches the demo build. */
const INPUTS: Record<BuildMode, string[]> = {
  production: ['src', 'generated', 'index.html', 'vite.config.ts', 'package-lock.json'],
  demo: ['src', 'generated', 'mocks', 'index.html', 'vite.config.ts', 'package-lock.json'],
};

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce(
    (newest, name) => Math.max(newest, newestMtime(path.join(target, name))),
    0,
  );
}

/** True when the build's output is missing or older than one of its inputs. */
export function isStale(mode: BuildMode = 'production'): boolean {
  const marker = path.join(OUT_DIR[mode], '.vite/manifest.json');
  if (!existsSync(marker)) return true;
  const built = statSync(marker).mtimeMs;
  return INPUTS[mode].some((input) => newestMtime(path.join(ROOT, input)) > built);
}

/**
 * Runs `vite build` (or `vite build --mode demo`) when the output is missing or older than its
 * inputs, or when the command line has --build. Shared by the perf scripts and the e2e helper.
 */
export function buildIfNeeded(mode: BuildMode = 'production'): void {
  if (!isStale(mode) && !process.argv.includes('--build')) return;
  console.log(`Building ${path.basename(OUT_DIR[mode])}/ (missing or older than the sources)…`);
  execFileSync(
    path.join(ROOT, 'node_modules/.bin/vite'),
    ['build', ...(mode === 'demo' ? ['--mode', 'demo'] : []), '--logLevel', 'warn'],
    { cwd: ROOT, stdio: 'inherit' },
  );
}
