import { http, HttpResponse, type HttpHandler } from 'msw';
import { ensureMockDb } from '../db/define-collection';
import { API_PATH, type CallName, type DataOf, type RequestDataOf } from './call-types';
import { okEnvelope } from './envelope';

export interface CallContext<N extends CallName> {
  name: N;
  requestData: RequestDataOf<N>;
  request: Request;
}

/**
 * What a stateful resolver returns: the call's `result.data` (wrapped in a success envelope
 * for you), `{ data, msg }` to set the success message, or any Response for failures (see
 * mocks/http/responses.ts).
 */
export type CallAnswer<N extends CallName> = DataOf<N> | Response;

/**
 * A stateful handler for one call, typed by the contract: `requestData` and the returned data
 * are the generated types of that operation, so a handler that drifts from the contract does
 * not compile (and the schema test catches what types cannot).
 *
 *   export const handlers = [
 *     defineCall('selectAreaCity', ({ requestData }) => provinces.findMany().map(...)),
 *   ];
 */
export function defineCall<N extends CallName>(
  name: N,
  resolve: (context: CallContext<N>) => CallAnswer<N> | Promise<CallAnswer<N>>,
  options: { successMsg?: string } = {},
): HttpHandler {
  return http.post(`*${API_PATH}${name}`, async ({ request }) => {
    await ensureMockDb();
    const body: unknown = await request
      .clone()
      .json()
      .catch(() => ({}));
    const requestData = ((body as { requestData?: unknown } | null)?.requestData ?? {}) as RequestDataOf<N>;
    const answer = await resolve({ name, requestData, request });
    if (answer instanceof Response) return answer;
    return HttpResponse.json(okEnvelope(answer, options.successMsg));
  });
}
