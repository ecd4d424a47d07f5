/**
 * Opening another app by URL scheme (the own app, WeChat's mini-program link). Kept in one
 * object so tests can watch it: jsdom cannot navigate to a custom scheme.
 */
export const schemeOpener = {
  open(url: string): void {
    window.location.assign(url);
  },
};

export const DEFAULT_APP_SCHEME = 'huaxintrust://';

/**
 * The own app's URL scheme (VITE_APP_SCHEME, e.g. "huaxintrust://"), used by pullUp. A value that
 * is not a plain custom scheme (letters first, then "://") falls back to the default, so a build
 * can never point pullUp at javascript: or an http address.
 */
export function appScheme(env: Record<string, unknown> = import.meta.env): string {
  const raw = typeof env.VITE_APP_SCHEME === 'string' ? env.VITE_APP_SCHEME.trim() : '';
  const ok =
    /^[a-z][a-z0-9+.-]{1,30}:\/\/$/.test(raw) && !/^(https?|javascript|data|file|vbscript):/.test(raw);
  return ok ? raw : DEFAULT_APP_SCHEME;
}

/** The app link that opens an app path in the own app: huaxintrust://open?path=%2Fphone%2F… */
export function appLink(path: string, env?: Record<string, unknown>): string {
  return `${appScheme(env)}open?path=${encodeURIComponent(path)}`;
}

/** What queryAppletScheme may answer: WeChat's mini-program link, and nothing else. */
export const APPLET_OPENLINK = /^weixin:\/\/dl\/business\/\?t=[0-9A-Za-z]+$/;
