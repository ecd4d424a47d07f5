import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { QueryShape } from './query-params';

/**
 * Domains are the contract's OpenAPI tags (openapi/trustAppApi.yaml): one folder per domain
 * under src/features/, one generated hook file per domain under generated/hooks/.
 */
export type Domain =
  | 'product'
  | 'order'
  | 'contract'
  | 'holding'
  | 'wallet'
  | 'bank-card'
  | 'risk'
  | 'tax'
  | 'auth'
  | 'vote'
  | 'points'
  | 'content'
  | 'family-trust'
  | 'asset-proof'
  | 'customer'
  | 'double-record'
  | 'common';

/** A lazily loaded page module (every route is its own chunk). */
export type PageLoader = () => Promise<{ default: ComponentType }>;

/**
 * Starts a page's first reads with the query client and the route's parsed query, so that on
 * arrival they leave next to the page's chunks instead of after the page has run and rendered.
 * The page reads the same queries (same keys and request options) and finds them under way.
 */
export type PagePrefetch = (client: QueryClient, query: Record<string, unknown>) => void;

/** A page's reads module, loaded on demand like the page: `() => import('./pages/x-reads')`. */
export type PrefetchLoader = () => Promise<{ prefetch: PagePrefetch }>;

/**
 * One row of the route table, as the router reads it. Domains do not write these by hand:
 * `defineRoutes` (define-routes.ts) builds them from short rows. The table is data: titles,
 * tracking, the login guard, keep-alive, typed links and the all-routes tests read it; nothing
 * else lists routes.
 */
export interface RouteDef {
  /**
   * The route's name: its key in the domain's `defineRoutes` rows, unique across the app.
   * defineRoutes always sets it and `placeholder`; a hand-made row (a test's stand-in) may omit both.
   */
  name?: string;
  /** Path under the router base /xtmk/apph5/, without a leading slash: "phone/bankCardList". */
  path: string;
  /** Chinese title: the title bar and document.title. */
  title: string;
  /** English gloss, from the product spec where it gives one. */
  gloss: string;
  domain: Domain;
  /** The page, loaded on demand. */
  page: PageLoader;
  /**
   * The page's first reads, started by the router on the app's first navigation (the deep link
   * or the landing), once the login guard has let it through (route-objects.tsx).
   */
  prefetch?: PrefetchLoader;
  /** Keeps state and scroll when navigated away and back (spec: capitain, capitainAdd, equity, cash). */
  cached?: boolean;
  /**
   * The page needs a session (an apptoken in the client store). Without one, the router's guard
   * (src/app/routing/route-objects.tsx) redirects to /phone/login?redirect=<this path and query>
   * before the page loads, and the login page's `completeLogin()` comes back here.
   */
  requiresLogin?: boolean;
  /** True when the title is our proposal rather than a gloss from the product spec. */
  titleIsProposal?: boolean;
  /** True while the page is the shared 建设中 placeholder (its real page not built yet). */
  placeholder?: boolean;
  /** The query parameters the page reads, with their parsers (hrefTo and usePageQuery use them). */
  query?: QueryShape;
  /**
   * Where the page sends the user when it is opened directly, without the context an earlier
   * step hands it (e.g. an SMS step without its pending form): a route name. The all-routes
   * e2e expects exactly this landing instead of the page's own title.
   */
  withoutContext?: string;
  /**
   * The title of a page that, opened directly without that context, says so in place instead of
   * leaving (a hand-off with no target: 跳转失败, the address kept as opened). The all-routes e2e
   * expects it instead of the row's title.
   */
  titleWithoutContext?: string;
}
