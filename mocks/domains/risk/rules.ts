import type { AssessmentResult } from '@gen/model/assessmentResult';
import type { InvestorStatusData } from '@gen/model/investorStatusData';
import type { RiskQuestionnaire } from '@gen/model/riskQuestionnaire';
import type { SaveQuestionnaireAnswerData } from '@gen/model/saveQuestionnaireAnswerData';
import type { SaveQuestionnaireAnswerRequest } from '@gen/model/saveQuestionnaireAnswerRequest';
import {
  INVESTOR_LEVEL_NAMES,
  assessmentExpiry,
  buyableLevels,
  chinaToday,
  levelForScore,
} from '@/features/risk/model/rules';
import { nextId } from '@mocks/db/next-id';
import { refuseWith } from '@mocks/http/refusal';
import { nowDateTime } from './clock';
import { investorProfile, recordAssessment } from './profile';
import {
  RISK_QUESTIONNAIRE_ID,
  RISK_QUESTIONNAIRE_INTRO,
  RISK_QUESTIONNAIRE_TITLE,
  RISK_QUESTIONNAIRE_VERSION,
  RISK_QUESTIONS,
  RISK_SCORE_BANDS,
} from './risk-questionnaire';
import { riskEvaluations, type StoredEvaluation } from './seed';

/**
 * The mock server's risk-assessment rules, as the contract describes them (openapi/paths/risk.yaml):
 * the server scores the answers by the questionnaire's own option scores and bands; a result is
 * pending until confirmed; at most 3 assessments a day (05080001); answers to another version are
 * refused (05080002), incomplete ones too (05080003); an unknown result 05080004; none yet 05080005.
 */

export const MAX_ASSESSMENTS_PER_DAY = 3;

function assessmentsToday(investorId: string, today = chinaToday()): number {
  return riskEvaluations
    .findMany((q) => q.where({ investorId }))
    .filter((e) => e.answeredAt.startsWith(today)).length;
}

export const assessmentsLeftToday = (investorId: string): number =>
  Math.max(0, MAX_ASSESSMENTS_PER_DAY - assessmentsToday(investorId));

export function investorStatus(investorId: string): InvestorStatusData {
  const p = investorProfile(investorId);
  return {
    ...(p.riskLevel ? { riskLevel: p.riskLevel, riskLevelName: p.riskLevelName } : {}),
    ...(p.assessedOn ? { assessedOn: p.assessedOn, riskExpiryDate: p.riskExpiryDate } : {}),
    assessmentState: p.assessmentState,
    buyableLevels: p.buyableLevels,
    assessmentsLeftToday: assessmentsLeftToday(investorId),
    qualifiedState: p.qualifiedState,
    ...(p.qualifiedValidUntil ? { qualifiedValidUntil: p.qualifiedValidUntil } : {}),
    elderly: p.elderly,
    elderlyDeclarationSigned: p.elderlyDeclarationSigned,
    crsDeclared: p.crsDeclared,
  };
}

export function riskQuestionnaire(investorId: string): RiskQuestionnaire {
  return {
    questionnaireId: RISK_QUESTIONNAIRE_ID,
    version: RISK_QUESTIONNAIRE_VERSION,
    title: RISK_QUESTIONNAIRE_TITLE,
    intro: RISK_QUESTIONNAIRE_INTRO,
    questions: RISK_QUESTIONS.map((question) => ({
      questionId: question.questionId,
      title: question.title,
      type: 'SINGLE',
      options: question.options.map(([optionId, text, score]) => ({ optionId, text, score })),
    })),
    scoreBands: RISK_SCORE_BANDS.map((band) => ({ ...band })),
    assessmentsLeftToday: assessmentsLeftToday(investorId),
  };
}

/** Scores one answer sheet of the risk questionnaire (every question answered with one option). */
export function scoreRiskAnswers(answers: Readonly<Record<string, readonly string[]>>): number {
  let score = 0;
  for (const question of RISK_QUESTIONS) {
    const chosen = answers[question.questionId];
    const option = chosen?.length === 1 ? question.options.find(([id]) => id === chosen[0]) : undefined;
    if (!option) refuseWith('05080003');
    score += option[2];
  }
  return score;
}

export function toAssessmentResult(evaluation: StoredEvaluation): AssessmentResult {
  return {
    evaluationNo: evaluation.evaluationNo,
    status: evaluation.status,
    score: evaluation.score,
    riskLevel: evaluation.riskLevel,
    riskLevelName: INVESTOR_LEVEL_NAMES[evaluation.riskLevel],
    answeredAt: evaluation.answeredAt,
    ...(evaluation.assessedOn
      ? { assessedOn: evaluation.assessedOn, riskExpiryDate: assessmentExpiry(evaluation.assessedOn) }
      : {}),
    buyableLevels: buyableLevels(evaluation.riskLevel),
  };
}

export async function saveRiskAnswers(
  investorId: string,
  request: SaveQuestionnaireAnswerRequest,
): Promise<SaveQuestionnaireAnswerData> {
  if (request.questionnaireId !== RISK_QUESTIONNAIRE_ID || request.version !== RISK_QUESTIONNAIRE_VERSION)
    refuseWith('05080002');
  if (assessmentsLeftToday(investorId) === 0) refuseWith('05080001');
  const answers = Object.fromEntries(request.answers.map((a) => [a.questionId, a.optionIds]));
  const score = scoreRiskAnswers(answers);
  const riskLevel = levelForScore(score, RISK_SCORE_BANDS);
  if (!riskLevel) throw new Error(`[mock] score ${score} is outside every band`);
  const stored = await riskEvaluations.create({
    evaluationNo: nextId('EV'),
    investorId,
    questionnaireId: request.questionnaireId,
    version: request.version,
    answers,
    score,
    riskLevel,
    status: 'PENDING',
    answeredAt: nowDateTime(),
  });
  return {
    answerNo: stored.evaluationNo,
    questionnaireType: 'RISK',
    score,
    riskLevel,
    riskLevelName: INVESTOR_LEVEL_NAMES[riskLevel],
  };
}

function evaluationOf(investorId: string, evaluationNo: string) {
  const found = riskEvaluations.findFirst((q) => q.where({ investorId, evaluationNo }));
  if (!found) refuseWith('05080004');
  return found;
}

/** One result by number, or the latest confirmed one (05080005 when there is none). */
export function assessmentResult(investorId: string, evaluationNo?: string): AssessmentResult {
  if (evaluationNo) return toAssessmentResult(evaluationOf(investorId, evaluationNo));
  const latest = riskEvaluations
    .findMany((q) => q.where({ investorId, status: 'CONFIRMED' }))
    .sort((a, b) => b.answeredAt.localeCompare(a.answeredAt))[0];
  if (!latest) refuseWith('05080005');
  return toAssessmentResult(latest);
}

/** Confirms a pending result: it becomes the level from today (idempotent for a confirmed one). */
export async function confirmEvaluation(investorId: string, evaluationNo: string): Promise<AssessmentResult> {
  const evaluation = evaluationOf(investorId, evaluationNo);
  if (evaluation.status === 'CONFIRMED') return toAssessmentResult(evaluation);
  const today = chinaToday();
  const confirmed = await riskEvaluations.update(evaluation, {
    data(draft) {
      draft.status = 'CONFIRMED';
      draft.assessedOn = today;
    },
  });
  await recordAssessment(investorId, evaluation.riskLevel, evaluation.score, today);
  return toAssessmentResult(confirmed ?? evaluation);
}
