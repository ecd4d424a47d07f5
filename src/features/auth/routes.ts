import type { RouteDef } from '../../routing/route-def';

/** Until this domain's pages are built, every route lazily loads the shared 建设中 placeholder; a real page gets its own chunk. */
const placeholder = () => import('../../routing/placeholder-page');

export const authRoutes: RouteDef[] = [
  {
    path: 'phone/login',
    title: '登录',
    gloss: 'Login',
    domain: 'auth',
    page: placeholder,
    placeholder: true,
  },
  {
    path: 'phone/setUserName',
    title: '设置用户名',
    gloss: 'Set user name',
    titleIsProposal: true,
    domain: 'auth',
    page: placeholder,
    placeholder: true,
  },
  {
    path: 'phone/carteBlanche',
    title: '授权登录',
    gloss: 'Authorisation',
    titleIsProposal: true,
    domain: 'auth',
    page: placeholder,
    placeholder: true,
  },
];
