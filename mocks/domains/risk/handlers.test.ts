import { afterEach, describe, expect, it } from 'vitest';
import type { AssessmentResult } from '@gen/model/assessmentResult';
import type { InvestorStatusData } from '@gen/model/investorStatusData';
import type { RiskQuestionnaire } from '@gen/model/riskQuestionnaire';
import type { SaveQuestionnaireAnswerData } from '@gen/model/saveQuestionnaireAnswerData';
import { addDays, assessmentExpiry, bandProblems, chinaToday } from '@/features/risk/model/rules';
import { requestExampleOf, responseExampleOf } from '@mocks/contract/contract-examples';
import { setInvestorVariant } from '@mocks/scenarios/investor-variants';
import { checkedCall } from '@mocks/testing/checked-call';
import { callData } from '@mocks/testing/post-call';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { EXAMPLE_ANSWERS, RISK_QUESTIONS } from './risk-questionnaire';

/** The stateful risk mock over the wire (fresh seed per test, default investor variant). */
setupMockApi();
afterEach(() => setInvestorVariant('default'));

const today = chinaToday();

const sheet = (choose: (question: (typeof RISK_QUESTIONS)[number]) => string) => ({
  questionnaireType: 'RISK',
  questionnaireId: 'RQ2026',
  version: '2026.1',
  answers: RISK_QUESTIONS.map((q) => ({ questionId: q.questionId, optionIds: [choose(q)] })),
});
const lowest = sheet((q) => [...q.options].sort((a, b) => a[2] - b[2])[0]![0]);
const highest = sheet((q) => [...q.options].sort((a, b) => b[2] - a[2])[0]![0]);
const example = sheet((q) => EXAMPLE_ANSWERS[q.questionId]!);

describe('risk assessment mock', () => {
  it('serves the contract’s questionnaire: 12 single-choice items, sound bands, 15–100 points', async () => {
    const answer = await checkedCall('getQuestionary', {});
    const data = answer.result.data as RiskQuestionnaire;
    expect(data).toEqual((responseExampleOf('getQuestionary') as { result: { data: unknown } }).result.data);
    expect(data.questions).toHaveLength(12);
    expect(bandProblems(data.scoreBands)).toEqual([]);
    expect(data.scoreBands[0]!.minScore).toBe(0);
    expect(data.scoreBands[4]!.maxScore).toBe(100);
  });

  it('tells the status of the default investor: C3, valid, 3 assessments left', async () => {
    const status = (await checkedCall('investGetInvestorStatus', {})).result.data as InvestorStatusData;
    expect(status).toMatchObject({
      riskLevel: 'C3',
      riskLevelName: '平衡型',
      assessedOn: addDays(today, -92),
      assessmentState: 'VALID',
      buyableLevels: ['R1', 'R2', 'R3'],
      assessmentsLeftToday: 3,
      qualifiedState: 'CERTIFIED',
      elderly: false,
      crsDeclared: true,
    });
    const prism = (responseExampleOf('investGetInvestorStatus') as { result: { data: InvestorStatusData } })
      .result.data;
    const { assessedOn: _a, riskExpiryDate: _b, qualifiedValidUntil: _c, ...rest } = prism;
    expect(status).toMatchObject(rest);
  });

  it('scores the contract’s example answers 62 → C3, pending until confirmed', async () => {
    expect(requestExampleOf('saveQuestionnaireAnswer')).toEqual(example);
    const saved = (await checkedCall('saveQuestionnaireAnswer', example)).result;
    expect(saved.msg).toBe('提交成功');
    const data = saved.data as SaveQuestionnaireAnswerData;
    expect(data).toMatchObject({ score: 62, riskLevel: 'C3', riskLevelName: '平衡型' });
    const pending = (await checkedCall('getQuestionnaireInfo', { evaluationNo: data.answerNo })).result
      .data as AssessmentResult;
    expect(pending).toMatchObject({ status: 'PENDING', score: 62 });
    expect(pending.riskExpiryDate).toBeUndefined();
  });

  it('confirming sets the level from today for a year, also on the status and the latest result', async () => {
    await setInvestorVariant('risk-expired');
    const { answerNo } = await callData<SaveQuestionnaireAnswerData>('saveQuestionnaireAnswer', highest);
    const confirmed = (await checkedCall('evaluationConfirmation', { evaluationNo: answerNo })).result;
    expect(confirmed.msg).toBe('确认成功');
    expect(confirmed.data).toMatchObject({
      status: 'CONFIRMED',
      score: 100,
      riskLevel: 'C5',
      assessedOn: today,
      riskExpiryDate: assessmentExpiry(today),
      buyableLevels: ['R1', 'R2', 'R3', 'R4', 'R5'],
    });
    const status = await callData<InvestorStatusData>('investGetInvestorStatus', {});
    expect(status).toMatchObject({ riskLevel: 'C5', assessmentState: 'VALID', assessmentsLeftToday: 2 });
    expect(await callData<AssessmentResult>('getQuestionnaireInfo', {})).toMatchObject({
      evaluationNo: answerNo,
    });
    // Confirming again changes nothing.
    expect((await checkedCall('evaluationConfirmation', { evaluationNo: answerNo })).result.statusCode).toBe(
      '00000000',
    );
  });

  it('the lowest answers give C1; an unconfirmed result leaves the level as it was', async () => {
    const saved = await callData<SaveQuestionnaireAnswerData>('saveQuestionnaireAnswer', lowest);
    expect(saved).toMatchObject({ score: 15, riskLevel: 'C1', riskLevelName: '保守型' });
    expect(await callData<InvestorStatusData>('investGetInvestorStatus', {})).toMatchObject({
      riskLevel: 'C3',
    });
  });

  it('refuses a fourth assessment today (05080001), another version (05080002), a gap (05080003)', async () => {
    for (let i = 0; i < 3; i += 1) await callData('saveQuestionnaireAnswer', example);
    expect((await checkedCall('saveQuestionnaireAnswer', example)).result).toMatchObject({
      statusCode: '05080001',
      msg: '今日测评次数已达上限，请明日再试',
    });
    expect((await callData<InvestorStatusData>('investGetInvestorStatus', {})).assessmentsLeftToday).toBe(0);
    await setInvestorVariant('default');
    expect(
      (await checkedCall('saveQuestionnaireAnswer', { ...example, version: '2025.2' })).result.statusCode,
    ).toBe('05080002');
    const gap = { ...example, answers: example.answers.slice(1) };
    expect((await checkedCall('saveQuestionnaireAnswer', gap)).result.statusCode).toBe('05080003');
  });

  it('an unknown result is 05080004; a never-assessed investor has no latest one (05080005)', async () => {
    expect((await checkedCall('evaluationConfirmation', { evaluationNo: 'EV0' })).result.statusCode).toBe(
      '05080004',
    );
    expect((await checkedCall('getQuestionnaireInfo', { evaluationNo: 'EV0' })).result.statusCode).toBe(
      '05080004',
    );
    await setInvestorVariant('unassessed');
    expect((await checkedCall('getQuestionnaireInfo', {})).result.statusCode).toBe('05080005');
    expect(await callData<InvestorStatusData>('investGetInvestorStatus', {})).toMatchObject({
      assessmentState: 'NONE',
      buyableLevels: [],
    });
  });
});
