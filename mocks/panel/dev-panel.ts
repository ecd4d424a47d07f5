import { mockDbCounts, resetMockDb } from '../db/define-collection';
import { tagOfCall } from '../generated-handlers';
import { OUTCOMES, type OutcomeFamily } from '../scenarios/outcomes';
import {
  clearScenario,
  getScenario,
  onScenarioChange,
  setScenario,
  type Scenario,
} from '../scenarios/scenario-store';

/**
 * A small floating panel (dev server and demo build only) to force a catalogue outcome on
 * every call or on one call, without editing the URL. Plain DOM, not React: it must not touch
 * the app's providers or styles, and it lives only in the mock bundle.
 */
const FAMILY_LABEL: Record<OutcomeFamily, string> = {
  status: 'statusCode (result.statusCode)',
  gateway: 'outer code',
  http: 'HTTP status',
  body: 'body',
  network: 'network',
  session: 'session',
  shape: 'wrong type (result.data)',
};

const PANEL_ID = 'trust-h5-mock-panel';

/** An element with attributes (and `textContent`) set. */
function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string> = {},
  style = '',
) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (name === 'textContent') node.textContent = value;
    else node.setAttribute(name, value);
  }
  if (style) node.style.cssText = style;
  return node;
}

const describe = (scenario: Scenario | undefined) =>
  scenario
    ? `MOCK ${scenario.outcome}${scenario.call ? ` @${scenario.call}` : ''}${scenario.times ? ` ×${scenario.times}` : ''}`
    : 'MOCK';

export function mountDevPanel(): void {
  if (document.getElementById(PANEL_ID)) return;
  const root = el(
    'div',
    { id: PANEL_ID },
    'position:fixed;left:6px;bottom:6px;z-index:2147483647;font:12px/1.4 monospace;',
  );
  const pill = el(
    'button',
    { type: 'button' },
    'border:0;border-radius:10px;padding:3px 8px;color:#fff;opacity:.85;',
  );
  // Scrolls within the viewport: the table counts grow with every mock domain, and at 375×667 the
  // panel once outgrew the screen and hid its Apply button.
  const box = el(
    'div',
    {},
    'display:none;margin-bottom:4px;padding:8px;width:250px;max-height:calc(100vh - 56px);overflow:auto;box-sizing:border-box;background:#fff;color:#222;border:1px solid #999;border-radius:6px;box-shadow:0 2px 8px rgba(0,0,0,.3);',
  );

  const outcome = el('select', { name: 'mockOutcome' }, 'width:100%;margin-bottom:4px;');
  outcome.append(el('option', { value: '', textContent: '— normal answers —' }));
  for (const family of Object.keys(FAMILY_LABEL) as OutcomeFamily[]) {
    const group = el('optgroup', { label: FAMILY_LABEL[family] });
    for (const o of OUTCOMES.filter((x) => x.family === family))
      group.append(el('option', { value: o.id, textContent: `${o.id} · ${o.label}` }));
    outcome.append(group);
  }
  const calls = el('datalist', { id: `${PANEL_ID}-calls` });
  for (const name of [...tagOfCall.keys()].sort()) calls.append(el('option', { value: name }));
  const call = el(
    'input',
    { name: 'mockCall', placeholder: 'call (empty = every call)' },
    'width:100%;box-sizing:border-box;margin-bottom:4px;',
  );
  call.setAttribute('list', calls.id);
  const delayMs = el(
    'input',
    { name: 'mockDelay', type: 'number', placeholder: 'slow: delay ms (3000)' },
    'width:48%;margin-right:4%;box-sizing:border-box;',
  );
  const times = el(
    'input',
    { name: 'mockTimes', type: 'number', placeholder: 'times (∞)' },
    'width:48%;box-sizing:border-box;',
  );
  const apply = el('button', { type: 'button', textContent: 'Apply' });
  const clear = el('button', { type: 'button', textContent: 'Clear' });
  const reset = el('button', { type: 'button', textContent: '重置演示数据' });
  const info = el('div', {}, 'margin-top:4px;color:#666;');
  const buttons = el('div', {}, 'display:flex;gap:4px;margin-top:6px;');
  buttons.append(apply, clear, reset);
  box.append(outcome, call, calls, delayMs, times, buttons, info);
  root.append(box, pill);

  const render = (scenario: Scenario | undefined) => {
    pill.textContent = describe(scenario);
    pill.style.background = scenario ? '#d4380d' : '#555';
    outcome.value = scenario?.outcome ?? '';
    call.value = scenario?.call ?? '';
    delayMs.value = scenario?.delayMs ? String(scenario.delayMs) : '';
    times.value = scenario?.times ? String(scenario.times) : '';
  };
  pill.addEventListener('click', () => {
    box.style.display = box.style.display === 'none' ? 'block' : 'none';
    info.textContent = `db: ${Object.entries(mockDbCounts())
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`;
  });
  apply.addEventListener('click', () => {
    if (!outcome.value) return clearScenario();
    const next: Scenario = { outcome: outcome.value };
    if (call.value.trim()) next.call = call.value.trim();
    if (Number(delayMs.value) > 0) next.delayMs = Number(delayMs.value);
    if (Number(times.value) > 0) next.times = Number(times.value);
    setScenario(next);
  });
  clear.addEventListener('click', () => clearScenario());
  // The seed again, and a fresh load so no page keeps showing (or caching) the old state.
  reset.addEventListener('click', () => {
    info.textContent = 'resetting to the seed…';
    void resetMockDb().then(() => location.reload());
  });
  onScenarioChange(render);
  render(getScenario());
  document.body.append(root);
}
