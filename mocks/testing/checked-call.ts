import { expect } from 'vitest';
import { responseSchemaOf } from '../contract/response-schemas';
import { postCall } from './post-call';

/** The envelope every trustAppApi answer comes in (success or refusal). */
export interface CheckedAnswer<D = unknown> {
  code: string;
  result: { statusCode: string; msg: string; data?: D };
}

/**
 * Posts a call to the mock and checks the answer the way the contract promises it: HTTP 200 and a
 * body its response schema accepts, whether the call succeeded or was refused. A mock answer the
 * generated schema would reject fails the test here, not later in a page.
 */
export async function checkedCall<D = unknown>(
  name: string,
  requestData: unknown = {},
): Promise<CheckedAnswer<D>> {
  const answer = await postCall(name, requestData);
  expect(answer.status, `${name} HTTP`).toBe(200);
  const schema = responseSchemaOf(name);
  expect(schema, `${name} has a response schema`).toBeDefined();
  const parsed = schema!.safeParse(answer.json);
  expect(parsed.success, `${name}: ${parsed.error?.message}`).toBe(true);
  return answer.json as CheckedAnswer<D>;
}

/** The business status code of a checked call (00000000 or a refusal's code). */
export const statusOf = async (name: string, requestData: unknown = {}) =>
  (await checkedCall(name, requestData)).result.statusCode;

/** `result.data` of a checked call, whatever its status. */
export const dataOf = async <T>(name: string, requestData: unknown = {}) =>
  (await checkedCall(name, requestData)).result.data as T;
