import type { ComponentType } from 'react';

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

/**
 * One row of the route table. The table is data: titles, tracking, guards, keep-alive and the
 * all-routes test read it; nothing else lists routes.
 */
export interface RouteDef {
  /** Path under the router base /xtmk/apph5/, without a leading slash: "phone/bankCardList". */
  path: string;
  /** Chinese title: the title bar and document.title. */
  title: string;
  /** English gloss, from the product spec where it gives one. */
  gloss: string;
  domain: Domain;
  /** The page, loaded on demand (every route is its own chunk). */
  page: () => Promise<{ default: ComponentType }>;
  /** Keeps state and scroll when navigated away and back (spec: capitain, capitainAdd, equity, cash). */
  cached?: boolean;
  /** The page needs a session; without one the router goes to login. */
  requiresLogin?: boolean;
  /** True when the title is our proposal rather than a gloss from the product spec. */
  titleIsProposal?: boolean;
  /** True while the page is a placeholder awaiting its domain's issue. */
  placeholder?: boolean;
}
