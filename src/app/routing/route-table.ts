import { assetProofRoutes } from '@/features/asset-proof/routes';
import { authRoutes } from '@/features/auth/routes';
import { bankCardRoutes } from '@/features/bank-card/routes';
import { commonRoutes } from '@/features/common/routes';
import { contentRoutes } from '@/features/content/routes';
import { contractRoutes } from '@/features/contract/routes';
import { customerRoutes } from '@/features/customer/routes';
import { doubleRecordRoutes } from '@/features/double-record/routes';
import { familyTrustRoutes } from '@/features/family-trust/routes';
import { holdingRoutes } from '@/features/holding/routes';
import { orderRoutes } from '@/features/order/routes';
import { pointsRoutes } from '@/features/points/routes';
import { productRoutes } from '@/features/product/routes';
import { riskRoutes } from '@/features/risk/routes';
import { taxRoutes } from '@/features/tax/routes';
import { voteRoutes } from '@/features/vote/routes';
import type { RowsOf } from '@/routing/define-routes';
import type { RouteDef } from '@/routing/route-def';

/**
 * The whole route table: each domain owns its rows in src/features/<domain>/routes.ts; this is
 * the only module that imports all of them (171 under /phone/ plus /app/skip, spec section 2).
 * It gives typed links their names and queries (below), and the tests their table. The app's
 * router does not import it: it reads every route's name and path from the route index and loads
 * a domain's rows with its first page (lazy-routes.ts), so the rows stay off the first load.
 */
export const routeTable: readonly RouteDef[] = [
  ...contentRoutes,
  ...productRoutes,
  ...taxRoutes,
  ...contractRoutes,
  ...riskRoutes,
  ...voteRoutes,
  ...orderRoutes,
  ...holdingRoutes,
  ...assetProofRoutes,
  ...familyTrustRoutes,
  ...customerRoutes,
  ...bankCardRoutes,
  ...authRoutes,
  ...pointsRoutes,
  ...doubleRecordRoutes,
  ...commonRoutes,
];

/** Every domain's rows' types: route names and query declarations for typed links. */
type AllRows = RowsOf<typeof contentRoutes> &
  RowsOf<typeof productRoutes> &
  RowsOf<typeof taxRoutes> &
  RowsOf<typeof contractRoutes> &
  RowsOf<typeof riskRoutes> &
  RowsOf<typeof voteRoutes> &
  RowsOf<typeof orderRoutes> &
  RowsOf<typeof holdingRoutes> &
  RowsOf<typeof assetProofRoutes> &
  RowsOf<typeof familyTrustRoutes> &
  RowsOf<typeof customerRoutes> &
  RowsOf<typeof bankCardRoutes> &
  RowsOf<typeof authRoutes> &
  RowsOf<typeof pointsRoutes> &
  RowsOf<typeof doubleRecordRoutes> &
  RowsOf<typeof commonRoutes>;

// Shared code (src/routing) cannot import the features: the app, which knows every domain, tells
// the type system the names and queries that hrefTo and usePageQuery accept.
declare module '@/routing/route-registry' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the members come from AllRows
  interface RouteRegistry extends AllRows {}
}

/**
 * Where unknown paths go (spec section 2); defined in src/routing, where login's fallback uses it
 * too. 404 and download are reached through the status-code catalogue, which owns those paths.
 */
export { FALLBACK_PATH } from '@/routing/login-redirect';

const byPath = new Map(routeTable.map((def) => [`/${def.path}`, def]));

/** The row for an app path such as "/phone/about" (no base), if any (tests; the app asks the registry). */
export function routeDefFor(pathname: string): RouteDef | undefined {
  return byPath.get(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
}
