import * as z from 'zod';

/**
 * The generated wire bodies (generated/zod/<tag>/<tag>.zod.ts) wrap every request in
 * `{requestData: {...}}`. Forms validate the inner object: the same limits, patterns and required
 * fields the server checks, taken from the contract instead of copied by hand.
 */
type RequestBody<Shape extends z.core.$ZodShape> = z.ZodObject<{ requestData: z.ZodObject<Shape> }>;

export function requestDataOf<Shape extends z.core.$ZodShape>(body: RequestBody<Shape>): z.ZodObject<Shape> {
  return body.shape.requestData;
}

/**
 * The fields a form edits, picked from a call's request:
 * `pickRequest(AddBankCardBody, { branchName: true, reservedPhone: true })` (zod's own mask form,
 * so the result keeps the exact field types).
 */
export function pickRequest<Shape extends z.core.$ZodShape, M extends z.core.util.Mask<keyof Shape>>(
  body: RequestBody<Shape>,
  mask: M & Record<Exclude<keyof M, keyof Shape>, never>,
) {
  return requestDataOf(body).pick(mask);
}

/** Validates the trimmed text: the form keeps what was typed, the contract sees it without edge spaces. */
export const trimmed = <S extends z.ZodType<unknown, string>>(schema: S) => z.string().trim().pipe(schema);

/**
 * A form holds "" for a text left empty; the contract says "absent" with an optional field. This
 * sends an empty field as absent, so the contract's own optionality decides whether empty is fine.
 */
export const blankAsAbsent = <S extends z.ZodType<unknown, string | undefined>>(schema: S) =>
  z
    .string()
    .transform((text) => (text.trim() === '' ? undefined : text))
    .pipe(schema);
