/**
 * The export names orval gives a call's zod schemas in generated/zod/<tag>/<tag>.zod.ts: the
 * operationId with its first letter upper-cased, then `Body` or `Response`.
 */
const pascal = (call: string) => `${call.charAt(0).toUpperCase()}${call.slice(1)}`;

export const bodySchemaName = (call: string) => `${pascal(call)}Body`;

export const responseSchemaName = (call: string) => `${pascal(call)}Response`;
