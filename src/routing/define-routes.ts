import type { QueryShape } from './query-params';
import type { Domain, PageLoader, PrefetchLoader, RouteDef } from './route-def';
import { defaultPath, registerRoutes } from './route-registry';

/** The shared 建设中 page: one chunk for every route whose page is not built yet. */
const placeholderPage: PageLoader = () => import('./placeholder-page');

/**
 * What a domain writes for one route: only what differs from the common case. The key is the
 * route's name and, by default, its path under /phone/ (`bankCardList` → phone/bankCardList,
 * `'fiscal/identity'` → phone/fiscal/identity).
 */
export interface RouteRow {
  /** Chinese title: the title bar and document.title. */
  title: string;
  /** English gloss, from the product spec where it gives one. */
  gloss: string;
  /** The page; a row without one shows the shared 建设中 placeholder (and is marked placeholder). */
  page?: PageLoader;
  /** See RouteDef.prefetch: `() => import('./pages/x-reads')`. */
  prefetch?: PrefetchLoader;
  cached?: boolean;
  requiresLogin?: boolean;
  titleIsProposal?: boolean;
  /** Only for a path outside /phone/ (app/skip); links still use the name. */
  path?: string;
  /** The query parameters the page reads: `{ cardId: q.id() }` (see query-params.ts). */
  query?: QueryShape;
  /** See RouteDef.withoutContext: a route name. */
  withoutContext?: string;
}

declare const rowsType: unique symbol;

/**
 * A domain's rows as the router reads them, remembering the rows' types (names and query
 * declarations) for the route registry; the `rowsType` member exists only in the type system.
 */
export type DomainRoutes<Rows> = readonly RouteDef[] & { readonly [rowsType]?: Rows };

/** The rows' types of a domain's routes, for the registry (src/app/routing/route-table.ts). */
export type RowsOf<T> = T extends { readonly [rowsType]?: infer Rows } ? NonNullable<Rows> : never;

/**
 * A domain's route table from its short rows: `defineRoutes('product', { productDetail: { title,
 * gloss }, capitain: { title, gloss, cached: true } })`. Fills in the domain, the path, the
 * placeholder page and flag, and registers the rows by name for typed links.
 */
export function defineRoutes<const Rows extends Record<string, RouteRow>>(
  domain: Domain,
  rows: Rows,
): DomainRoutes<Rows> {
  const defs = Object.entries(rows).map(([name, row]): RouteDef => {
    const { page, path, ...rest } = row;
    return {
      name,
      path: path ?? defaultPath(name),
      domain,
      ...rest,
      page: page ?? placeholderPage,
      placeholder: page === undefined,
    };
  });
  registerRoutes(defs);
  return defs;
}
