import { registerToolRoutes } from '../app/routing/tool-routes';
import { defineRoutes } from '../routing/define-routes';

/**
 * Routes that exist only in dev and mock builds (`vite`, `--mode msw`, `--mode demo`).
 * src/main.tsx imports this module behind a compile-time condition and calls installDevRoutes()
 * before the app boots, so a production build drops the rows and their chunks entirely (checked
 * by `npm run check:prod-clean`). Imports go one way: src/dev uses src/app, never the reverse.
 */
export const devRoutes = defineRoutes('common', {
  devGallery: {
    path: 'dev/gallery',
    title: '组件示例',
    gloss: 'Widget gallery (development only)',
    page: () => import('./gallery/gallery-page'),
    titleIsProposal: true,
  },
});

export function installDevRoutes(): void {
  registerToolRoutes(devRoutes);
}
