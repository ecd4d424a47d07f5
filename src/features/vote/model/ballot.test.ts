import { describe, expect, it } from 'vitest';
import type { Motion } from '@gen/model/motion';
import type { VoteOption } from '@gen/model/voteOption';
import { motionHeading, optionName, toAnswers, toBallot, toQuestions } from './ballot';
import { timeLeftText } from './vote-text';

const motions: Motion[] = [
  { motionId: 'M02', seq: 2, title: '关于延长信托期限的议案', summary: '延长12个月', special: true },
  { motionId: 'M01', seq: 1, title: '关于变更投资顾问的议案', summary: '变更投资顾问', special: false },
];
const options: VoteOption[] = [
  { choice: 'AGREE', name: '同意' },
  { choice: 'DISAGREE', name: '反对' },
  { choice: 'ABSTAIN', name: '弃权' },
];

describe('the ballot on the questionnaire', () => {
  it('asks the motions in the agenda’s order, single choice among the ballot’s options', () => {
    const questions = toQuestions(motions, options);
    expect(questions.map((q) => q.title)).toEqual([
      '议案1：关于变更投资顾问的议案',
      '议案2：关于延长信托期限的议案（特别决议）',
    ]);
    expect(questions[0]).toMatchObject({ id: 'M01', type: 'single' });
    expect(questions[0]?.options.map((o) => o.text)).toEqual(['同意', '反对', '弃权']);
    expect(motionHeading(motions[0]!)).toContain('特别决议');
  });

  it('turns complete answers into the ballot, in order, and back', () => {
    const ballot = toBallot(motions, options, { M02: ['ABSTAIN'], M01: ['AGREE'] });
    expect(ballot).toEqual([
      { motionId: 'M01', choice: 'AGREE' },
      { motionId: 'M02', choice: 'ABSTAIN' },
    ]);
    expect(toAnswers(ballot!)).toEqual({ M01: ['AGREE'], M02: ['ABSTAIN'] });
    expect(optionName(options, 'DISAGREE')).toBe('反对');
  });

  it('has no ballot while a motion is unanswered or answered with something not offered', () => {
    expect(toBallot(motions, options, { M01: ['AGREE'] })).toBeUndefined();
    expect(toBallot(motions, options, { M01: ['AGREE'], M02: ['MAYBE'] })).toBeUndefined();
  });
});

describe('time left to vote', () => {
  const deadline = '2026-12-02T17:00:00+08:00';
  const at = (iso: string) => Date.parse(iso);
  it('counts whole days, then the hour on the last day, then nothing', () => {
    expect(timeLeftText(deadline, at('2026-11-22T21:00:00+08:00'))).toBe('距截止还有9天');
    expect(timeLeftText(deadline, at('2026-12-01T17:00:00+08:00'))).toBe('距截止还有1天');
    expect(timeLeftText(deadline, at('2026-12-01T20:00:00+08:00'))).toBe('明天17:00截止');
    expect(timeLeftText(deadline, at('2026-12-02T09:00:00+08:00'))).toBe('今天17:00截止');
    expect(timeLeftText(deadline, at('2026-12-02T17:00:00+08:00'))).toBeUndefined();
  });
});
