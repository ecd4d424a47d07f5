import { useGetFamilyTrustList } from '@gen/hooks/family-trust/family-trust';
import { usePageQuery } from '@/routing/use-page-query';

export type TrustPage = 'familyZhuPage' | 'familyRights' | 'familyContactUs';

/**
 * The trust a family-trust page shows: the one its address names (?trustCode=), else the
 * investor's first. `list` is getFamilyTrustList, for the switcher and the empty state; a code
 * the investor does not hold is answered 05190001 by the page's own read.
 */
export function useChosenTrust(page: TrustPage) {
  const { trustCode } = usePageQuery(page);
  const list = useGetFamilyTrustList({});
  const chosen = trustCode ?? list.data?.[0]?.trustCode;
  return { list, chosen };
}
