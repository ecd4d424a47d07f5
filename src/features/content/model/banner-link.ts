import { Toast } from 'antd-mobile';
import type { NavigateFunction } from 'react-router-dom';
import { resolveAllowedTarget } from '@/page-kit/allowed-targets';

/**
 * Opens a banner's link once it has passed the allow-list: an app path in the router, an allowed
 * origin in the window; anything else is refused with the allow-list's own message. Loaded on
 * the first tap (about-banner.tsx), so the allow-list (1 KB gzip) is not on the landing page's
 * first load for a check most visitors never need.
 */
export function openBannerLink(linkUrl: string, navigate: NavigateFunction): void {
  const target = resolveAllowedTarget(linkUrl);
  if (target.kind === 'app') void navigate(target.path);
  else if (target.kind === 'external') window.location.assign(target.url);
  else Toast.show({ content: target.message });
}
