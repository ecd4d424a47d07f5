import { defineCalls } from '../../http/define-call';
import { helpCategories, helpQuestions } from './help-rules';

/**
 * Area P2 of the content domain: the help centre's FAQ (reference data of the CMS) and, with
 * addOpinion, the investor's complaints and suggestions (stateful, ./advice-*.ts).
 */
export const helpAdviceHandlers = defineCalls({
  helpCenterList: () => helpCategories(),
  helpQuestionList: ({ requestData }) => helpQuestions(requestData),
});
