import type { Envelope } from '@gen/model/envelope';

/**
 * No JIT: zod compiles object parsers with `new Function` after probing for it, and under the
 * app's CSP (script-src 'self', no 'unsafe-eval') that probe is reported as a CSP violation even
 * though zod catches it. Set here, on the first-load path, before any schema is built (forms load
 * theirs with their routes). zod keeps its settings on `globalThis.__zod_globalConfig`, shared by
 * every copy of zod, so they are set without importing zod and zod stays off the first load;
 * envelope.test.ts proves zod reads them.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(zodGlobal.__zod_globalConfig ??= {}).jitless = true;

/** Success values of the two codes (product spec, section 8). */
export const PROCESSED = '00000000';
export const SUCCESS = '00000000';

/**
 * A success: processed by the gateway (code) and by the service (result.statusCode). The
 * transport's answer check, the catalogue's success row and its table-less fast path all ask this.
 */
export const isSuccessEnvelope = (envelope: ParsedEnvelope): boolean =>
  envelope.code === PROCESSED && envelope.result?.statusCode === SUCCESS;

/** The envelope as the transport reads it: only what it relies on. */
export interface ParsedEnvelope {
  code: string;
  msg?: string | null;
  result?: {
    statusCode: string;
    msg?: string | null;
    /** Failures often carry no data at all. */
    data?: unknown;
  } | null;
}

// Compile-time check that the guard and the contract agree on the fields both name.
type Agrees = ParsedEnvelope['code'] extends Envelope['code'] ? true : never;
export const envelopeAgreesWithContract: Agrees = true;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isOptionalText = (value: unknown) => value === undefined || value === null || typeof value === 'string';

/**
 * Runtime guard for the envelope: a malformed answer becomes a clear error instead of a crash
 * deep in a page. Hand-written rather than a zod schema on purpose: it is eight lines of checks
 * on the first-load path, and any zod schema there would pull zod's whole core into the entry
 * chunk (the contract's full schemas share that core). Keeps only the known keys, like a schema.
 */
export function parseEnvelope(value: unknown): ParsedEnvelope | undefined {
  if (!isObject(value) || typeof value.code !== 'string' || !isOptionalText(value.msg)) return undefined;
  const parsed: ParsedEnvelope = { code: value.code };
  if ('msg' in value) parsed.msg = value.msg as string | null | undefined;
  if (!('result' in value)) return parsed;
  const { result } = value;
  if (result === undefined || result === null) {
    parsed.result = result;
    return parsed;
  }
  if (!isObject(result) || typeof result.statusCode !== 'string' || !isOptionalText(result.msg))
    return undefined;
  parsed.result = { statusCode: result.statusCode };
  if ('msg' in result) parsed.result.msg = result.msg as string | null | undefined;
  if ('data' in result) parsed.result.data = result.data;
  return parsed;
}

/** `result.data` type of a generated envelope type. */
export type DataOf<T> = T extends { result?: infer R }
  ? NonNullable<R> extends { data?: infer D }
    ? D
    : never
  : never;
