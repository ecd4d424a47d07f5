import { z } from 'zod';
import type { InvestorQuestionnaire } from '@gen/model/investorQuestionnaire';
import type { InvestorQuestionnaireType } from '@gen/model/investorQuestionnaireType';
import type { SalesQuestionnaire } from '@gen/model/salesQuestionnaire';
import type { SalesVisitResult } from '@gen/model/salesVisitResult';
import type { SalesVisitStatus } from '@gen/model/salesVisitStatus';
import type { SaveQuestionnaireAnswerData } from '@gen/model/saveQuestionnaireAnswerData';
import type { SaveQuestionnaireAnswerRequest } from '@gen/model/saveQuestionnaireAnswerRequest';
import type { SaveSalesQuestionnaireRequest } from '@gen/model/saveSalesQuestionnaireRequest';
import { defineCollection } from '@mocks/db/define-collection';
import { nextId } from '@mocks/db/next-id';
import { refuseWith } from '@mocks/http/refusal';
import { advanceOrder, findOrder } from '../order/rules';
import { nowDateTime } from './clock';
import { judge, OTHER_QUESTIONNAIRES, questionsOf, SALES_QUESTIONNAIRE } from './other-questionnaires';

/**
 * The other questionnaires on the mock server: investGetQuestionary's six (answer
 * sheets kept, the latest time shown), and the return visit of a subscription after its
 * cooling-off (saleQuestionnaire): a passed visit moves the order on (待回访 → 认购成功, the order
 * lifecycle's `visited` event); a failed one is recorded and the order waits for customer service.
 */

const INVESTOR_TYPES = Object.keys(OTHER_QUESTIONNAIRES) as InvestorQuestionnaireType[];

export const questionnaireSheets = defineCollection(
  'questionnaireSheets',
  z.object({
    answerNo: z.string(),
    investorId: z.string(),
    questionnaireType: z.string(),
    answeredAt: z.string(),
    passed: z.boolean(),
  }),
  { rows: () => [] },
);

export const salesVisits = defineCollection(
  'salesVisits',
  z.object({ orderNo: z.string(), investorId: z.string(), passed: z.boolean(), answeredAt: z.string() }),
  { rows: () => [] },
);

const isInvestorType = (type: string): type is InvestorQuestionnaireType =>
  (INVESTOR_TYPES as string[]).includes(type);

export function investorQuestionnaire(
  investorId: string,
  type: InvestorQuestionnaireType,
): InvestorQuestionnaire {
  const q = OTHER_QUESTIONNAIRES[type];
  if (!q) refuseWith('05080301');
  const last = questionnaireSheets
    .findMany((s) => s.where({ investorId, questionnaireType: type }))
    .sort((a, b) => b.answeredAt.localeCompare(a.answeredAt))[0];
  return {
    questionnaireId: q.questionnaireId,
    version: q.version,
    questionnaireType: type,
    title: q.title,
    intro: q.intro,
    ...(last ? { lastAnsweredAt: last.answeredAt } : {}),
    questions: questionsOf(q),
  };
}

/** saveQuestionnaireAnswer for a questionnaire other than RISK. */
export async function saveOtherAnswers(
  investorId: string,
  request: SaveQuestionnaireAnswerRequest,
): Promise<SaveQuestionnaireAnswerData> {
  const type = request.questionnaireType;
  if (!isInvestorType(type)) refuseWith('05080301');
  const q = OTHER_QUESTIONNAIRES[type];
  if (request.questionnaireId !== q.questionnaireId || request.version !== q.version) refuseWith('05080002');
  const verdict = judge(q, request.answers);
  if (!verdict.valid) refuseWith('05080002');
  if (!verdict.complete) refuseWith('05080003');
  const sheet = await questionnaireSheets.create({
    answerNo: nextId('QA'),
    investorId,
    questionnaireType: type,
    answeredAt: nowDateTime(),
    passed: verdict.passed,
  });
  return {
    answerNo: sheet.answerNo,
    questionnaireType: type,
    passed: verdict.passed,
    resultText: verdict.passed ? q.passText : (q.failText ?? q.passText),
  };
}

const BEFORE_VISIT = new Set(['TO_SIGN', 'TO_RECORD', 'TO_PAY', 'FUNDS_CHECKING', 'COOLING_OFF']);
const AFTER_VISIT = new Set(['SUBSCRIBED', 'CONFIRMED']);

function visitableOrder(investorId: string, orderNo: string) {
  const order = findOrder(orderNo, investorId);
  if (!order || (order.type !== 'SUBSCRIBE' && order.type !== 'ADDITIONAL')) refuseWith('05080311');
  const visit = salesVisits.findFirst((s) => s.where({ orderNo }));
  let status: SalesVisitStatus;
  if (BEFORE_VISIT.has(order.status)) status = 'NOT_DUE';
  else if (order.status === 'TO_VISIT') status = visit && !visit.passed ? 'FAILED' : 'PENDING';
  else if (AFTER_VISIT.has(order.status)) status = 'PASSED';
  else refuseWith('05080311'); // cancelled, refunded, expired: nothing to visit
  return { order, visit, status };
}

export function salesQuestionnaire(investorId: string, orderNo: string): SalesQuestionnaire {
  const { order, visit, status } = visitableOrder(investorId, orderNo);
  const q = SALES_QUESTIONNAIRE;
  return {
    orderNo,
    productName: order.productName,
    amount: order.amount ?? '0.00',
    visitStatus: status,
    ...(order.coolingOffEndsAt ? { coolingOffEndsAt: order.coolingOffEndsAt } : {}),
    ...(visit ? { answeredAt: visit.answeredAt } : {}),
    questionnaireId: q.questionnaireId,
    version: q.version,
    title: q.title,
    intro: q.intro,
    questions: questionsOf(q),
  };
}

export async function saveSalesAnswers(
  investorId: string,
  request: SaveSalesQuestionnaireRequest,
): Promise<SalesVisitResult> {
  const { visit, status } = visitableOrder(investorId, request.orderNo);
  if (status === 'NOT_DUE') refuseWith('05080312');
  if (status === 'PASSED') refuseWith('05080313');
  const q = SALES_QUESTIONNAIRE;
  if (request.questionnaireId !== q.questionnaireId || request.version !== q.version) refuseWith('05080002');
  const verdict = judge(q, request.answers);
  if (!verdict.valid) refuseWith('05080002');
  if (!verdict.complete) refuseWith('05080003');
  const answeredAt = nowDateTime();
  if (visit) await salesVisits.delete(visit);
  await salesVisits.create({ orderNo: request.orderNo, investorId, passed: verdict.passed, answeredAt });
  if (verdict.passed) await advanceOrder(request.orderNo, 'visited');
  return {
    orderNo: request.orderNo,
    visitStatus: verdict.passed ? 'PASSED' : 'FAILED',
    resultText: verdict.passed ? q.passText : (q.failText ?? q.passText),
    answeredAt,
  };
}
