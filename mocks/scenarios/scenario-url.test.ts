import { describe, expect, it } from 'vitest';
import { panelFromSearch, scenarioFromSearch } from './scenario-url';

describe('URL switch', () => {
  it('reads an outcome for every call, or for one call', () => {
    expect(scenarioFromSearch('?mock=00000008')).toEqual({ kind: 'set', scenario: { outcome: '00000008' } });
    expect(scenarioFromSearch('?mockCall=selectAreaCity&mockOutcome=http500')).toEqual({
      kind: 'set',
      scenario: { outcome: 'http500', call: 'selectAreaCity' },
    });
  });

  it('reads delay and times, ignoring values that are not positive integers', () => {
    expect(scenarioFromSearch('?mock=slow&mockDelay=5000&mockTimes=1')).toEqual({
      kind: 'set',
      scenario: { outcome: 'slow', delayMs: 5000, times: 1 },
    });
    expect(scenarioFromSearch('?mock=slow&mockDelay=-1&mockTimes=x')).toEqual({
      kind: 'set',
      scenario: { outcome: 'slow' },
    });
  });

  it('clears with mock=off, leaves things alone without the parameter, flags typos', () => {
    expect(scenarioFromSearch('?mock=off')).toEqual({ kind: 'clear' });
    expect(scenarioFromSearch('?other=1')).toEqual({ kind: 'none' });
    expect(scenarioFromSearch('?mock=http999')).toEqual({ kind: 'invalid', value: 'http999' });
  });

  it('reads a wrongly typed answer, with its shape as a suffix or as mockShape', () => {
    expect(scenarioFromSearch('?mockCall=bankCardList&mockOutcome=wrong-type')).toEqual({
      kind: 'set',
      scenario: { outcome: 'wrong-type', call: 'bankCardList' },
    });
    expect(scenarioFromSearch('?mockOutcome=wrong-type&mockShape=null-in-list')).toEqual({
      kind: 'set',
      scenario: { outcome: 'wrong-type:null-in-list' },
    });
    expect(scenarioFromSearch('?mock=wrong-type:string-items')).toEqual({
      kind: 'set',
      scenario: { outcome: 'wrong-type:string-items' },
    });
    expect(scenarioFromSearch('?mock=wrong-type:nonsense')).toEqual({
      kind: 'invalid',
      value: 'wrong-type:nonsense',
    });
  });

  it('reads the panel flag', () => {
    expect(panelFromSearch('?mockPanel=1')).toBe(true);
    expect(panelFromSearch('?mockPanel=0')).toBe(false);
    expect(panelFromSearch('')).toBeUndefined();
  });
});
