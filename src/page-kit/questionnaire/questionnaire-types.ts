/**
 * The questionnaire's own view model. Each domain maps its server data (risk assessment, KYC,
 * qualified-investor, return-visit and vote questionnaires) onto it, so the renderer never
 * depends on one call's payload.
 */
export interface QuestionOption {
  id: string;
  text: string;
}

export interface Question {
  id: string;
  title: string;
  /** A short text under the title, e.g. what a motion of a vote changes. */
  description?: string;
  /** single: one option (radio); multiple: one or more (checkbox). */
  type: 'single' | 'multiple';
  options: readonly QuestionOption[];
  /** Optional questions do not block submission. Default: required. */
  optional?: boolean;
  /** For multiple choice: at most this many options (e.g. 最多选3项). */
  maxChoices?: number;
}

/** Question id → the chosen option ids, in the order the options are listed. */
export type Answers = Readonly<Record<string, readonly string[]>>;
