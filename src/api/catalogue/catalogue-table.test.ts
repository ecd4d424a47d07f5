import { describe, expect, it } from 'vitest';
import { CATALOGUE } from './catalogue-table';

/** The table's own shape; behaviour per row is tested through hooks in catalogue-*-rows.test.tsx. */
describe('catalogue table', () => {
  it('has one row per condition of spec section 8, with unique ids and a named seed source', () => {
    expect(CATALOGUE.map((row) => row.id)).toEqual([
      'success',
      'business-silent',
      'native-login',
      'download-redirect',
      'business-error',
      'picker-failure',
      'app-login',
      'session-expired',
      'gateway-error',
      'empty',
      'http-401',
      'http-404',
      'http-other',
      'malformed',
      'wrong-shape',
      'network',
      'timeout',
    ]);
    for (const row of CATALOGUE) {
      expect(row.source).toBeTruthy();
      expect(row.condition).toBeTruthy();
    }
  });

  it('uses only the spec durations: 2 s errors, 1 s login expiry, 2 s download delay', () => {
    const durations = new Set(
      CATALOGUE.flatMap((row) => (row.behaviour.toast ? [row.behaviour.toast.durationMs] : [])),
    );
    expect([...durations].sort()).toEqual([1000, 2000]);
    const delays = CATALOGUE.flatMap((row) =>
      row.behaviour.navigate ? [[row.id, row.behaviour.navigate.afterMs]] : [],
    );
    expect(delays).toEqual([
      ['download-redirect', 2000],
      ['session-expired', 1000],
      ['http-404', 0],
    ]);
  });
});
