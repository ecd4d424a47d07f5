import { assetProofRoutes } from '../../features/asset-proof/routes';
import { authRoutes } from '../../features/auth/routes';
import { bankCardRoutes } from '../../features/bank-card/routes';
import { commonRoutes } from '../../features/common/routes';
import { contentRoutes } from '../../features/content/routes';
import { contractRoutes } from '../../features/contract/routes';
import { customerRoutes } from '../../features/customer/routes';
import { doubleRecordRoutes } from '../../features/double-record/routes';
import { familyTrustRoutes } from '../../features/family-trust/routes';
import { holdingRoutes } from '../../features/holding/routes';
import { orderRoutes } from '../../features/order/routes';
import { pointsRoutes } from '../../features/points/routes';
import { productRoutes } from '../../features/product/routes';
import { riskRoutes } from '../../features/risk/routes';
import { taxRoutes } from '../../features/tax/routes';
import { voteRoutes } from '../../features/vote/routes';
import type { RouteDef } from '../../routing/route-def';

/**
 * The whole route table: each domain owns its rows in src/features/<domain>/routes.ts; this is
 * the only place that knows all of them (171 under /phone/ plus /app/skip, spec section 2).
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

/**
 * Where unknown paths go (spec section 2). Login, 404 and download are reached through the
 * status-code catalogue (src/api/catalogue/catalogue-texts.ts), which owns those paths.
 */
export const FALLBACK_PATH = '/phone/about';

const byPath = new Map(routeTable.map((def) => [`/${def.path}`, def]));

/** The row for an app path such as "/phone/about" (no base), if any. */
export function routeDefFor(pathname: string): RouteDef | undefined {
  return byPath.get(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
}
