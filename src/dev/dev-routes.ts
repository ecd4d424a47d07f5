import type { RouteDef } from '../routing/route-def';

/**
 * Routes that exist only in dev and mock builds (`vite`, `--mode msw`, `--mode demo`). The
 * router adds them behind a compile-time condition, so a production build drops them and their
 * chunks entirely (checked by `npm run check:prod-clean`).
 */
export const devRoutes: readonly RouteDef[] = [
  {
    path: 'dev/gallery',
    title: '组件示例',
    gloss: 'Widget gallery (development only)',
    domain: 'common',
    page: () => import('./gallery/gallery-page'),
    titleIsProposal: true,
  },
];
