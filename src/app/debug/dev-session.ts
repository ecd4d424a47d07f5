import { clientStore } from '@/env/client-store';

/**
 * Non-production builds only: `?devToken=<any>` stores a session token the way start-up stores a
 * container's token, then leaves the address bar without it. It lets a developer on a plain
 * desktop browser open the login-required pages on `npm start` (Prism accepts any token) or
 * `npm run start:msw` without going through the login page. A compile-time condition:
 * production builds drop it, and `check:prod-clean` proves no dev code ships.
 */
export function adoptDevSessionIfAsked(win: Window = window): void {
  if (!(import.meta.env.DEV || __MSW_ENABLED__)) return;
  const url = new URL(win.location.href);
  const token = url.searchParams.get('devToken');
  if (!token) return;
  clientStore.set('apptoken', token);
  url.searchParams.delete('devToken');
  win.history.replaceState(win.history.state, '', url.pathname + url.search + url.hash);
}
