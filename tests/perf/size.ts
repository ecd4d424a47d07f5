/**
 * `npm run size`: the bundle budget (issue 4, style guide "budgets written down").
 * Builds when dist/ is missing or older than the sources, then reads dist/.vite/manifest.json:
 *   - first-load JS (gzip) of /phone/about: the entry chunk, its static imports, and the about
 *     page's chunk with its static imports: budget 140 KB;
 *   - every route's own chunk (gzip): budget 30 KB each;
 *   - libraries only some pages need (chunks outside the first load) are listed apart, no budget.
 * Exits 1 when a budget is exceeded.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { runnerImport } from 'vite';
import { buildIfNeeded, DIST, MANIFEST, ROOT } from './build-if-needed.ts';

const KB = 1024;
export const FIRST_LOAD_BUDGET = 140 * KB;
export const ROUTE_CHUNK_BUDGET = 30 * KB;
const FIRST_ROUTE = 'phone/about';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const gzipSizes = new Map<string, number>();
function gzipSize(file: string): number {
  let size = gzipSizes.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(DIST, file)), { level: 9 }).length;
    gzipSizes.set(file, size);
  }
  return size;
}

/** A chunk and everything it imports statically (what the browser must fetch before it runs). */
function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

const jsFiles = (manifest: Manifest, keys: Iterable<string>) =>
  [...keys]
    .map((key) => manifest[key]?.file)
    .filter((file): file is string => !!file && file.endsWith('.js'));
const sum = (files: string[]) => files.reduce((total, file) => total + gzipSize(file), 0);
const kb = (bytes: number) => `${(bytes / KB).toFixed(1).padStart(6)} KB`;

/** Route path → manifest key of its page module, read from the route table itself. */
async function routePages(): Promise<{ path: string; title: string; key: string }[]> {
  const { module } = await runnerImport<typeof import('../../src/app/routing/route-table.ts')>(
    path.join(ROOT, 'src/app/routing/route-table.ts'),
  );
  return module.routeTable.map((def) => {
    // The page thunk is `() => import("…")`; after Vite's transform the specifier is resolved.
    const source = def.page.toString();
    const specifier = /import\w*\(\s*["'`]([^"'`]+)["'`]/.exec(source)?.[1] ?? '';
    const key = path.relative(
      ROOT,
      specifier.startsWith('/') && !specifier.startsWith(ROOT) ? path.join(ROOT, specifier) : specifier,
    );
    return { path: def.path, title: def.title, key };
  });
}

async function main(): Promise<number> {
  buildIfNeeded();
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('no entry chunk in the manifest');
  const entryClosure = staticClosure(manifest, entryKey);
  const routes = await routePages();
  const problems: string[] = [];

  const about = routes.find((route) => route.path === FIRST_ROUTE);
  if (!about || !manifest[about.key]) throw new Error(`no chunk for ${FIRST_ROUTE} (${about?.key})`);
  const firstLoad = new Set([...entryClosure, ...staticClosure(manifest, about.key)]);
  const firstLoadBytes = sum(jsFiles(manifest, firstLoad));
  console.log(
    `\nFirst-load JS of /${FIRST_ROUTE} (gzip): ${kb(firstLoadBytes)}   budget ${kb(FIRST_LOAD_BUDGET)}`,
  );
  for (const file of jsFiles(manifest, firstLoad)) console.log(`    ${kb(gzipSize(file))}  ${file}`);
  if (firstLoadBytes > FIRST_LOAD_BUDGET)
    problems.push(`first load ${kb(firstLoadBytes)} > ${kb(FIRST_LOAD_BUDGET)}`);

  console.log(`\nRoute chunks (gzip, the page's own chunk; budget ${kb(ROUTE_CHUNK_BUDGET).trim()} each):`);
  const onDemand = new Set<string>();
  for (const route of routes) {
    const chunk = manifest[route.key];
    if (!chunk) {
      problems.push(`${route.path}: no chunk for ${route.key || 'its page'} (is the page lazily imported?)`);
      continue;
    }
    if (entryClosure.has(route.key))
      problems.push(`${route.path}: its page is in the entry chunk (not code-split)`);
    const own = gzipSize(chunk.file);
    for (const key of staticClosure(manifest, route.key))
      if (!firstLoad.has(key) && key !== route.key) onDemand.add(key);
    const flag = own > ROUTE_CHUNK_BUDGET ? '  OVER BUDGET' : '';
    console.log(`  ${kb(own)}  /${route.path.padEnd(36)} ${route.title}  ${chunk.file}${flag}`);
    if (own > ROUTE_CHUNK_BUDGET) problems.push(`/${route.path}: ${kb(own)} > ${kb(ROUTE_CHUNK_BUDGET)}`);
  }

  // Dynamic-only chunks outside the first load (e.g. antd-mobile's Toast, loaded with the first toast).
  for (const key of Object.keys(manifest)) {
    const chunk = manifest[key];
    if (!chunk?.file.endsWith('.js') || firstLoad.has(key) || routes.some((r) => r.key === key)) continue;
    onDemand.add(key);
  }
  console.log('\nLoaded on demand (libraries and shared code only some pages need; no budget):');
  for (const file of jsFiles(manifest, onDemand).sort()) console.log(`  ${kb(gzipSize(file))}  ${file}`);

  if (problems.length > 0) {
    console.error(`\nSize budget exceeded:\n  ${problems.join('\n  ')}`);
    return 1;
  }
  console.log('\nAll size budgets met.');
  return 0;
}

process.exitCode = await main();
