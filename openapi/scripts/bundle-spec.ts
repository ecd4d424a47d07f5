/**
 * First step of `npm run gen`: expands the sources (compact entries, generated path index) and
 * bundles them with Redocly into generated/openapi.yaml, the one self-contained file that
 * orval, openapi-typescript, Prism and the backend team read.
 * Run by Node 24 directly (type stripping): keep to erasable TypeScript.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { BUNDLE_PATH, ROOT } from './lib/bundle.ts';
import { REDOCLY, withExpanded } from './lib/expanded.ts';

withExpanded((dir) => {
  execFileSync(
    process.execPath,
    [REDOCLY, 'bundle', join(dir, 'trustAppApi.yaml'), '-o', BUNDLE_PATH, '--lint-config', 'off'],
    { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] },
  );
});
