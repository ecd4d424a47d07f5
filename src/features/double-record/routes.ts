import { defineRoutes } from '@/routing/define-routes';
import { q } from '@/routing/query-params';

const orderNo = q.string({ max: 32, pattern: /^[A-Z]{2}\d{12}$/ });

/**
 * The double-record domain's routes (product spec section 2): the investor's recording tasks and
 * the remote recording (doubleLinkH5), and the liveness check before it (livingBodyPage), after
 * a separate consent to face-data processing. Both are the investor's own, hence requiresLogin.
 */
export const doubleRecordRoutes = defineRoutes('double-record', {
  doubleLinkH5: {
    title: '远程双录',
    gloss: 'Remote double recording',
    page: () => import('./pages/remote-recording-page'),
    requiresLogin: true,
    query: { orderNo },
  },
  livingBodyPage: {
    title: '人脸识别',
    gloss: 'Liveness check',
    page: () => import('./pages/liveness-check-page'),
    requiresLogin: true,
    query: { orderNo },
  },
});
