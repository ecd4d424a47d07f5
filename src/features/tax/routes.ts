import { defineRoutes } from '@/routing/define-routes';
import { q } from '@/routing/query-params';

/** Where to go back to when the declaration is done (e.g. the subscription gate that asked for it). */
const back = { redirect: q.appPath() };

/**
 * The tax domain's routes (product spec section 2): the CRS self-certification of tax residency.
 * identity → (materials → revenue, for NON_CN and BOTH) → consequence → note; trace lists the
 * declarations. The steps after identity need the draft identity starts (memory only).
 */
export const taxRoutes = defineRoutes('tax', {
  'fiscal/identity': {
    title: '税收居民身份声明',
    gloss: 'Tax-residency declaration',
    page: () => import('./pages/residency-declaration-page'),
    requiresLogin: true,
    query: back,
  },
  'fiscal/materials': {
    title: '补充信息',
    gloss: 'CRS extra information',
    page: () => import('./pages/extra-information-page'),
    requiresLogin: true,
    query: back,
    withoutContext: 'fiscal/identity',
  },
  'fiscal/consequence': {
    title: '声明须知',
    gloss: 'Consequences of a false declaration',
    page: () => import('./pages/false-declaration-notice-page'),
    requiresLogin: true,
    query: back,
    withoutContext: 'fiscal/identity',
  },
  'fiscal/trace': {
    title: '声明记录',
    gloss: 'Declaration history',
    page: () => import('./pages/declaration-history-page'),
    requiresLogin: true,
  },
  'fiscal/note': {
    title: '短信验证',
    gloss: 'SMS code',
    page: () => import('./pages/declaration-sms-page'),
    requiresLogin: true,
    query: back,
    withoutContext: 'fiscal/identity',
  },
  'fiscal/revenue': {
    title: '税收居民国及纳税人识别号',
    gloss: 'Tax countries and TIN',
    page: () => import('./pages/tax-countries-page'),
    requiresLogin: true,
    query: back,
    withoutContext: 'fiscal/identity',
  },
});
