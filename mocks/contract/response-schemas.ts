import type { z } from 'zod';
import { bodySchemaName, responseSchemaName } from './schema-names';

/**
 * The generated zod schemas of every call (named as ./schema-names.ts says). For the tests: it
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

export function responseSchemaOf(call: string): z.ZodType | undefined {
  return schemas.get(responseSchemaName(call));
}

/** The generated request-body schema. */
export function bodySchemaOf(call: string): z.ZodType | undefined {
  return schemas.get(bodySchemaName(call));
}
