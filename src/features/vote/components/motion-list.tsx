import type { CastChoiceRecord } from '@gen/model/castChoiceRecord';
import type { MotionOutcome } from '@gen/model/motionOutcome';
import type { VoteInfo } from '@gen/model/voteInfo';
import { motionHeading } from '../model/ballot';

/**
 * The motions in the agenda's order with what each changes; once the holder has voted, his
 * choice on each; once counted, each motion's outcome (shares of the votes, passed or not).
 */
export function MotionList({ info, mine }: { info: VoteInfo; mine?: readonly CastChoiceRecord[] }) {
  const outcomeOf = (motionId: string) => info.outcomes?.find((o) => o.motionId === motionId);
  const choiceOf = (motionId: string) => mine?.find((c) => c.motionId === motionId);
  return (
    <section className="vote-section" aria-label="审议议案">
      <h2>审议议案（共{info.motions.length}项）</h2>
      <ol className="vote-motions">
        {[...info.motions]
          .sort((a, b) => a.seq - b.seq)
          .map((motion) => {
            const outcome = outcomeOf(motion.motionId);
            const choice = choiceOf(motion.motionId);
            return (
              <li key={motion.motionId} className="vote-motion">
                <h3>{motionHeading(motion)}</h3>
                <p className="vote-text">{motion.summary}</p>
                {choice ? (
                  <p className="vote-mine">
                    我的意见：<strong data-choice={choice.choice}>{choice.choiceName}</strong>
                  </p>
                ) : null}
                {outcome ? <Outcome outcome={outcome} /> : null}
              </li>
            );
          })}
      </ol>
    </section>
  );
}

function Outcome({ outcome }: { outcome: MotionOutcome }) {
  return (
    <p className="vote-outcome">
      <span className="vote-badge" data-tone={outcome.passed ? 'success' : 'warning'}>
        {outcome.passed ? '通过' : '未通过'}
      </span>
      <span>同意 {outcome.agreeRate}%</span>
      <span>反对 {outcome.disagreeRate}%</span>
      <span>弃权 {outcome.abstainRate}%</span>
    </p>
  );
}
