/**
 * Part of `npm run gen`, right after the bundle: writes generated/operations.ts (the operation
 * table: tag, read, contract status, business codes) from generated/openapi.yaml.
 * Run by Node 24 directly (type stripping): keep to erasable TypeScript.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadBundle, ROOT } from './lib/bundle.ts';
import { operationsModule } from './lib/operations-module.ts';

mkdirSync(`${ROOT}generated`, { recursive: true });
writeFileSync(`${ROOT}generated/operations.ts`, operationsModule(loadBundle()));
