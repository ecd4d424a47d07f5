import { http, HttpResponse, type HttpHandler } from 'msw';
import { demoInvestor, type Investor } from '../db/db';
import { ensureMockDb, flushMockDb } from '../db/define-collection';
import { API_PATH, type CallName, type DataOf, type RequestDataOf } from './call-types';
import { okEnvelope } from './envelope';
import { operations } from '@gen/operations';
import { mayRefuse, Refusal, refusalResponse } from './refusal';

export interface CallContext<N extends CallName> {
  name: N;
  /** The request's `requestData`, typed by the contract (already checked against it, see below). */
  requestData: RequestDataOf<N>;
  request: Request;
  /** The signed-in investor: the demo investor (mocks/db/seed/investor.ts). */
  investor: Investor;
}

/**
 * What a resolver returns: the call's `result.data`, which is wrapped in a success envelope, or
 * a Response of its own (mocks/http/responses.ts). Refusals are thrown (`refuse()`,
 * mocks/http/refusal.ts), from the resolver or from any rule it calls.
 */
export type CallAnswer<N extends CallName> = DataOf<N> | Response;
export type CallResolver<N extends CallName> = (
  context: CallContext<N>,
) => CallAnswer<N> | Promise<CallAnswer<N>>;

export interface CallOptions {
  /** `result.msg` of the success envelope (default 查询成功 for a read, 操作成功 for a write). */
  successMsg?: string;
}

/** The default success message, as the contract's generated examples word it. */
const defaultSuccessMsg = (name: CallName) => (operations[name].read ? '查询成功' : '操作成功');

/**
 * How one call is answered. `requestData` and the returned data are the contract's generated
 * types for that operation, so a resolver whose answer drifts from the contract does not
 * compile; what types cannot see (patterns, lengths, enums in data built at run time) the schema
 * test catches (mocks/contract/schema-validation.test.ts).
 *
 * What happens before the resolver runs, so a domain never repeats it: the scenario handler
 * (first in mocks/handlers.ts) has forced any scenario, refused calls that need a session
 * while there is none, and answered 00000001 to a body its contract rejects; here the seed is
 * awaited. After it: data → success envelope, a thrown Refusal → its business failure (only
 * with a code the call's contract lists, or one no operation lists; see mocks/http/refusal.ts).
 */
function answerCall<N extends CallName>(name: N, resolve: CallResolver<N>, options: CallOptions) {
  return async (request: Request): Promise<Response> => {
    await ensureMockDb();
    const body: unknown = await request
      .clone()
      .json()
      .catch(() => undefined);
    const requestData = ((body as { requestData?: unknown } | undefined)?.requestData ??
      {}) as RequestDataOf<N>;
    try {
      const answer = await resolve({ name, requestData, request, investor: demoInvestor() });
      if (answer instanceof Response) return answer;
      return HttpResponse.json(okEnvelope(answer, options.successMsg ?? defaultSuccessMsg(name)));
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      // A mock bug, not an answer: MSW turns the exception into an HTTP 500 that tests see.
      if (!mayRefuse(name, error.statusCode)) {
        throw new Error(`[mock] ${name} refused with ${error.statusCode}, which its contract does not list`, {
          cause: error,
        });
      }
      return refusalResponse(error);
    } finally {
      // Stored before the answer leaves: the page may leave for the vendor as soon as it has it.
      flushMockDb();
    }
  };
}

/** A stateful handler for one call (a test's `server.use(defineCall(…))`). */
export function defineCall<N extends CallName>(
  name: N,
  resolve: CallResolver<N>,
  options: CallOptions = {},
): HttpHandler {
  const answer = answerCall(name, resolve, options);
  return http.post(`*${API_PATH}${name}`, ({ request }) => answer(request));
}

/** One call of a domain: its resolver, or the resolver and options. */
export type CallSpec<N extends CallName> = CallResolver<N> | ({ resolve: CallResolver<N> } & CallOptions);

/** A domain's calls keyed by operationId; each key types its own resolver. */
export type DomainCalls = { [N in CallName]?: CallSpec<N> };

const callsByHandler = new WeakMap<HttpHandler, readonly CallName[]>();

/** The calls a handler made by defineCalls answers (none for any other handler). */
export const callsOf = (handler: HttpHandler): readonly CallName[] => callsByHandler.get(handler) ?? [];

/**
 * A domain's calls as one handler, the short way to write mocks/domains/<domain>/handlers.ts:
 *
 *   export const orderHandlers = defineCalls({
 *     queryOrderList: ({ requestData, investor }) => page(ordersOf(investor), requestData),
 *     cancelOrder: { successMsg: '撤单成功', resolve: ({ requestData }) => cancel(requestData.orderNo) },
 *   });
 *
 * One handler per domain, not one per call: MSW tries its handlers in turn for every request
 * and records a stack trace as it makes each (in a page with a debugger attached, as in the
 * end-to-end tests, a fifth of a millisecond each), so five hundred handlers cost every demo
 * page load and every request. A call the domain does not answer passes on to the next handler.
 */
export function defineCalls(calls: DomainCalls): HttpHandler[] {
  const answers = new Map(
    (Object.entries(calls) as [CallName, CallSpec<CallName>][]).map(([name, spec]) => [
      name,
      typeof spec === 'function'
        ? answerCall(name, spec, {})
        : answerCall(name, spec.resolve, { successMsg: spec.successMsg }),
    ]),
  );
  const handler = http.post(`*${API_PATH}:name`, ({ params, request }) =>
    answers.get(String(params.name) as CallName)?.(request),
  );
  callsByHandler.set(handler, [...answers.keys()]);
  return [handler];
}
