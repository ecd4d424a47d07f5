import { resolveAllowedTarget } from '@/page-kit/allowed-targets';
import { openExternal } from '@/page-kit/redirecting-page';

/**
 * The partner's callback of carteBlanche: only an https address of an allow-listed origin
 * (VITE_ALLOWED_ORIGINS, the page kit's policy) is ever opened, with the answer added to its
 * query (code + state, or error=access_denied + state, as OAuth 2.0 words a refusal).
 */
export function partnerCallback(redirect: string | undefined): URL | undefined {
  const target = resolveAllowedTarget(redirect);
  if (target.kind !== 'external') return undefined;
  const url = new URL(target.url);
  return url.protocol === 'https:' ? url : undefined;
}

export function callbackWith(callback: URL, params: Record<string, string>): string {
  const url = new URL(callback.toString());
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

/** Leaving for the partner (replacing this page, so Back does not offer the consent again): a seam for tests. */
export const partnerNavigation = {
  go(url: string): void {
    openExternal(url, true);
  },
};
