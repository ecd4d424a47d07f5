/**
 * The expanded contract in a scratch folder: expand the sources (lib/expand-tree.ts), hand the
 * folder to `task`, remove it again. A scratch folder per run, so that concurrent runs
 * (gen:repeat, a dev server, a test) never read each other's half-written files.
 * Run by Node 24 directly (type stripping): keep to erasable TypeScript.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './bundle.ts';
import { expandTree } from './expand-tree.ts';

export const REDOCLY = `${ROOT}node_modules/@redocly/cli/bin/cli.js`;

export function withExpanded<T>(task: (dir: string) => T, keep = false): T {
  const dir = mkdtempSync(join(tmpdir(), 'openapi-expanded-'));
  try {
    expandTree(join(ROOT, 'openapi'), dir);
    return task(dir);
  } finally {
    if (!keep) rmSync(dir, { recursive: true, force: true });
  }
}
