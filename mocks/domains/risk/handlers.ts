import { defineCalls } from '../../http/define-call';
import { elderDeclarationStatus, signElderDeclaration } from './elder-rules';
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
    resolve: ({ investor, requestData }) => saveRiskAnswers(investor.customerId, requestData),
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
});
