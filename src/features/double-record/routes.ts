import { defineRoutes } from '../../routing/define-routes';

/**
 * The double-record domain's routes (product spec section 2). A row without `page` shows the shared
 * 建设中 placeholder until this domain's issue builds the page.
 */
export const doubleRecordRoutes = defineRoutes('double-record', {
  doubleLinkH5: { title: '远程双录', gloss: 'Remote double recording' },
  livingBodyPage: { title: '人脸识别', gloss: 'Liveness check' },
});
