import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { runAfterEveryTest } from './after-every-test';

afterEach(() => cleanup());
// Runs first (hooks run in reverse order): the kits' clean-ups, then Testing Library's unmount.
afterEach(() => runAfterEveryTest());

/**
 * Pages and kit blocks load modules lazily: the first render in a test file waits for a module to
 * be transformed and loaded, which on a busy machine (CI, a test worker per core) took over 5 s for
 * a page's first region (a redemption form's). Tests wait up to 15 s for a state, as long as a page
 * flow waits anywhere; a state that never comes still fails. Nothing here is a performance
 * assertion (those are measured by scripts: npm run size, npm run perf:lighthouse).
 */
configure({ asyncUtilTimeout: 15_000 });
