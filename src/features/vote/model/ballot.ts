import type { CastChoice } from '@gen/model/castChoice';
import type { Motion } from '@gen/model/motion';
import type { VoteChoice } from '@gen/model/voteChoice';
import type { VoteOption } from '@gen/model/voteOption';
import type { Answers, Question } from '@/page-kit/questionnaire';

/** 议案2：关于延长信托期限的议案（特别决议） */
export const motionHeading = (motion: Motion) =>
  `议案${motion.seq}：${motion.title}${motion.special ? '（特别决议）' : ''}`;

/** The motions as the kit's questionnaire shows them: one a screen, the ballot's options each. */
export function toQuestions(motions: readonly Motion[], options: readonly VoteOption[]): Question[] {
  return [...motions]
    .sort((a, b) => a.seq - b.seq)
    .map((motion) => ({
      id: motion.motionId,
      title: motionHeading(motion),
      description: motion.summary,
      type: 'single',
      options: options.map((option) => ({ id: option.choice, text: option.name })),
    }));
}

const isChoice = (value: string | undefined, options: readonly VoteOption[]): value is VoteChoice =>
  options.some((option) => option.choice === value);

/**
 * The questionnaire's answers as the ballot submitVoteChoices takes: one choice per motion, in
 * the agenda's order; undefined while a motion has none (the kit submits only complete ballots).
 */
export function toBallot(
  motions: readonly Motion[],
  options: readonly VoteOption[],
  answers: Answers,
): CastChoice[] | undefined {
  const ballot: CastChoice[] = [];
  for (const motion of [...motions].sort((a, b) => a.seq - b.seq)) {
    const choice = answers[motion.motionId]?.[0];
    if (!isChoice(choice, options)) return undefined;
    ballot.push({ motionId: motion.motionId, choice });
  }
  return ballot;
}

/** The ballot back as the questionnaire's answers (修改 returns to the questions with them). */
export const toAnswers = (ballot: readonly CastChoice[]): Answers =>
  Object.fromEntries(ballot.map((cast) => [cast.motionId, [cast.choice]]));

export const optionName = (options: readonly VoteOption[], choice: VoteChoice) =>
  options.find((option) => option.choice === choice)?.name ?? choice;
