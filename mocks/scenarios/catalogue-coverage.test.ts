import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { findOutcome, GENERIC_GATEWAY, GENERIC_STATUS, OUTCOMES } from './outcomes';

/**
 * The scenarios cover the contract's status-code catalogue (`x-status-codes` at the root of
 * generated/openapi.yaml): a row added there without a scenario fails here.
 */
interface CatalogueRow {
  field: 'code' | 'result.statusCode';
  value: string;
}

const rows = (
  parse(readFileSync(path.resolve('generated/openapi.yaml'), 'utf8')) as {
    'x-status-codes': CatalogueRow[];
  }
)['x-status-codes'];

describe('scenarios ↔ the contract catalogue', () => {
  it('has a scenario for every failure code of the catalogue, in the right field', () => {
    const failures = rows.filter((row) => /^\d{8}$/.test(row.value) && row.value !== '00000000');
    expect(failures.length).toBeGreaterThanOrEqual(8);
    for (const row of failures) {
      expect(findOutcome(row.value)?.family, `${row.field} ${row.value}`).toBe(
        row.field === 'code' ? 'gateway' : 'status',
      );
    }
  });

  it('has a generic scenario for each "any other" row, and the HTTP rows behind -404', () => {
    const fields = rows.filter((row) => row.value === 'any other').map((row) => row.field);
    expect(fields.sort()).toEqual(['code', 'result.statusCode']);
    expect(findOutcome(GENERIC_STATUS)?.family).toBe('status');
    expect(findOutcome(GENERIC_GATEWAY)?.family).toBe('gateway');
    expect(rows.some((row) => row.value === '-404')).toBe(true);
    expect(OUTCOMES.filter((o) => o.family === 'http').map((o) => o.id)).toEqual([
      'http401',
      'http404',
      'http500',
    ]);
  });
});
