import { findOutcome, WRONG_TYPE } from './outcomes';
import { isWrongShape } from './wrong-shapes';
import type { Scenario } from './scenario-store';

/**
 * The URL switch (dev server and demo build):
 *   ?mock=00000008                         every call answers outer code 00000008
 *   ?mockCall=selectAreaCity&mockOutcome=http500   only that call
 *   ?mock=slow&mockDelay=5000              every call 5 s late
 *   ?mock=http500&mockTimes=1              only the next call
 *   ?mock=off                              back to normal
 *   ?mockCall=bankCardList&mockOutcome=wrong-type&mockShape=null-in-list
 *                                          that call's real answer, wrongly typed
 * `mock` and `mockOutcome` are the same parameter; `wrong-type&mockShape=x` = `wrong-type:x`.
 */
export type UrlSwitch =
  | { kind: 'set'; scenario: Scenario }
  | { kind: 'clear' }
  | { kind: 'none' }
  | { kind: 'invalid'; value: string };

const OFF = new Set(['off', 'none', 'clear', '']);

const positive = (value: string | null) => {
  const n = value === null ? NaN : Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

export function scenarioFromSearch(search: string): UrlSwitch {
  const params = new URLSearchParams(search);
  const named = params.get('mock') ?? params.get('mockOutcome');
  if (named === null) return { kind: 'none' };
  const shape = params.get('mockShape');
  const outcome = named === WRONG_TYPE && shape && isWrongShape(shape) ? `${WRONG_TYPE}:${shape}` : named;
  if (OFF.has(outcome)) return { kind: 'clear' };
  if (!findOutcome(outcome)) return { kind: 'invalid', value: outcome };
  const scenario: Scenario = { outcome };
  const call = params.get('mockCall');
  if (call) scenario.call = call;
  const delayMs = positive(params.get('mockDelay'));
  if (delayMs) scenario.delayMs = delayMs;
  const times = positive(params.get('mockTimes'));
  if (times) scenario.times = times;
  return { kind: 'set', scenario };
}

/** `?mockPanel=1` shows the dev panel, `?mockPanel=0` hides it (remembered per tab). */
export function panelFromSearch(search: string): boolean | undefined {
  const value = new URLSearchParams(search).get('mockPanel');
  return value === null ? undefined : value !== '0';
}
