import type { RouteDef } from '../../routing/route-def';

/** Until this domain's pages are built, every route lazily loads the shared 建设中 placeholder; a real page gets its own chunk. */
const placeholder = () => import('../../routing/placeholder-page');

export const taxRoutes: RouteDef[] = [
  {
    path: 'phone/fiscal/identity',
    title: '税收居民身份声明',
    gloss: 'Tax-residency declaration',
    domain: 'tax',
    page: placeholder,
    placeholder: true,
  },
  {
    path: 'phone/fiscal/materials',
    title: '补充信息',
    gloss: 'CRS extra information',
    domain: 'tax',
    page: placeholder,
    placeholder: true,
  },
  {
    path: 'phone/fiscal/consequence',
    title: '声明须知',
    gloss: 'Consequences of a false declaration',
    domain: 'tax',
    page: placeholder,
    placeholder: true,
  },
  {
    path: 'phone/fiscal/trace',
    title: '声明记录',
    gloss: 'Declaration history',
    domain: 'tax',
    page: placeholder,
    placeholder: true,
  },
  {
    path: 'phone/fiscal/note',
    title: '短信验证',
    gloss: 'SMS code',
    domain: 'tax',
    page: placeholder,
    placeholder: true,
  },
  {
    path: 'phone/fiscal/revenue',
    title: '税收居民国及纳税人识别号',
    gloss: 'Tax countries and TIN',
    domain: 'tax',
    page: placeholder,
    placeholder: true,
  },
];
