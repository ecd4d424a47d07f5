import { defineRoutes } from '@/routing/define-routes';
import { q } from '@/routing/query-params';

/**
 * The vote domain's routes (product spec section 2): a beneficiaries' meeting held by
 * correspondence (受益人大会通讯表决). Without ?voteId= the page opens the holder's latest open
 * vote (the trustee's SMS may carry no id).
 */
export const voteRoutes = defineRoutes('vote', {
  votQuestionnaire: {
    title: '表决问卷',
    gloss: 'Beneficiary vote questionnaire',
    page: () => import('./pages/beneficiary-vote-page'),
    requiresLogin: true,
    query: { voteId: q.string({ max: 14, pattern: /^VT\d{12}$/ }) },
  },
});
