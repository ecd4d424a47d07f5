import type { RouteDef } from '@/routing/route-def';

const tools: RouteDef[] = [];

/**
 * The hook point for routes that exist only in dev and mock builds (the kit gallery). src/dev
 * registers them here before the router is created (src/main.tsx loads src/dev/dev-routes.ts
 * behind a compile-time condition), so the app never imports src/dev and a production build
 * contains neither the rows nor their chunks.
 */
export function registerToolRoutes(defs: readonly RouteDef[]): void {
  for (const def of defs) if (!tools.some((known) => known.path === def.path)) tools.push(def);
}

export function toolRoutes(): readonly RouteDef[] {
  return tools;
}
