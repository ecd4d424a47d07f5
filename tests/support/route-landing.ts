import { registeredRoute } from '@/routing/route-registry';
import type { RouteDef } from '@/routing/route-def';

export interface Landing {
  /** App path and query, e.g. "/phone/login?redirect=%2Fphone%2FbankCardList". */
  path: string;
  title: string;
}

export const loginLanding = (returnTo: string): Landing => ({
  path: `/phone/login?redirect=${encodeURIComponent(returnTo)}`,
  title: '登录',
});

/**
 * Where opening a row directly must land, from the row's data alone: a login-required page
 * without a session lands on login with its return path; a page opened without the context an
 * earlier step gives it lands on the route it names (withoutContext) or says so in place under
 * the title it declares (titleWithoutContext); any other page shows itself. No allowance for
 * unexplained redirects.
 */
export function expectedLanding(def: RouteDef, signedIn: boolean): Landing {
  if (def.requiresLogin && !signedIn) return loginLanding(`/${def.path}`);
  if (def.titleWithoutContext) return { path: `/${def.path}`, title: def.titleWithoutContext };
  if (def.withoutContext) {
    const target = registeredRoute(def.withoutContext);
    if (!target) throw new Error(`${def.path}: withoutContext names no route (${def.withoutContext})`);
    return { path: `/${target.path}`, title: target.title };
  }
  return { path: `/${def.path}`, title: def.title };
}
