import type { QuestionnaireQuestion } from '@gen/model/questionnaireQuestion';
import type { QuestionAnswer } from '@gen/model/questionAnswer';
import type { Answers, Question } from '@/page-kit/questionnaire';

/** The contract's questions on the kit's renderer (scores stay on the server's side). */
export function toKitQuestions(questions: readonly QuestionnaireQuestion[]): Question[] {
  return questions.map((question) => ({
    id: question.questionId,
    title: question.title,
    type: question.type === 'MULTIPLE' ? 'multiple' : 'single',
    options: question.options.map((option) => ({ id: option.optionId, text: option.text })),
    ...(question.optional ? { optional: true } : {}),
    ...(question.maxChoices ? { maxChoices: question.maxChoices } : {}),
  }));
}

/** The kit's answers as the contract's answer list, in the questions' order, unanswered left out. */
export function toAnswerList(
  questions: readonly QuestionnaireQuestion[],
  answers: Answers,
): QuestionAnswer[] {
  return questions.flatMap((question) => {
    const chosen = answers[question.questionId];
    return chosen && chosen.length > 0 ? [{ questionId: question.questionId, optionIds: [...chosen] }] : [];
  });
}
