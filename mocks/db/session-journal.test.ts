import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionJournal } from './session-journal';

const EMPTY = { payments: [] as string[], account: undefined as string | undefined };

afterEach(() => {
  vi.unstubAllEnvs();
  sessionStorage.clear();
});

describe('sessionJournal', () => {
  it('keeps nothing outside the demo and msw builds (tests start from the seed)', () => {
    vi.stubEnv('MODE', 'test');
    const journal = sessionJournal('kt-test-journal', EMPTY);
    journal.write({ payments: ['WP1'], account: 'A' });
    expect(journal.kept()).toBe(false);
    expect(journal.load()).toEqual(EMPTY);
    expect(sessionStorage.getItem('kt-test-journal')).toBeNull();
  });

  it('in the demo build keeps the journal across loads, over the empty shape', () => {
    vi.stubEnv('MODE', 'demo');
    const journal = sessionJournal('kt-test-journal', EMPTY);
    expect(journal.load()).toEqual(EMPTY);
    journal.write({ payments: ['WP1'], account: 'A' });
    expect(sessionJournal('kt-test-journal', EMPTY).load()).toEqual({ payments: ['WP1'], account: 'A' });
    sessionStorage.setItem('kt-test-journal', JSON.stringify({ account: 'B' }));
    expect(journal.load()).toEqual({ payments: [], account: 'B' });
  });

  it('reads a broken entry as empty', () => {
    vi.stubEnv('MODE', 'msw');
    sessionStorage.setItem('kt-test-journal', '{not json');
    expect(sessionJournal('kt-test-journal', EMPTY).load()).toEqual(EMPTY);
  });
});
