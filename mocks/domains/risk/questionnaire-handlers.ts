import { defineCalls } from '@mocks/http/define-call';
import { investorQuestionnaire, salesQuestionnaire, saveSalesAnswers } from './questionnaire-rules';

/**
 * The other questionnaires' calls (saveQuestionnaireAnswer stays in riskHandlers and
 * hands the non-risk types to questionnaire-rules.ts).
 */
export const questionnaireHandlers = defineCalls({
  investGetQuestionary: ({ investor, requestData }) =>
    investorQuestionnaire(investor.customerId, requestData.questionnaireType),
  getSalesBehaviorQuestionnaire: ({ investor, requestData }) =>
    salesQuestionnaire(investor.customerId, requestData.orderNo),
  saveSalesBehaviorQuestionnaire: {
    successMsg: '提交成功',
    resolve: ({ investor, requestData }) => saveSalesAnswers(investor.customerId, requestData),
  },
});
