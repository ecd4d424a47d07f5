import type { RouteDef } from '../../routing/route-def';

/** Until this domain's pages are built, every route lazily loads the shared 建设中 placeholder; a real page gets its own chunk. */
const placeholder = () => import('../../routing/placeholder-page');

export const doubleRecordRoutes: RouteDef[] = [
  {
    path: 'phone/doubleLinkH5',
    title: '远程双录',
    gloss: 'Remote double recording',
    domain: 'double-record',
    page: placeholder,
    placeholder: true,
  },
  {
    path: 'phone/livingBodyPage',
    title: '人脸识别',
    gloss: 'Liveness check',
    domain: 'double-record',
    page: placeholder,
    placeholder: true,
  },
];
