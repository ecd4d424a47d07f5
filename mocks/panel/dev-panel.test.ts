import { afterEach, describe, expect, it } from 'vitest';
import { clearScenario, getScenario, setScenario } from '../scenarios/scenario-store';
import { mountDevPanel } from './dev-panel';

const panel = () => document.getElementById('trust-h5-mock-panel')!;
const pill = () => panel().lastElementChild as HTMLButtonElement;
const button = (text: string) => [...panel().querySelectorAll('button')].find((b) => b.textContent === text)!;

describe('dev panel', () => {
  afterEach(() => {
    clearScenario();
    panel()?.remove();
  });

  it('shows the active scenario and follows changes', () => {
    setScenario({ outcome: 'http500', call: 'selectAreaCity', times: 2 });
    mountDevPanel();
    expect(pill().textContent).toBe('MOCK http500 @selectAreaCity ×2');
    clearScenario();
    expect(pill().textContent).toBe('MOCK');
  });

  it('applies an outcome for one call, and clears it', () => {
    mountDevPanel();
    pill().click();
    const select = panel().querySelector('select')!;
    select.value = '04040510';
    (panel().querySelector('input[name="mockCall"]') as HTMLInputElement).value = 'queryOrderList';
    button('Apply').click();
    expect(getScenario()).toEqual({ outcome: '04040510', call: 'queryOrderList' });
    button('Clear').click();
    expect(getScenario()).toBeUndefined();
  });

  it('lists every catalogue outcome, the wrong types, and every call of the contract', () => {
    mountDevPanel();
    // 20 catalogue outcomes + wrong-type and its 5 shapes + "normal answers".
    expect(panel().querySelectorAll('select option').length).toBe(27);
    const shapes = panel().querySelector('optgroup[label="wrong type (result.data)"]')!;
    expect(shapes.querySelectorAll('option').length).toBe(6);
    expect(panel().querySelectorAll('datalist option').length).toBeGreaterThan(200);
  });
});
