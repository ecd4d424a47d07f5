/**
 * Tiny per-parameter schemas for a route's query string. A route row declares the parameters its
 * page reads (`query: { cardId: q.id() }`); `hrefTo` formats them into links and `usePageQuery`
 * parses them back. The address bar is user input: a parser never throws, it returns undefined
 * for anything it does not accept, and the page treats that like an absent parameter.
 */
export interface QueryParam<T> {
  /** The value for a raw query value, or undefined when it is not acceptable. */
  parse(raw: string): T | undefined;
  /** The raw query value for a value (URL encoding is hrefTo's job). */
  format(value: T): string;
}

/** A route's query declaration: parameter name → its parser. */
export type QueryShape = { readonly [name: string]: QueryParam<unknown> };

/** The values of a query declaration: every parameter is optional (an address may omit it). */
export type QueryValues<S> = { [K in keyof S]?: S[K] extends QueryParam<infer T> ? T : never };

/** App paths relative to the router base; the same shape as src/api/ports.ts' AppPath. */
export type AppPath = `/${string}`;

function text(accepts: (raw: string) => boolean): QueryParam<string> {
  return { parse: (raw) => (accepts(raw) ? raw : undefined), format: (value) => value };
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Contract decimals: amounts "1000000.00", rates "5.40", NAVs "1.0523" (never binary floats). */
const DECIMAL = /^-?\d{1,16}(\.\d{1,8})?$/;
const INTEGER = /^-?\d{1,15}$/;

/**
 * An in-app return path such as "/phone/bankCardList?cardId=1": one leading slash, no scheme, no
 * host, no backslash (browsers read "/\evil.com" as "//evil.com"), no control characters or
 * spaces, and short. Anything else is refused, so a crafted `redirect` can never leave the app.
 */
export function isAppPath(raw: string): raw is AppPath {
  return (
    raw.length <= 512 &&
    raw.startsWith('/') &&
    !raw.startsWith('//') &&
    !raw.includes('\\') &&
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
    !/[\u0000-\u0020\u007f]/.test(raw) &&
    !/^\/[^/?#]*:/.test(raw)
  );
}

export const q = {
  /** Free text up to `max` characters (not empty), optionally matching `pattern`. */
  string: ({ max = 200, pattern }: { max?: number; pattern?: RegExp } = {}) =>
    text((raw) => raw.length > 0 && raw.length <= max && (!pattern || pattern.test(raw))),
  /** A server id (card, order, product…): opaque, 1–64 characters, no spaces or control characters. */
  id: ({ max = 64 }: { max?: number } = {}) =>
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
    text((raw) => raw.length > 0 && raw.length <= max && !/[\s\u0000-\u001f\u007f]/.test(raw)),
  /** A whole number within [min, max]. */
  int: ({ min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER } = {}): QueryParam<number> => ({
    parse: (raw) => {
      if (!INTEGER.test(raw)) return undefined;
      const value = Number(raw);
      return value >= min && value <= max ? value : undefined;
    },
    format: (value) => String(value),
  }),
  /** One of a fixed set of values (e.g. a tab: 'holding' | 'history'). */
  oneOf: <const V extends string>(...values: V[]): QueryParam<V> => ({
    parse: (raw) => ((values as readonly string[]).includes(raw) ? (raw as V) : undefined),
    format: (value) => value,
  }),
  /** A yes/no switch: "1"/"true" and "0"/"false"; written as "1"/"0". */
  flag: (): QueryParam<boolean> => ({
    parse: (raw) =>
      raw === '1' || raw === 'true' ? true : raw === '0' || raw === 'false' ? false : undefined,
    format: (value) => (value ? '1' : '0'),
  }),
  /** A contract decimal string ("1000000.00"); kept as a string for big.js, never a number. */
  decimal: () => text((raw) => DECIMAL.test(raw)),
  /** A calendar date "YYYY-MM-DD" that exists. */
  date: () =>
    text((raw) => {
      const m = ISO_DATE.exec(raw);
      if (!m) return false;
      const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
      const date = new Date(Date.UTC(y, mo - 1, d));
      return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
    }),
  /** An in-app path to return to (see isAppPath): the login redirect. */
  appPath: (): QueryParam<AppPath> => ({
    parse: (raw) => (isAppPath(raw) ? raw : undefined),
    format: (value) => value,
  }),
};

/**
 * A query value written without its row's parser (hrefTo before the target's domain has loaded):
 * as the parsers write it, a flag as "1"/"0", anything else as its string.
 */
export function formatQueryValue(value: unknown): string {
  return typeof value === 'boolean' ? (value ? '1' : '0') : String(value);
}
