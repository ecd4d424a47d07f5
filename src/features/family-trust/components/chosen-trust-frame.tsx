import { Fragment, type ReactNode } from 'react';
import { PageFrame } from '@/page-kit/page-frame';
import { type EmptyText, QueryView } from '@/page-kit/query-states';
import { useChosenTrust, type TrustPage } from '../hooks/use-chosen-trust';
import { FamilySkeleton } from './skeletons';
import { TrustSwitcher } from './trust-switcher';

/**
 * The frame of a page about one of the investor's trusts (familyZhuPage, familyRights): his
 * trusts load first (the empty state when he has none), then the switcher when he has several,
 * and the chosen trust's own content, mounted afresh for each trust.
 */
export function ChosenTrustFrame({
  page,
  empty,
  children,
}: {
  page: TrustPage;
  empty: EmptyText;
  children: (trustCode: string) => ReactNode;
}) {
  const { list, chosen } = useChosenTrust(page);
  return (
    <PageFrame busy={list.isPending}>
      <QueryView
        query={list}
        skeleton={<FamilySkeleton cards={3} />}
        isEmpty={(trusts) => trusts.length === 0}
        empty={empty}
      >
        {(trusts) =>
          chosen ? (
            <>
              <TrustSwitcher trusts={trusts} chosen={chosen} page={page} />
              <Fragment key={chosen}>{children(chosen)}</Fragment>
            </>
          ) : null
        }
      </QueryView>
    </PageFrame>
  );
}
