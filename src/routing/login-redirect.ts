import { useCallback } from 'react';
import { redirect, useLocation, useNavigate } from 'react-router-dom';
import { hrefTo } from './href';
import { isAppPath, type AppPath } from './query-params';
import type { RouteDef } from './route-def';
import { endSession, hasSession } from './session';

/** Where unknown paths go, and where login returns to when it has no (valid) return path. */
export const FALLBACK_PATH: AppPath = '/phone/about';

/** The login route's name (auth domain); its `redirect` parameter is declared with q.appPath(). */
export const LOGIN_ROUTE = 'login';

const loginPath = () => hrefTo(LOGIN_ROUTE);
const withoutQuery = (path: string) => path.replace(/[?#].*$/, '').replace(/(.)\/+$/, '$1');

/** True for the login page's path, with or without query ("/phone/login?redirect=…"). */
export function isLoginPath(path: string): boolean {
  return withoutQuery(path) === loginPath();
}

/**
 * The path login returns to: the `redirect` value when it is an in-app path (never an origin, a
 * protocol-relative or backslash path: see isAppPath) other than login itself, else /phone/about.
 */
export function returnPathFrom(redirectValue: string | null | undefined): AppPath {
  if (!redirectValue || !isAppPath(redirectValue) || isLoginPath(redirectValue)) return FALLBACK_PATH;
  return redirectValue;
}

/**
 * The login href that comes back to `returnTo` (an app path with its query, e.g.
 * "/phone/addOrEditBankCard?cardId=1") after login: "/phone/login?redirect=%2Fphone%2F…".
 * A return path that is not an in-app path is left out.
 */
export function loginHref(returnTo?: string): AppPath {
  const redirectTo = returnTo && isAppPath(returnTo) && !isLoginPath(returnTo) ? returnTo : undefined;
  return hrefTo(LOGIN_ROUTE, { redirect: redirectTo });
}

/** The app path (with query) of a loader's request: the route's own path, whatever the basename. */
function requestAppPath(def: RouteDef, request: Request): AppPath {
  return `/${def.path}${new URL(request.url).search}` as AppPath;
}

/**
 * The loader of a requiresLogin route: without a session, the router redirects to login (before
 * the page's chunk renders or calls the server), with the page's path and query to come back to.
 */
export function requireSession(def: RouteDef, request: Request): null {
  if (hasSession()) return null;
  throw redirect(loginHref(requestAppPath(def, request)));
}

/**
 * The loader of the login route: opened with a return path while a session already exists (the
 * hosting app logged the user in and reloaded the page, or a second tab did), it goes straight
 * back. A token the server declared dead has been forgotten (session.ts endSession), so this
 * cannot loop; without a return path the login page shows as usual (e.g. to switch accounts).
 */
export function leaveLoginWhenSignedIn(request: Request): null {
  const redirectValue = new URL(request.url).searchParams.get('redirect');
  if (redirectValue === null || !hasSession()) return null;
  throw redirect(returnPathFrom(redirectValue));
}

/**
 * For the login page: call `completeLogin()` once the session is stored (apptoken in
 * the client store). It replaces the login entry with the page that sent the user to login, or
 * /phone/about, so Back does not return to the login form.
 */
export function useCompleteLogin(): () => void {
  const navigate = useNavigate();
  const { search } = useLocation();
  return useCallback(() => {
    void navigate(returnPathFrom(new URLSearchParams(search).get('redirect')), { replace: true });
  }, [navigate, search]);
}

/**
 * For the status-code catalogue's session-expired row (outer code 00000008), through the app's
 * navigation port: forgets the dead token (so neither the guard nor the login route takes it for
 * a session) and gives the login href that comes back to `returnTo` after login.
 */
export function loginAfterSessionExpired(returnTo: string): AppPath {
  endSession();
  return loginHref(returnTo);
}
