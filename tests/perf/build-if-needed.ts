import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const DIST = path.join(ROOT, 'dist');
export const MANIFEST = path.join(DIST, '.vite/manifest.json');

function newestMtime(target: string): number {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce(
    (newest, name) => Math.max(newest, newestMtime(path.join(target, name))),
    0,
  );
}

/**
 * Runs `vite build` when dist/ is missing or older than its inputs (src, generated, index.html,
 * vite.config.ts, package-lock.json), or when the command line has --build. Shared by the perf
 * scripts (size.ts, lighthouse.ts).
 */
export function buildIfNeeded(): void {
  const inputs = ['src', 'generated', 'index.html', 'vite.config.ts', 'package-lock.json'].map((p) =>
    path.join(ROOT, p),
  );
  const stale =
    !existsSync(MANIFEST) || inputs.some((input) => newestMtime(input) > statSync(MANIFEST).mtimeMs);
  if (!stale && !process.argv.includes('--build')) return;
  console.log('Building (dist/ is missing or older than the sources)…');
  execFileSync(path.join(ROOT, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
}
