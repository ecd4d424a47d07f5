import type { z } from 'zod';
import { operations } from '@gen/operations';
import { bodySchemaName } from './schema-names';

/**
 * The generated request-body schema of a call (`<OperationId>Body` in
 * generated/zod/<tag>/<tag>.zod.ts), loaded with its tag's module on the first request of that
 * tag. The mock in the page checks every body it answers, but a page load asks a few tags, not
 * seventeen: building every tag's schemas at start-up would cost each demo load more than the
 * page it serves.
 */
const tagModules = import.meta.glob<Record<string, unknown>>('../../generated/zod/*/*.zod.ts');

export async function loadBodySchema(call: string): Promise<z.ZodType | undefined> {
  const tag = (operations as Record<string, { tag: string } | undefined>)[call]?.tag;
  const load = tag ? tagModules[`../../generated/zod/${tag}/${tag}.zod.ts`] : undefined;
  if (!load) return undefined;
  const schema = (await load())[bodySchemaName(call)] as z.ZodType | undefined;
  return typeof schema?.safeParse === 'function' ? schema : undefined;
}
