import { useQueryBnftAccountInfo } from '@gen/hooks/family-trust/family-trust';
import { isBusinessError } from '@/api/business-error';

/**
 * The investor's receiving account in one trust (queryBnftAccountInfo with its trustCode), as
 * the change pages start from it: fresh on arrival, and `missing` when the address names no
 * trust or one he does not benefit from (05190001, no toast).
 */
export function useTrustAccount(trustCode: string | undefined) {
  const account = useQueryBnftAccountInfo(
    { trustCode: trustCode ?? '' },
    { query: { enabled: trustCode !== undefined, staleTime: 0 }, request: { ownCodes: ['05190001'] } },
  );
  return { account, missing: trustCode === undefined || isBusinessError(account.error, '05190001') };
}
