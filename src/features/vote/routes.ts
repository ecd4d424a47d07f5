import { defineRoutes } from '../../routing/define-routes';

/**
 * The vote domain's routes (product spec section 2). A row without `page` shows the shared
 * 建设中 placeholder until this domain's issue builds the page.
 */
export const voteRoutes = defineRoutes('vote', {
  votQuestionnaire: { title: '表决问卷', gloss: 'Beneficiary vote questionnaire' },
});
