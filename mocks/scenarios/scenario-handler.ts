import { getResponse, http, type HttpHandler } from 'msw';
import { ensureMockDb } from '../db/define-collection';
import { API_PATH } from '../http/call-types';
import { requestRefusal } from '../http/request-check';
import { findOutcome } from './outcomes';
import { takeScenario } from './scenario-store';
import { sessionRefusal, sessionSettled } from './session';

/**
 * First in the handler list, in the order a gateway would: forces the active scenario's
 * outcome on the calls it names, refuses calls that need a login while the demo session is not
 * active, and refuses requests that break the contract (00000001). Returning nothing hands the
 * request on to the stateful and then the generated handlers (`downstream`, passed in rather
 * than imported so the handler list and this module do not import each other).
 *
 * An outcome that starts from the normal answer (a wrong type) gets it from the same checks and
 * `downstream`; a test's `server.use(…)` override is not part of it.
 */
export function createScenarioHandler(downstream: readonly HttpHandler[]): HttpHandler {
  return http.post(`*${API_PATH}:name`, async ({ params, request }) => {
    const name = String(params.name);
    const checked = async () => {
      await ensureMockDb();
      await sessionSettled();
      return sessionRefusal(name) ?? (await requestRefusal(name, request));
    };
    const active = takeScenario(name);
    if (active) {
      const normalAnswer = async () =>
        (await checked()) ?? (await getResponse([...downstream], request.clone()));
      const answer = await findOutcome(active.scenario.outcome)?.respond({
        name,
        delayMs: active.delayMs,
        normalAnswer,
      });
      if (answer) return answer;
    }
    return checked();
  });
}
