import { currentTargetPolicy, resolveAllowedTarget, type TargetPolicy } from '@/page-kit/allowed-targets';

/**
 * The absolute address a code or a link carries, from an app path the server gave
 * (mgmInviteInfo / mgmMarketTool `sharePath`): this page's own origin and base in front of it,
 * after the kit's allow-list has judged it an app path. Anything else (another origin, a
 * protocol-relative or encoded path) gives undefined, so the page draws no code rather than one
 * that leads off the app under the company's name.
 */
export function shareUrlOf(
  sharePath: string,
  policy: TargetPolicy = currentTargetPolicy(),
): string | undefined {
  if (!sharePath.startsWith('/phone/')) return undefined;
  const resolved = resolveAllowedTarget(sharePath, policy);
  if (resolved.kind !== 'app') return undefined;
  const base = policy.base.endsWith('/') ? policy.base.slice(0, -1) : policy.base;
  return `${policy.selfOrigin}${base}${resolved.path}`;
}
