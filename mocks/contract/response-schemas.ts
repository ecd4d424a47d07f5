import type { z } from 'zod';

/**
 * The generated zod schemas of every call: generated/zod/<tag>/<tag>.zod.ts exports
 * `<OperationId>Body` and `<OperationId>Response` (first letter upper-cased). For the tests: it
 * loads every tag's schemas at once (the mock loads a tag's on demand, ./body-schemas.ts).
 */
const modules = import.meta.glob<Record<string, unknown>>('../../generated/zod/*/*.zod.ts', { eager: true });

const schemas = new Map<string, z.ZodType>();
for (const module of Object.values(modules)) {
  for (const [exportName, value] of Object.entries(module)) {
    if (typeof (value as z.ZodType | undefined)?.safeParse === 'function')
      schemas.set(exportName, value as z.ZodType);
  }
}

const pascal = (call: string) => `${call.charAt(0).toUpperCase()}${call.slice(1)}`;

export function responseSchemaOf(call: string): z.ZodType | undefined {
  return schemas.get(`${pascal(call)}Response`);
}

/** The generated request-body schema (`<OperationId>Body`). */
export function bodySchemaOf(call: string): z.ZodType | undefined {
  return schemas.get(`${pascal(call)}Body`);
}
