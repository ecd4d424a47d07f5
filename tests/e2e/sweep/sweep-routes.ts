import { routeTable } from '@/app/routing/route-table';
import type { RouteDef } from '@/routing/route-def';
import { ROUTE_ROWS } from '../hostile/routes';
import { SWEEP_QUERIES } from '../hostile/sweep-queries';

/**
 * What the route sweep visits, cut into two halves (route-sweep-1/-2.e2e.ts, one per e2e
 * worker): a route belongs to the half of its place in the route table, odd or even, in every
 * pass, so each half meets guarded and open pages, read-less and reading ones alike.
 */
export type SweepHalf = 0 | 1;

const half = new Map(routeTable.map((def, index) => [def.path, (index % 2) as SweepHalf]));
const inHalf = (which: SweepHalf) => (def: RouteDef) => half.get(def.path) === which;

const pathOf = (route: string) => route.split('?')[0]?.replace(/^\//, '') ?? '';
const covered = new Set(ROUTE_ROWS.map((row) => pathOf(row.route)));
const realRoutes = routeTable.filter((def) => !def.placeholder && def.name);
/** The real routes the hostile table (hostile/hostile-suite.ts) does not cover row by row. */
const swept = realRoutes.filter((def) => !covered.has(def.path));

/** A route's address in the sweep: with the query that makes it read its data (sweep-queries.ts). */
export const routeUrl = (def: RouteDef) => `/${def.path}${SWEEP_QUERIES[def.name ?? ''] ?? ''}`;
const hasSweepQuery = (def: RouteDef) => SWEEP_QUERIES[def.name ?? ''] !== undefined;

/**
 * The addresses of the token pass: every real route's, plus every hostile row's own address
 * (a row may open its route with another query), each once.
 */
export interface TokenAddress {
  route: string;
  path: string;
  /** A hostile row's address (the row opens its route with its data there). */
  row: boolean;
  /**
   * The login-required route this address opens as itself, without a query: the visitor, signed
   * in by the token, must land where the row says (the landing with a session).
   */
  landing?: RouteDef;
}

function tokenAddresses(): TokenAddress[] {
  const rowRoutes = new Set(ROUTE_ROWS.map((row) => row.route));
  const routes = realRoutes.map((def) => ({
    route: routeUrl(def),
    path: def.path,
    row: rowRoutes.has(routeUrl(def)),
    ...(def.requiresLogin && !hasSweepQuery(def) ? { landing: def } : {}),
  }));
  const known = new Set(routes.map((entry) => entry.route));
  const rows = ROUTE_ROWS.filter((row) => !known.has(row.route)).map((row) => ({
    route: row.route,
    path: pathOf(row.route),
    row: true,
  }));
  return [...routes, ...[...new Map(rows.map((entry) => [entry.route, entry])).values()]];
}

export function sweepRoutes(which: SweepHalf) {
  const mine = inHalf(which);
  return {
    /** Every route, opened without a session. */
    all: routeTable.filter(mine),
    /**
     * The login-required routes the token pass does not land on plainly (it opens them with a
     * query, or not at all): opened with a session, without a query.
     */
    guarded: routeTable.filter(
      (def) => def.requiresLogin && (hasSweepQuery(def) || !realRoutes.includes(def)) && mine(def),
    ),
    /** The swept routes with their place in the whole list (it rotates their spoiled answers). */
    swept: swept.map((def, index) => ({ def, index, label: def.path })).filter(({ def }) => mine(def)),
    tokens: tokenAddresses().filter((entry) => half.get(entry.path) === which),
    /** How many login-required routes this half has. */
    allGuarded: routeTable.filter((def) => def.requiresLogin && mine(def)).length,
  };
}
