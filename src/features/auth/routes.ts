import { defineRoutes } from '../../routing/define-routes';
import { q } from '../../routing/query-params';

/**
 * The auth domain's routes (product spec section 2). A row without `page` shows the shared
 * 建设中 placeholder until this domain's issue builds the page.
 */
export const authRoutes = defineRoutes('auth', {
  // `redirect`: where to return after login (src/routing/login-redirect.ts; app paths only).
  login: { title: '登录', gloss: 'Login', query: { redirect: q.appPath() } },
  setUserName: { title: '设置用户名', gloss: 'Set user name', titleIsProposal: true },
  carteBlanche: { title: '授权登录', gloss: 'Authorisation', titleIsProposal: true },
});
