import { http } from 'msw';
import { ensureMockDb } from '../db/define-collection';
import { API_PATH } from '../http/call-types';
import { findOutcome } from './outcomes';
import { takeScenario } from './scenario-store';
import { sessionRefusal } from './session';

/**
 * First in the handler list: forces the active scenario's outcome on the calls it names, and
 * refuses calls that need a login while the demo session is not active. Returning nothing
 * hands the request on to the stateful and then the generated handlers.
 */
export const scenarioHandler = http.post(`*${API_PATH}:name`, async ({ params }) => {
  const name = String(params.name);
  const active = takeScenario(name);
  if (active) {
    const answer = await findOutcome(active.scenario.outcome)?.respond({ name, delayMs: active.delayMs });
    if (answer) return answer;
  }
  await ensureMockDb();
  return sessionRefusal(name);
});
