// zod/mini: the same schemas at a quarter of the size; this guard sits on the first-load path.
import { z } from 'zod/mini';
import type { Envelope } from '../../generated/model/envelope';

/**
 * No JIT: zod compiles object parsers with `new Function` after probing for it, and under the
 * app's CSP (script-src 'self', no 'unsafe-eval') that probe is reported as a CSP violation even
 * though zod catches it. Set once, here, before any schema is built: this module is the first
 * to build one (the envelope guard, first load), and the contract's schemas (response-shape.ts)
 * load later, so every object schema in the app is built without the probe.
 */
z.config({ jitless: true });

/** Success values of the two codes (product spec, section 8). */
export const PROCESSED = '00000000';
export const SUCCESS = '00000000';

/**
 * Runtime guard for the envelope. The shape comes from the contract (generated `Envelope`);
 * this only checks what the transport relies on, so a malformed answer becomes a clear error
 * instead of a crash deep in a page.
 */
const envelopeSchema = z.object({
  code: z.string(),
  msg: z.nullish(z.string()),
  result: z.nullish(
    z.object({
      statusCode: z.string(),
      msg: z.nullish(z.string()),
      // Failures often carry no data at all; zod 4 treats a bare z.unknown() key as required.
      data: z.optional(z.unknown()),
    }),
  ),
});

export type ParsedEnvelope = z.infer<typeof envelopeSchema>;

// Compile-time check that the guard and the contract agree on the fields both name.
type Agrees = ParsedEnvelope['code'] extends Envelope['code'] ? true : never;
export const envelopeAgreesWithContract: Agrees = true;

export function parseEnvelope(value: unknown): ParsedEnvelope | undefined {
  const parsed = envelopeSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** `result.data` type of a generated envelope type. */
export type DataOf<T> = T extends { result?: infer R }
  ? NonNullable<R> extends { data?: infer D }
    ? D
    : never
  : never;
