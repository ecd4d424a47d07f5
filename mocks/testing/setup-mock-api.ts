import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { resetMockDb } from '../db/define-collection';
import { handlers } from '../handlers';
import { clearScenario } from '../scenarios/scenario-store';

/**
 * The whole mock backend in a vitest file: the same handlers as the browser (scenario switch,
 * stateful domains, generated fallback). Each test starts from the seed with no scenario.
 * An unmocked request is an error (`onUnhandledFrame: 'error'`).
 *
 *   const server = setupMockApi();
 *   it('…', async () => { setScenario({ outcome: 'http500', call: 'selectAreaCity' }); … });
 */
export function setupMockApi() {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  beforeEach(async () => {
    clearScenario();
    await resetMockDb();
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
