import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { runnerImport } from 'vite';
import { DIST, MANIFEST, ROOT } from '../build-if-needed.ts';

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export const readManifest = (): Manifest => JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest;

const gzipSizes = new Map<string, number>();
/** gzip -9 size of a file of dist/ (the static report; the browser measurement uses what nginx sends). */
export function gzipSize(file: string): number {
  let size = gzipSizes.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(DIST, file)), { level: 9 }).length;
    gzipSizes.set(file, size);
  }
  return size;
}

export interface RoutePage {
  path: string;
  title: string;
  /** Manifest key of the page module, e.g. src/features/bank-card/pages/bank-card-list-page.tsx. */
  key: string;
}

/** Route path → manifest key of its page module, read from the route table itself. */
export async function routePages(): Promise<RoutePage[]> {
  const { module } = await runnerImport<typeof import('@/app/routing/route-table.ts')>(
    path.join(ROOT, 'src/app/routing/route-table.ts'),
    // The route table's modules import by alias (tsconfig.json paths), as the app's build does.
    { root: ROOT, resolve: { tsconfigPaths: true } },
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

/** A chunk and everything it imports statically. */
export function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

export interface RouteChunkReport {
  lines: string[];
  problems: string[];
}

/**
 * Every route's own chunk, gzip -9, against the per-route budget; a page folded into the entry
 * chunk (not code-split) or without a chunk is a problem too.
 */
export async function routeChunkReport(manifest: Manifest, budget: number): Promise<RouteChunkReport> {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('no entry chunk in the manifest');
  const entryClosure = staticClosure(manifest, entryKey);
  const lines: string[] = [];
  const problems: string[] = [];
  // Many routes share one chunk (every 建设中 placeholder): one line per chunk, with its routes.
  const byChunk = new Map<string, RoutePage[]>();
  for (const route of await routePages()) {
    const chunk = manifest[route.key];
    if (!chunk) {
      problems.push(`${route.path}: no chunk for ${route.key || 'its page'} (is the page lazily imported?)`);
      continue;
    }
    if (entryClosure.has(route.key)) problems.push(`${route.path}: its page is in the entry chunk`);
    byChunk.set(chunk.file, [...(byChunk.get(chunk.file) ?? []), route]);
  }
  const sorted = [...byChunk].sort(([a], [b]) => gzipSize(b) - gzipSize(a));
  for (const [file, routes] of sorted) {
    const own = gzipSize(file);
    const over = own > budget;
    const names = routes.map((route) => `/${route.path} ${route.title}`);
    const shown =
      names.length > 3 ? `${names.slice(0, 3).join(', ')} … (${names.length} routes)` : names.join(', ');
    lines.push(`${kb(own)}  ${file.padEnd(44)} ${shown}${over ? '  OVER BUDGET' : ''}`);
    if (over)
      problems.push(
        `${routes.map((r) => `/${r.path}`).join(', ')}: ${kb(own).trim()} > ${kb(budget).trim()}`,
      );
  }
  return { lines, problems };
}

export const KB = 1024;
export const kb = (bytes: number) => `${(bytes / KB).toFixed(1).padStart(6)} KB`;
