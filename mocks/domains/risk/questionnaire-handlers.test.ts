import { describe, expect, it } from 'vitest';
import type { InvestorQuestionnaire } from '@gen/model/investorQuestionnaire';
import type { SalesQuestionnaire } from '@gen/model/salesQuestionnaire';
import { checkedCall } from '@mocks/testing/checked-call';
import { callData } from '@mocks/testing/post-call';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { findOrder } from '../order/rules';

/** The other questionnaires and the return visit over the wire; every answer checked by the contract. */
setupMockApi();

const firstOptions = (q: {
  questions: Array<{ questionId: string; options: Array<{ optionId: string }> }>;
}) =>
  q.questions.map((question) => ({
    questionId: question.questionId,
    optionIds: [question.options[0]!.optionId],
  }));

describe('investGetQuestionary / saveQuestionnaireAnswer (other types)', () => {
  it('serves each of the six and remembers when it was last submitted', async () => {
    for (const type of ['SURVEY', 'ADD_RATE', 'KYC', 'QUALIFIED', 'PART_ONE', 'PART_TWO']) {
      const q = (await checkedCall('investGetQuestionary', { questionnaireType: type })).result
        .data as InvestorQuestionnaire;
      expect(q.questionnaireType).toBe(type);
      expect(q.lastAnsweredAt).toBeUndefined();
      const saved = await checkedCall('saveQuestionnaireAnswer', {
        questionnaireType: type,
        questionnaireId: q.questionnaireId,
        version: q.version,
        answers: firstOptions(q),
      });
      expect(saved.result.statusCode, type).toBe('00000000');
      const again = await callData<InvestorQuestionnaire>('investGetQuestionary', {
        questionnaireType: type,
      });
      expect(again.lastAnsweredAt).toMatch(/\+08:00$/);
    }
  });

  it('合格投资者确认: an answer outside the conditions is not passed; incomplete is refused', async () => {
    const q = await callData<InvestorQuestionnaire>('investGetQuestionary', {
      questionnaireType: 'QUALIFIED',
    });
    const base = { questionnaireType: 'QUALIFIED', questionnaireId: q.questionnaireId, version: q.version };
    const ok = await checkedCall('saveQuestionnaireAnswer', {
      ...base,
      answers: [
        { questionId: 'Q1', optionIds: ['A'] },
        { questionId: 'Q2', optionIds: ['C'] },
        { questionId: 'Q3', optionIds: ['A'] },
        { questionId: 'Q4', optionIds: ['B'] },
      ],
    });
    expect(ok.result.data).toMatchObject({ passed: true });
    const no = await checkedCall('saveQuestionnaireAnswer', {
      ...base,
      answers: [
        { questionId: 'Q1', optionIds: ['A'] },
        { questionId: 'Q2', optionIds: ['D'] },
        { questionId: 'Q3', optionIds: ['A'] },
        { questionId: 'Q4', optionIds: ['B'] },
      ],
    });
    expect(no.result.data).toMatchObject({ passed: false, resultText: expect.stringMatching(/暂不符合/) });
    const partial = await checkedCall('saveQuestionnaireAnswer', {
      ...base,
      answers: [{ questionId: 'Q1', optionIds: ['A'] }],
    });
    expect(partial.result.statusCode).toBe('05080003');
    const old = await checkedCall('saveQuestionnaireAnswer', {
      ...base,
      version: '2025.1',
      answers: firstOptions(q),
    });
    expect(old.result.statusCode).toBe('05080002');
  });
});

describe('the return visit (saleQuestionnaire)', () => {
  const ANSWERS = ['A', 'A', 'B', 'A', 'A', 'A'].map((id, i) => ({
    questionId: `H${i + 1}`,
    optionIds: [id],
  }));
  const save = (orderNo: string, answers = ANSWERS) =>
    checkedCall('saveSalesBehaviorQuestionnaire', {
      orderNo,
      questionnaireId: 'HF2026',
      version: '2026.1',
      answers,
    });

  it('an order waiting for its visit: answered as expected, the order is 认购成功', async () => {
    const q = (await checkedCall('getSalesBehaviorQuestionnaire', { orderNo: 'OD202611170006' })).result
      .data as SalesQuestionnaire;
    expect(q).toMatchObject({ visitStatus: 'PENDING', amount: expect.stringMatching(/^\d+\.\d{2}$/) });
    const done = await save('OD202611170006');
    expect(done.result.data).toMatchObject({ visitStatus: 'PASSED' });
    expect(findOrder('OD202611170006')?.status).toMatch(/SUBSCRIBED|CONFIRMED/);
    expect((await save('OD202611170006')).result.statusCode).toBe('05080313');
  });

  it('a promise of returns: recorded as not passed, the order waits; a second answer may pass it', async () => {
    const bad = await save(
      'OD202611170006',
      ANSWERS.map((a) => (a.questionId === 'H3' ? { ...a, optionIds: ['A'] } : a)),
    );
    expect(bad.result.data).toMatchObject({ visitStatus: 'FAILED' });
    expect(findOrder('OD202611170006')?.status).toBe('TO_VISIT');
    const q = await callData<SalesQuestionnaire>('getSalesBehaviorQuestionnaire', {
      orderNo: 'OD202611170006',
    });
    expect(q.visitStatus).toBe('FAILED');
    expect((await save('OD202611170006')).result.data).toMatchObject({ visitStatus: 'PASSED' });
  });

  it('still in its cooling-off: not due; unknown or redemption orders: nothing to visit', async () => {
    const q = await callData<SalesQuestionnaire>('getSalesBehaviorQuestionnaire', {
      orderNo: 'OD202611210003',
    });
    expect(q.visitStatus).toBe('NOT_DUE');
    expect((await save('OD202611210003')).result.statusCode).toBe('05080312');
    expect(
      (await checkedCall('getSalesBehaviorQuestionnaire', { orderNo: 'OD209901010001' })).result.statusCode,
    ).toBe('05080311');
    expect(
      (await checkedCall('getSalesBehaviorQuestionnaire', { orderNo: 'RD202611190001' })).result.statusCode,
    ).toBe('05080311');
  });
});
