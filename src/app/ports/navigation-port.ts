import type { AppPath, NavigationPort } from '@/api/ports';
import { isLoginPath, loginAfterSessionExpired } from '@/routing/login-redirect';

interface RouterLike {
  navigate(to: string, options?: { replace?: boolean }): Promise<void> | void;
  state: { location: { pathname: string; search?: string } };
}

/**
 * Navigation through the data router (so history, title and tracking stay in step). Going to
 * the page the user is already on is a no-op: session expiry sends everyone to login "unless
 * already there" (spec sections 2 and 8).
 */
export function createNavigationPort(router: RouterLike, basename = '/'): NavigationPort {
  // The router's own state keeps the full browser path (with the basename); the app speaks in
  // paths relative to it, like useLocation().
  const base = basename.replace(/\/+$/, '');
  const currentPath = () => {
    const full = router.state.location.pathname;
    return base && full.startsWith(`${base}/`) ? full.slice(base.length) : full === base ? '/' : full;
  };
  return {
    go(path: AppPath, options) {
      if (currentPath() === path) return;
      // The catalogue sends an expired session to login: come back here (path and query) after it.
      const to = isLoginPath(path)
        ? loginAfterSessionExpired(`${currentPath()}${router.state.location.search ?? ''}`)
        : path;
      void router.navigate(to, { replace: options?.replace ?? false });
    },
    currentPath,
  };
}
