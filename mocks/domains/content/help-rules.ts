import type { HelpCategory } from '@gen/model/helpCategory';
import type { HelpQuestion } from '@gen/model/helpQuestion';
import type { HelpQuestionListRequest } from '@gen/model/helpQuestionListRequest';
import { HELP_CATEGORIES, HELP_QUESTIONS } from './help-seed';

/** Categories with the number of questions each holds (what the CMS would count). */
export function helpCategories(): HelpCategory[] {
  return HELP_CATEGORIES.map((category) => ({
    ...category,
    questionCount: HELP_QUESTIONS.filter((q) => q.categoryCode === category.categoryCode).length,
  }));
}

/** Answer text without tags, so a keyword never matches inside markup (`strong`, `href`). */
const textOf = (html: string) => html.replace(/<[^>]*>/g, '');

/**
 * The contract's search: a keyword matches the question or the answer's text in every category
 * (narrowed by categoryCode when both come); a category alone lists it; neither gives the hot ones.
 */
export function helpQuestions({ categoryCode, keyword }: HelpQuestionListRequest): HelpQuestion[] {
  const needle = keyword?.trim().toLowerCase();
  return HELP_QUESTIONS.filter((q) => {
    if (categoryCode && q.categoryCode !== categoryCode) return false;
    if (needle) return `${q.question}${textOf(q.answerHtml)}`.toLowerCase().includes(needle);
    return categoryCode ? true : q.hot === true;
  });
}
