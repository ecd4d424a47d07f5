/**
 * Where the app may send the user when a link, a server answer or a query parameter names a
 * target (hand-off routes, "return to" parameters, links in server HTML). The allow-list is
 * data, not code scattered over pages:
 * - app paths: anything that resolves under the router base (/xtmk/apph5/) on our own origin;
 *   the router navigates there, so nothing leaves the single-page app; except a file under the
 *   base (a name with an extension, which no route has) given as a full URL: a page the server
 *   serves beside the app (the demo's vendor pages), opened as such;
 * - external origins: our own origin plus the exact origins listed in VITE_ALLOWED_ORIGINS
 *   (comma-separated, e.g. "https://m.example-trust.com,https://live.partner.cn").
 * Everything else is refused, with a reason code and a Chinese message for the page.
 */

export interface TargetPolicy {
  /** The router base with both slashes: "/xtmk/apph5/". */
  base: string;
  /** The page's own origin, e.g. "https://h5.example-trust.com". */
  selfOrigin: string;
  /** Other origins that may be opened, each exactly `scheme://host[:port]`. */
  allowedOrigins: readonly string[];
}

export type RefusalReason = 'empty' | 'malformed' | 'scheme' | 'credentials' | 'origin' | 'path';

export type ResolvedTarget =
  | { kind: 'app'; path: string }
  | { kind: 'external'; url: string }
  | { kind: 'refused'; reason: RefusalReason; message: string };

export const REFUSAL_MESSAGES: Record<RefusalReason, string> = {
  empty: '缺少跳转地址',
  malformed: '跳转地址格式不正确',
  scheme: '不支持该类型的跳转地址',
  credentials: '跳转地址包含不安全的内容',
  origin: '该地址不在允许跳转的范围内',
  path: '跳转地址不在本应用内',
};

/**
 * Control characters and whitespace inside the address: the URL parser silently drops tabs and
 * newlines ("java\tscript:" becomes "javascript:") and strips leading C0 characters, so what we
 * check would not be what the browser opens.
 */
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f\s]/;
/**
 * Encoded "/", "\" and "%" in a path are legitimate nowhere in this app, and anything that
 * decodes the path once more (a native bridge, a server redirect) would turn them into
 * "//evil.com" or "\evil.com".
 */
const ENCODED_SEPARATOR = /%(2f|5c|25)/i;

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
/** A path's last segment with an extension: a file; the router's paths never have one. */
const FILE_PATH = /\/[^/]+\.[a-z0-9]+$/i;

function refuse(reason: RefusalReason): ResolvedTarget {
  return { kind: 'refused', reason, message: REFUSAL_MESSAGES[reason] };
}

/** `https://a.example:443/x` → `https://a.example`; undefined for anything that is not http(s). */
export function normalizeOrigin(raw: string): string | undefined {
  try {
    const url = new URL(raw.trim());
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
    return url.origin;
  } catch {
    return undefined;
  }
}

/** The comma-separated VITE_ALLOWED_ORIGINS, normalised; invalid entries are dropped. */
export function parseAllowedOrigins(raw: string | undefined): string[] {
  if (!raw) return [];
  return raw
    .split(',')
    .map((entry) => normalizeOrigin(entry))
    .filter((origin): origin is string => origin !== undefined);
}

/** The policy of the running app: vite's base, this page's origin, the configured origins. */
export function currentTargetPolicy(): TargetPolicy {
  const env = import.meta.env as Record<string, string | boolean | undefined>;
  const configured = typeof env.VITE_ALLOWED_ORIGINS === 'string' ? env.VITE_ALLOWED_ORIGINS : undefined;
  return {
    base: import.meta.env.BASE_URL,
    selfOrigin: globalThis.location.origin,
    allowedOrigins: parseAllowedOrigins(configured),
  };
}

function withTrailingSlash(base: string): string {
  return base.endsWith('/') ? base : `${base}/`;
}

/**
 * Resolves a raw target (as found in a query parameter, already URL-decoded once).
 * A single-slash path that is not under the base ("/phone/x") is a router path; "phone/x"
 * resolves against the base like a relative link; "/xtmk/apph5/phone/x" is the same page.
 */
export function resolveAllowedTarget(
  raw: string | null | undefined,
  policy: TargetPolicy = currentTargetPolicy(),
): ResolvedTarget {
  const target = raw?.trim() ?? '';
  if (target === '') return refuse('empty');
  if (UNSAFE_CHARACTERS.test(target)) return refuse('malformed');
  // Browsers read "\" as "/" in http(s) URLs: "/\evil.com" would be "//evil.com".
  if (target.includes('\\')) return refuse('malformed');
  // A scheme without "//" ("https:evil.com") is a relative reference to the URL parser, and
  // means something else to each webview and native bridge: only full http(s) URLs pass.
  if (SCHEME.test(target) && !/^https?:\/\//i.test(target)) return refuse('scheme');

  const base = withTrailingSlash(policy.base);
  const baseWithoutSlash = base.slice(0, -1);
  const isRouterPath =
    target.startsWith('/') &&
    !target.startsWith('//') &&
    target !== baseWithoutSlash &&
    !target.startsWith(base) &&
    !target.startsWith(`${baseWithoutSlash}?`) &&
    !target.startsWith(`${baseWithoutSlash}#`);
  const candidate = isRouterPath ? `${baseWithoutSlash}${target}` : target;

  let url: URL;
  try {
    url = new URL(candidate, `${policy.selfOrigin}${base}`);
  } catch {
    return refuse('malformed');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return refuse('scheme');
  if (url.username !== '' || url.password !== '') return refuse('credentials');

  if (url.origin === policy.selfOrigin) {
    const pathname = url.pathname;
    const inApp = pathname === baseWithoutSlash || pathname.startsWith(base);
    if (inApp) {
      if (ENCODED_SEPARATOR.test(pathname)) return refuse('path');
      if (FILE_PATH.test(pathname) && /^https?:\/\//i.test(target))
        return { kind: 'external', url: url.href };
      const appPath = `/${pathname.slice(base.length)}`;
      return { kind: 'app', path: `${appPath}${url.search}${url.hash}` };
    }
    // Our origin outside the app (another site of the company on the same host): allowed as an
    // external page only when it was written as a full URL, never by a router-style path.
    if (isRouterPath || !/^https?:\/\//i.test(target)) return refuse('path');
    return { kind: 'external', url: url.href };
  }
  if (!policy.allowedOrigins.includes(url.origin)) return refuse('origin');
  return { kind: 'external', url: url.href };
}
