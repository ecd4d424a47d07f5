import { useCallback, useEffect, useState } from 'react';
import { loadAnswers, saveAnswers } from './answers-store';
import { answersFor, toggleAnswer, unansweredIndexes } from './questionnaire-state';
import type { Answers, Question } from './questionnaire-types';

export interface QuestionnaireState {
  answers: Answers;
  /** The question shown (one per screen). */
  index: number;
  goTo: (index: number) => void;
  choose: (question: Question, optionId: string) => void;
  answeredCount: number;
  /** Indexes of required questions not answered yet. */
  missing: number[];
  complete: boolean;
}

/**
 * Answers and position of one questionnaire. With a `storageKey` the answers are kept for the
 * browser session (see answers-store.ts), and the investor comes back to the first question
 * still open.
 */
export function useQuestionnaire(questions: readonly Question[], storageKey?: string): QuestionnaireState {
  const [answers, setAnswers] = useState<Answers>(() =>
    storageKey ? answersFor(questions, loadAnswers(storageKey)) : {},
  );
  const [index, setIndex] = useState(() => {
    const open = unansweredIndexes(questions, answers)[0];
    return open ?? Math.max(0, questions.length - 1);
  });

  useEffect(() => {
    if (storageKey) saveAnswers(storageKey, answers);
  }, [answers, storageKey]);

  const goTo = useCallback(
    (next: number) => setIndex(Math.min(Math.max(0, next), Math.max(0, questions.length - 1))),
    [questions.length],
  );
  const choose = useCallback(
    (question: Question, optionId: string) =>
      setAnswers((current) => toggleAnswer(current, question, optionId)),
    [],
  );

  const valid = answersFor(questions, answers);
  const missing = unansweredIndexes(questions, valid);
  return {
    answers: valid,
    index: Math.min(index, Math.max(0, questions.length - 1)),
    goTo,
    choose,
    answeredCount: Object.keys(valid).length,
    missing,
    complete: questions.length > 0 && missing.length === 0,
  };
}
