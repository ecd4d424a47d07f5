import { describe, expect, it } from 'vitest';
import { DEMO_QUESTIONS } from './demo-questions';
import { answersFor, isAnswered, toggleAnswer, unansweredIndexes } from './questionnaire-state';
import type { Question } from './questionnaire-types';

const [age, , experience] = DEMO_QUESTIONS as [Question, Question, Question];

describe('questionnaire state', () => {
  it('single choice replaces the answer', () => {
    const once = toggleAnswer({}, age, 'A');
    expect(toggleAnswer(once, age, 'C')).toEqual({ age: ['C'] });
  });

  it('multiple choice toggles, keeps the listed order and stops at maxChoices', () => {
    let answers = toggleAnswer({}, experience, 'D');
    answers = toggleAnswer(answers, experience, 'A');
    expect(answers.experience).toEqual(['A', 'D']);
    answers = toggleAnswer(answers, experience, 'B');
    expect(toggleAnswer(answers, experience, 'C')).toBe(answers);
    expect(toggleAnswer(answers, experience, 'A').experience).toEqual(['B', 'D']);
  });

  it('lists required questions without a valid answer; optional ones never block', () => {
    const all = Object.fromEntries(DEMO_QUESTIONS.filter((q) => !q.optional).map((q) => [q.id, ['A']]));
    expect(unansweredIndexes(DEMO_QUESTIONS, all)).toEqual([]);
    expect(unansweredIndexes(DEMO_QUESTIONS, { ...all, income: [] })).toEqual([1]);
  });

  it('an answer naming an option the server no longer lists does not count and is dropped', () => {
    expect(isAnswered({ age: ['Z'] }, age)).toBe(false);
    expect(answersFor(DEMO_QUESTIONS, { age: ['Z', 'B'], gone: ['A'] })).toEqual({ age: ['B'] });
  });
});
