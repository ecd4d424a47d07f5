import { loadBodySchema } from '../contract/body-schemas';
import { businessFailure, INVALID_INPUT } from './responses';

/**
 * Checks a request body against the contract's generated body schema, as Prism does, so a
 * client bug shows up on the stateful mock too: the call answers the business failure
 * 00000001 with the first problem, and the browser console says which call sent what.
 * Calls whose payload the contract leaves open accept any object.
 */
export async function requestRefusal(name: string, request: Request): Promise<Response | undefined> {
  const schema = await loadBodySchema(name);
  if (!schema) return undefined;
  const body: unknown = await request
    .clone()
    .json()
    .catch(() => undefined);
  const parsed = schema.safeParse(body);
  if (parsed.success) return undefined;
  const issue = parsed.error.issues[0];
  const where = issue?.path.filter((key) => key !== 'requestData').join('.') || 'requestData';
  const problem = `${where}: ${issue?.message ?? 'invalid'}`;
  if (typeof window !== 'undefined' && !import.meta.env.VITEST) {
    console.warn(`[mock] ${name}: the request breaks the contract (${problem})`, body);
  }
  return businessFailure(INVALID_INPUT, `请求参数有误(${problem})`);
}
