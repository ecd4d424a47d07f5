import type { Answers, Question } from './questionnaire-types';

/** The answers after the investor taps `optionId` on `question`. */
export function toggleAnswer(answers: Answers, question: Question, optionId: string): Answers {
  const chosen = answers[question.id] ?? [];
  let next: readonly string[];
  if (question.type === 'single') {
    next = [optionId];
  } else if (chosen.includes(optionId)) {
    next = chosen.filter((id) => id !== optionId);
  } else {
    if (question.maxChoices !== undefined && chosen.length >= question.maxChoices) return answers;
    // Kept in the listed order, so the submitted answer does not depend on tap order.
    const picked = new Set([...chosen, optionId]);
    next = question.options.map((option) => option.id).filter((id) => picked.has(id));
  }
  return { ...answers, [question.id]: next };
}

export function isAnswered(answers: Answers, question: Question): boolean {
  const chosen = answers[question.id] ?? [];
  // An answer that names an option the server no longer lists does not count.
  return chosen.some((id) => question.options.some((option) => option.id === id));
}

/** Indexes of required questions still without a valid answer. */
export function unansweredIndexes(questions: readonly Question[], answers: Answers): number[] {
  return questions.flatMap((question, index) =>
    !question.optional && !isAnswered(answers, question) ? [index] : [],
  );
}

/** Only answers to questions of this questionnaire, with options it still lists. */
export function answersFor(questions: readonly Question[], answers: Answers): Answers {
  return Object.fromEntries(
    questions.flatMap((question) => {
      const valid = (answers[question.id] ?? []).filter((id) =>
        question.options.some((option) => option.id === id),
      );
      return valid.length > 0 ? [[question.id, valid]] : [];
    }),
  );
}
