import { Button, ProgressBar } from 'antd-mobile';
import { useEffect, useId, useRef } from 'react';
import { useSubmit } from '@/page-kit/submit';
import { clearAnswers } from './answers-store';
import type { Answers, Question } from './questionnaire-types';
import { useQuestionnaire } from './use-questionnaire';
import './questionnaire.css';

export interface QuestionnaireProps {
  questions: readonly Question[];
  /** Sends the answers (a generated mutation). Resolving clears the kept answers. */
  onSubmit: (answers: Answers) => Promise<unknown>;
  /** Keeps the answers across leaving and coming back, per questionnaire (e.g. "risk:Q2024"). */
  storageKey?: string;
  submitText?: string;
  /** Single choice moves on by itself after a short pause, as investors expect from paper forms. */
  autoAdvance?: boolean;
}

const AUTO_ADVANCE_MS = 300;

/**
 * One question per screen: progress, single or multiple choice, 上一题 / 下一题, and 提交 on the
 * last question, enabled only when every required question is answered. A required question
 * must be answered before 下一题, so the last screen is reached only with the rest complete (a
 * restored visit opens at the first question still open). Used by the risk
 * assessment, KYC, qualified-investor, return-visit and vote questionnaires.
 */
export function Questionnaire({
  questions,
  onSubmit,
  storageKey,
  submitText = '提交',
  autoAdvance = true,
}: QuestionnaireProps) {
  const id = useId();
  const state = useQuestionnaire(questions, storageKey);
  const { index, goTo, choose, answers, complete } = state;
  const question = questions[index];
  const last = index === questions.length - 1;
  const advance = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(advance.current), []);
  const submit = useSubmit(async () => {
    await onSubmit(answers);
    if (storageKey) clearAnswers(storageKey);
  });

  if (!question) return <p className="questionnaire-empty">暂无题目</p>;

  const chosen = answers[question.id] ?? [];
  const answered = chosen.length > 0;
  const onChoose = (optionId: string) => {
    choose(question, optionId);
    clearTimeout(advance.current);
    if (autoAdvance && question.type === 'single' && !last) {
      advance.current = setTimeout(() => goTo(index + 1), AUTO_ADVANCE_MS);
    }
  };
  const typeLabel =
    question.type === 'single'
      ? '单选'
      : question.maxChoices
        ? `多选（最多选${question.maxChoices}项）`
        : '多选';
  const percent = Math.round((state.answeredCount / questions.length) * 100);

  return (
    <section className="questionnaire" aria-labelledby={`${id}-title`}>
      <header className="questionnaire-progress">
        <span className="questionnaire-position">
          第 <strong>{index + 1}</strong> / {questions.length} 题
        </span>
        <span className="questionnaire-count">
          已答 {state.answeredCount}/{questions.length}
        </span>
        <ProgressBar percent={percent} aria-label={`已完成${percent}%`} />
      </header>

      <h2 id={`${id}-title`} className="questionnaire-title">
        <span className="questionnaire-type">{typeLabel}</span>
        {question.title}
        {question.optional ? <span className="questionnaire-optional">（选答）</span> : null}
      </h2>
      {question.description ? <p className="questionnaire-description">{question.description}</p> : null}

      <div
        role={question.type === 'single' ? 'radiogroup' : 'group'}
        aria-labelledby={`${id}-title`}
        className="questionnaire-options"
      >
        {question.options.map((option, optionIndex) => {
          const checked = chosen.includes(option.id);
          return (
            <button
              key={option.id}
              type="button"
              role={question.type === 'single' ? 'radio' : 'checkbox'}
              aria-checked={checked}
              className={`questionnaire-option${checked ? ' questionnaire-option-checked' : ''}`}
              onClick={() => onChoose(option.id)}
            >
              <span className="questionnaire-option-mark" aria-hidden="true">
                {String.fromCharCode(65 + optionIndex)}
              </span>
              <span className="questionnaire-option-text">{option.text}</span>
            </button>
          );
        })}
      </div>

      <footer className="questionnaire-actions">
        <Button fill="outline" disabled={index === 0} onClick={() => goTo(index - 1)}>
          上一题
        </Button>
        {last ? (
          <Button
            color="primary"
            disabled={!complete}
            loading={submit.pending}
            onClick={() => void submit.run()}
          >
            {submitText}
          </Button>
        ) : (
          <Button color="primary" disabled={!answered && !question.optional} onClick={() => goTo(index + 1)}>
            下一题
          </Button>
        )}
      </footer>
    </section>
  );
}
