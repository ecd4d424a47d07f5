import { useQueryClient } from '@tanstack/react-query';
import { getActivityRedQueryKey, useActivityRed, useClickOnNumber } from '@gen/hooks/points/points';
import type { ActivityEntry } from '@gen/model/activityEntry';
import { ENTRY_NAMES } from '../model/member-centre-text';

export const ENTRIES: readonly ActivityEntry[] = ['LOTTERY', 'TASK', 'CARD', 'MALL'];

/**
 * The member centre's four entries with the red number of what is new in each (activityRed).
 * A tap opens the entry's panel and, when it has a number, records the tap (clickOnNumber, silent:
 * a lost tap record is no reason to bother the investor), whose answer is the dots after it.
 * Without the dots (still loading, failed) the entries work, only without numbers.
 */
export function MemberEntries({
  shown,
  onShow,
}: {
  shown: ActivityEntry;
  onShow: (entry: ActivityEntry) => void;
}) {
  const queryClient = useQueryClient();
  const dots = useActivityRed({}, { request: { hideLoading: true, silent: true } });
  const click = useClickOnNumber({ request: { hideLoading: true, silent: true } });
  const countOf = (entry: ActivityEntry) => dots.data?.entries.find((e) => e.entry === entry)?.count ?? 0;

  return (
    <nav className="member-entries" aria-label="会员中心入口">
      {ENTRIES.map((entry) => {
        const count = countOf(entry);
        return (
          <button
            key={entry}
            type="button"
            className={`member-entry${shown === entry ? ' member-entry-on' : ''}`}
            aria-pressed={shown === entry}
            aria-label={count > 0 ? `${ENTRY_NAMES[entry]}，${count}条新内容` : ENTRY_NAMES[entry]}
            onClick={() => {
              onShow(entry);
              if (count > 0)
                click.mutate(
                  { data: { entry } },
                  { onSuccess: (red) => queryClient.setQueryData(getActivityRedQueryKey({}), red) },
                );
            }}
          >
            <span className="member-entry-name">{ENTRY_NAMES[entry]}</span>
            {count > 0 ? (
              <span className="member-entry-dot" aria-hidden="true">
                {count > 99 ? '99+' : count}
              </span>
            ) : null}
          </button>
        );
      })}
    </nav>
  );
}
