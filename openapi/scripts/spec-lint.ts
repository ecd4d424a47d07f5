/**
 * npm run spec:lint — Redocly lint (redocly.yaml) of the contract as OpenAPI: the sources are
 * expanded first (compact entries, generated path index), so every call is linted in the full
 * form the bundle will have. Problems are reported against the expanded files, named
 * `openapi(expanded)/…`; `-- --keep` leaves that folder in place to read them.
 * Run by Node 24 directly (type stripping): keep to erasable TypeScript.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './lib/bundle.ts';
import { REDOCLY, withExpanded } from './lib/expanded.ts';

const keep = process.argv.includes('--keep');
const status = withExpanded((dir) => {
  const run = spawnSync(
    process.execPath,
    [REDOCLY, 'lint', join(dir, 'trustAppApi.yaml'), '--config', join(ROOT, 'redocly.yaml')],
    { cwd: dir, encoding: 'utf8' },
  );
  const output = `${run.stdout}${run.stderr}`;
  process.stdout.write(keep ? output : output.replaceAll(dir, 'openapi(expanded)'));
  if (keep) console.log(`\nExpanded contract kept in ${dir}`);
  return run.status ?? 1;
}, keep);
process.exitCode = status;
