import { defineCalls } from '@mocks/http/define-call';
import { elderDeclarationStatus, signElderDeclaration } from './elder-rules';
import { dueReturnVisits, investorTypeOf, updateInvestorType } from './investor-type';
import { saveOtherAnswers } from './questionnaire-rules';
import {
  certificationConditions,
  certificationImages,
  certificationStatus,
  createQualifierFlow,
  qualifierFlowPage,
} from './qualify-rules';
import {
  assessmentResult,
  confirmEvaluation,
  investorStatus,
  riskQuestionnaire,
  saveRiskAnswers,
} from './rules';

/** The risk domain's calls (openapi/paths/risk.yaml) on the stateful mock. */
export const riskHandlers = defineCalls({
  investGetInvestorStatus: ({ investor }) => investorStatus(investor.customerId),
  getQuestionary: ({ investor }) => riskQuestionnaire(investor.customerId),
  saveQuestionnaireAnswer: {
    successMsg: '提交成功',
    // The risk assessment here; the other questionnaires in questionnaire-rules.ts.
    resolve: ({ investor, requestData }) =>
      requestData.questionnaireType === 'RISK'
        ? saveRiskAnswers(investor.customerId, requestData)
        : saveOtherAnswers(investor.customerId, requestData),
  },
  evaluationConfirmation: {
    successMsg: '确认成功',
    resolve: ({ investor, requestData }) => confirmEvaluation(investor.customerId, requestData.evaluationNo),
  },
  getQuestionnaireInfo: ({ investor, requestData }) =>
    assessmentResult(investor.customerId, requestData.evaluationNo),
  elderInvestorDeclarationSignStatus: ({ investor }) => elderDeclarationStatus(investor.customerId),
  signElderInvestorDeclaration: {
    successMsg: '签署成功',
    resolve: ({ investor, requestData }) => signElderDeclaration(investor.customerId, requestData),
  },
  certificationStatus: async ({ investor }) => ({
    ...(await certificationStatus(investor.customerId)),
    investorType: investorTypeOf(investor.customerId),
  }),
  updateInvestor: {
    successMsg: '投资者类型已变更',
    resolve: ({ requestData, investor }) => updateInvestorType(investor.customerId, requestData.investorType),
  },
  salesBehaviorQuestionnaireStatus: ({ investor }) => dueReturnVisits(investor.customerId),
  certificationCondition: () => certificationConditions(),
  queryQualifierList: ({ investor, requestData }) => qualifierFlowPage(investor.customerId, requestData),
  certificationImage: ({ investor, requestData }) =>
    certificationImages(investor.customerId, requestData.flowNo),
  createQualifierFlow: {
    successMsg: '提交成功',
    resolve: ({ investor, requestData }) => createQualifierFlow(investor.customerId, requestData),
  },
});
