import { useState, type ReactNode } from 'react';
import type { AnyBusinessCode } from '@gen/operations';
import type { QuestionAnswer } from '@gen/model/questionAnswer';
import type { QuestionnaireQuestion } from '@gen/model/questionnaireQuestion';
import { isBusinessError } from '@/api/business-error';
import { clearAnswers, Questionnaire } from '@/page-kit/questionnaire';
import { toAnswerList, toKitQuestions } from '../model/to-kit-questions';
import '../styles/risk.css';
import { RefusalNote } from '@/page-kit/refusal-note';

/** What every questionnaire the server sends has: the risk, investor and return-visit ones. */
export interface ServerQuestionnaireData {
  questionnaireId: string;
  version: string;
  intro?: string;
  questions: QuestionnaireQuestion[];
}

export interface ServerQuestionnaireProps {
  data: ServerQuestionnaireData;
  /** Keeps the answers for the session, per questionnaire and version. */
  storageKey: string;
  submitText: string;
  /** Sends the answers in the contract's form; resolving ends the questionnaire. */
  send: (answers: QuestionAnswer[]) => Promise<unknown>;
  /** Fetches the questionnaire again after 05080002 (a new version). */
  reload: () => Promise<unknown>;
  /** The caller's own refusals, said above the questions with the answers kept. */
  refusals?: Partial<Record<AnyBusinessCode, string>>;
  /** The questionnaire's own name, above its intro, when the page's title does not say it. */
  name?: string;
  /** Notes between the intro and the questions (a last answer, a failed visit). */
  children?: ReactNode;
}

const NEW_VERSION = '05080002';

/**
 * One questionnaire from the server on the kit's renderer (one question a screen, answers kept
 * for the session): the intro, the caller's notes, the refusal of the last send, the questions.
 * 05080002 (a new version) clears the kept answers, says so and starts again on the reloaded
 * questionnaire; the caller's own codes are said in place with the answers kept. The send's
 * error still reaches the kit's submit (its own codes are quiet there).
 */
export function ServerQuestionnaire({
  data,
  storageKey,
  submitText,
  send,
  reload,
  refusals = {},
  name,
  children,
}: ServerQuestionnaireProps) {
  const [refusal, setRefusal] = useState<string>();
  // A new round remounts the questionnaire empty (its answers live in its own state too).
  const [round, setRound] = useState(0);

  const submit = async (answers: Parameters<typeof toAnswerList>[1]) => {
    setRefusal(undefined);
    try {
      await send(toAnswerList(data.questions, answers));
    } catch (error) {
      const own = Object.entries(refusals).find(([code]) => isBusinessError(error, code as AnyBusinessCode));
      if (own) setRefusal(own[1]);
      if (isBusinessError(error, NEW_VERSION)) {
        clearAnswers(storageKey);
        setRefusal('问卷已更新，请重新作答。');
        await reload();
        setRound((n) => n + 1);
      }
      throw error;
    }
  };

  return (
    <>
      {name ? <p className="risk-questionnaire-name">{name}</p> : null}
      {data.intro ? <p className="risk-intro">{data.intro}</p> : null}
      {children}
      {refusal ? <RefusalNote>{refusal}</RefusalNote> : null}
      <Questionnaire
        key={`${storageKey}:${round}`}
        questions={toKitQuestions(data.questions)}
        storageKey={storageKey}
        submitText={submitText}
        onSubmit={submit}
      />
    </>
  );
}
