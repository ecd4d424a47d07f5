import { defineRoutes } from '@/routing/define-routes';
import { q } from '@/routing/query-params';

/** WeCom's OAuth answer on the way back to login (openapi/schemas/auth.yaml: authCode, state). */
const QW_CODE = /^[0-9A-Za-z_-]{8,128}$/;
const QW_STATE = /^[0-9A-Za-z]{8,64}$/;

/**
 * The auth domain's routes (product spec section 2). login is where every requiresLogin page of
 * every domain lands without a session (src/routing/login-redirect.ts); it needs no session.
 */
export const authRoutes = defineRoutes('auth', {
  login: {
    title: '登录',
    gloss: 'Login',
    page: () => import('./pages/login-page'),
    query: {
      // Where to return after login (src/routing/login-redirect.ts; app paths only).
      redirect: q.appPath(),
      // WeCom's OAuth comes back with these (getQwAuthCode → authorizeLoginSubmit).
      code: q.string({ max: 128, pattern: QW_CODE }),
      state: q.string({ max: 64, pattern: QW_STATE }),
    },
  },
  setUserName: {
    title: '设置用户名',
    gloss: 'Set user name',
    titleIsProposal: true,
    page: () => import('./pages/set-user-name-page'),
    requiresLogin: true,
  },
  carteBlanche: {
    title: '授权登录',
    gloss: 'Authorisation',
    titleIsProposal: true,
    page: () => import('./pages/partner-authorisation-page'),
    requiresLogin: true,
    query: {
      // A registered partner (openapi/schemas/auth.yaml PartnerClientId), its callback and state.
      clientId: q.string({ max: 32, pattern: /^[0-9A-Za-z_-]{4,32}$/ }),
      redirect: q.string({ max: 1024 }),
      state: q.string({ max: 128, pattern: /^[0-9A-Za-z_-]+$/ }),
    },
  },
});
