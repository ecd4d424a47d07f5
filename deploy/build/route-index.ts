import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { routeNamesOf } from './route-html.ts';

/**
 * `virtual:route-index`: every route's name and path by domain, read from the domains' routes.ts
 * files, so that the app's router can know every path while each domain's rows (titles, guards,
 * query parsers, page loaders) load with the domain's first page (src/app/routing/lazy-routes.ts).
 *
 * Why: the rows of 172 routes, with the constants their query parsers import, were 6.4 KB gzip of
 * the entry chunk, paid on every first visit for pages the visitor may never open (npm run size).
 * The index is about a fifth of that. It is read from the source text (the layout prettier gives
 * `defineRoutes`, as deploy/build/route-html.ts reads it) in every mode, dev server and tests
 * included, and route-index.test.ts checks it against the rows the app builds.
 *
 * The module: `export const routeIndex = { product: 'productDetail capitain …', common: '… skip=app/skip' }`:
 * names separated by spaces, a row whose path is not `phone/<name>` written `name=path`.
 */
const VIRTUAL = 'virtual:route-index';
const RESOLVED = `\0${VIRTUAL}`;
const DOMAIN_OF_ROWS = /\bdefineRoutes\(\s*'([^']+)'/;

/** One domain's index line from its routes.ts source. */
export function indexLineOf(source: string): string {
  return routeNamesOf(source)
    .map(({ name, path: route }) => (route === `phone/${name}` ? name : `${name}=${route}`))
    .join(' ');
}

/** The index of every domain folder under `featuresDir` that has a routes.ts. */
export function readRouteIndex(featuresDir: string): Record<string, string> {
  const index: Record<string, string> = {};
  for (const entry of readdirSync(featuresDir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    let source: string;
    try {
      source = readFileSync(path.join(featuresDir, entry.name, 'routes.ts'), 'utf8');
    } catch {
      continue;
    }
    const domain = DOMAIN_OF_ROWS.exec(source)?.[1];
    // The folder is the domain (one spelling: tag = folder); the loader finds rows by folder.
    if (domain !== entry.name)
      throw new Error(`route-index: src/features/${entry.name}/routes.ts defines rows of "${domain}"`);
    index[domain] = indexLineOf(source);
  }
  return index;
}

export function routeIndex(): Plugin {
  let featuresDir = path.resolve('src/features');
  return {
    name: 'trust-h5:route-index',
    configResolved(config) {
      featuresDir = path.join(config.root, 'src/features');
    },
    resolveId: {
      filter: { id: /^virtual:route-index$/ },
      handler: () => RESOLVED,
    },
    load: {
      filter: { id: /^\0virtual:route-index$/ },
      handler() {
        const index = readRouteIndex(featuresDir);
        // The dev server rebuilds the index when a domain's rows change.
        for (const domain of Object.keys(index))
          this.addWatchFile(path.join(featuresDir, domain, 'routes.ts'));
        return `export const routeIndex = ${JSON.stringify(index, null, 2)};\n`;
      },
    },
  };
}
