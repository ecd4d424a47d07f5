export { clearAnswers, saveAnswers } from './answers-store';
export { Questionnaire } from './questionnaire';
export type { QuestionnaireProps } from './questionnaire';
export type { Answers, Question } from './questionnaire-types';
