import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { boot } from './app/boot';
import { firstRouteReady } from './app/routing/first-route-ready';

/** How long the first paint may wait for the first route's code before "加载中…" shows instead. */
const FIRST_ROUTE_WAIT_MS = 300;

async function start() {
  // The in-browser stateful mock exists only in `--mode msw` / `--mode demo` builds; in a
  // production build __MSW_ENABLED__ is false and this import is dropped entirely.
  if (__MSW_ENABLED__) {
    const { startBrowserMock } = await import('../mocks/browser');
    await startBrowserMock();
  }
  // Dev and mock builds add the kit gallery route before the router exists; src/app never imports
  // src/dev. A production build folds the condition to false and drops the module.
  if (import.meta.env.DEV || __MSW_ENABLED__) {
    const { installDevRoutes } = await import('./dev/dev-routes');
    installDevRoutes();
  }
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  await firstRouteReady(boot().router, FIRST_ROUTE_WAIT_MS);
  // The first render as a transition: React renders it in slices that yield to the browser, so
  // a slow phone does not sit through one long task (Lighthouse's total blocking time on /phone/about).
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

void start();
