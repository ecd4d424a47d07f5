/**
 * Part of `npm run gen`, right after the bundle: writes, from generated/openapi.yaml,
 *   - generated/operations.ts: the operation table (tag, read, contract status, business codes)
 *     that tests, mocks and the types of src/api read;
 *   - generated/calls/: what the transport loads per domain (read flag, own codes) and per call
 *     (answer shape); see lib/calls-modules.ts.
 * Run by Node 24 directly (type stripping): keep to erasable TypeScript.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { loadBundle, ROOT } from './lib/bundle.ts';
import { callsModules } from './lib/calls-modules.ts';
import { operationsModule } from './lib/operations-module.ts';

const spec = loadBundle();
mkdirSync(`${ROOT}generated`, { recursive: true });
writeFileSync(`${ROOT}generated/operations.ts`, operationsModule(spec));

// Rewritten whole, so a tag that disappears leaves no file behind.
const callsDir = `${ROOT}generated/calls`;
rmSync(callsDir, { recursive: true, force: true });
mkdirSync(callsDir, { recursive: true });
for (const [file, text] of callsModules(spec)) {
  mkdirSync(dirname(`${callsDir}/${file}`), { recursive: true });
  writeFileSync(`${callsDir}/${file}`, text);
}
