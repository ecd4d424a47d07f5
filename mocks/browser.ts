import { setupWorker } from 'msw/browser';
import { sessionDbStore } from './db/db-store';
import { ensureMockDb, flushMockDb, keepMockDbIn, resetMockDb } from './db/define-collection';
import { orderOptions } from './domains/order/options';
import { walletOptions } from './domains/wallet/options';
import { handlers } from './handlers';
import { mountDevPanel } from './panel/dev-panel';
import {
  clearScenario,
  getScenario,
  onScenarioChange,
  persistScenarioIn,
  setScenario,
  type Scenario,
} from './scenarios/scenario-store';
import { panelFromSearch, scenarioFromSearch } from './scenarios/scenario-url';
import { applyInvestorVariantSwitch, investorVariant } from './scenarios/investor-variants';

const SCENARIO_KEY = 'trust-h5:mock-scenario';
const PANEL_KEY = 'trust-h5:mock-panel';

/** The scenario survives reloads and the app's navigations within the tab (sessionStorage). */
function sessionScenarioStorage() {
  return {
    load(): Scenario | undefined {
      try {
        return JSON.parse(sessionStorage.getItem(SCENARIO_KEY) ?? 'null') ?? undefined;
      } catch {
        return undefined;
      }
    },
    save(scenario: Scenario | undefined) {
      if (scenario) sessionStorage.setItem(SCENARIO_KEY, JSON.stringify(scenario));
      else sessionStorage.removeItem(SCENARIO_KEY);
    },
  };
}

/** Applies ?mock=… / ?mockCall=…&mockOutcome=… / ?mock=off, then ?mockPanel=0|1. */
function applyUrlSwitch(): boolean {
  const urlSwitch = scenarioFromSearch(location.search);
  if (urlSwitch.kind === 'set') setScenario(urlSwitch.scenario);
  if (urlSwitch.kind === 'clear') clearScenario();
  if (urlSwitch.kind === 'invalid')
    console.warn(`[mock] unknown outcome "${urlSwitch.value}" in the URL; ignored`);
  const panel = panelFromSearch(location.search);
  if (panel !== undefined) sessionStorage.setItem(PANEL_KEY, panel ? '1' : '0');
  const stored = sessionStorage.getItem(PANEL_KEY);
  // Shown on request, or whenever a scenario is active (so nobody forgets one is).
  return stored === '1' || (stored !== '0' && getScenario() !== undefined);
}

/** What the seed depends on besides the code: a stored database seeded otherwise is dropped. */
const seedInputs = () =>
  JSON.stringify([investorVariant(), orderOptions().bulkOrders, walletOptions().start]);

/** The database lasts as long as the tab's session, like a server's (mocks/db/db-store.ts). */
function keepDatabase(): void {
  try {
    keepMockDbIn(sessionDbStore({ storage: sessionStorage, build: __MOCK_BUILD_ID__, seedInputs }));
  } catch {
    return; // no session storage (blocked): every load starts from the seed
  }
  addEventListener('pagehide', flushMockDb);
}

/** Starts the in-browser mock (dev `--mode msw` and the demo build only). */
export async function startBrowserMock(): Promise<void> {
  persistScenarioIn(sessionScenarioStorage());
  const showPanel = applyUrlSwitch();
  applyInvestorVariantSwitch(location.search, sessionStorage); // ?mockInvestor=… before the seed
  keepDatabase();
  await ensureMockDb();
  const worker = setupWorker(...handlers);
  await worker.start({
    // Under the app's base (/xtmk/apph5/), so the worker's scope covers the app and its API.
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    quiet: true,
    // Assets, fonts and the analytics beacon go to the network untouched.
    onUnhandledFrame: 'bypass',
  });
  if (showPanel) mountDevPanel();
  else onScenarioChange((scenario) => scenario && mountDevPanel());
  // For DevTools and end-to-end tests: window.__trustMock.setScenario({ outcome: 'http500' }).
  Object.assign(window, { __trustMock: { setScenario, clearScenario, getScenario, resetMockDb } });
}
