import type { CastChoice } from '@gen/model/castChoice';
import type { Motion } from '@gen/model/motion';
import type { VoteOption } from '@gen/model/voteOption';
import { motionHeading, optionName } from '../model/ballot';

/** The ballot to confirm (or as cast): each motion with the choice on it. */
export function BallotReview({
  label,
  motions,
  options,
  ballot,
}: {
  label: string;
  motions: readonly Motion[];
  options: readonly VoteOption[];
  ballot: readonly CastChoice[];
}) {
  const motionOf = (motionId: string) => motions.find((m) => m.motionId === motionId);
  return (
    <section className="vote-section" aria-label={label}>
      <h2>{label}</h2>
      <dl className="vote-ballot">
        {ballot.map((cast) => {
          const motion = motionOf(cast.motionId);
          return (
            <div key={cast.motionId} className="vote-ballot-row">
              <dt>{motion ? motionHeading(motion) : cast.motionId}</dt>
              <dd data-choice={cast.choice}>{optionName(options, cast.choice)}</dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
