import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './nginx.ts';

const DOCS = path.join(REPO_ROOT, 'docs');
/** Written by `npm run spec:docs` (git-ignored), never by a test. */
const IGNORED = new Set(['api']);

/** Every file under docs/ with a hash of its content. */
export function docsFingerprint(dir = DOCS): Map<string, string> {
  const files = new Map<string, string>();
  if (!existsSync(dir)) return files;
  for (const name of readdirSync(dir)) {
    if (dir === DOCS && IGNORED.has(name)) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      for (const [file, hash] of docsFingerprint(full)) files.set(file, hash);
    } else {
      files.set(path.relative(REPO_ROOT, full), createHash('sha1').update(readFileSync(full)).digest('hex'));
    }
  }
  return files;
}

/** The files that differ between two fingerprints (written, added or removed). */
export function changedFiles(before: Map<string, string>, after: Map<string, string>): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((name) => before.get(name) !== after.get(name)).sort();
}
