import { http } from 'msw';
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
 * request on to the stateful and then the generated handlers.
 */
export const scenarioHandler = http.post(`*${API_PATH}:name`, async ({ params, request }) => {
  const name = String(params.name);
  const active = takeScenario(name);
  if (active) {
    const answer = await findOutcome(active.scenario.outcome)?.respond({ name, delayMs: active.delayMs });
    if (answer) return answer;
  }
  await ensureMockDb();
  await sessionSettled();
  return sessionRefusal(name) ?? (await requestRefusal(name, request));
});
