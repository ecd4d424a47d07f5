import { Link } from 'react-router-dom';
import type { FamilyTrustSummary } from '@gen/model/familyTrustSummary';
import { hrefTo } from '@/routing/href';
import type { TrustPage } from '../hooks/use-chosen-trust';

/** One link per trust when the investor has more than one (the page's own address, ?trustCode=). */
export function TrustSwitcher({
  trusts,
  chosen,
  page,
}: {
  trusts: readonly FamilyTrustSummary[];
  chosen: string | undefined;
  page: TrustPage;
}) {
  if (trusts.length < 2) return null;
  return (
    <nav className="ft-switcher" aria-label="选择信托">
      {trusts.map((trust) => (
        <Link
          key={trust.trustCode}
          to={hrefTo(page, { trustCode: trust.trustCode })}
          replace
          aria-current={trust.trustCode === chosen ? 'page' : undefined}
        >
          {trust.trustName}
        </Link>
      ))}
    </nav>
  );
}
