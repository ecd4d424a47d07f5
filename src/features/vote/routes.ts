import type { RouteDef } from '../../routing/route-def';

/** Until this domain's pages are built, every route lazily loads the shared 建设中 placeholder; a real page gets its own chunk. */
const placeholder = () => import('../../routing/placeholder-page');

export const voteRoutes: RouteDef[] = [
  {
    path: 'phone/votQuestionnaire',
    title: '表决问卷',
    gloss: 'Beneficiary vote questionnaire',
    domain: 'vote',
    page: placeholder,
    placeholder: true,
  },
];
