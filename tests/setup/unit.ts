import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { runAfterEveryTest } from './after-every-test';

afterEach(() => cleanup());
// Runs first (hooks run in reverse order): the kits' clean-ups, then Testing Library's unmount.
afterEach(() => runAfterEveryTest());

/**
 * Pages and kit blocks load modules lazily: the first render in a test file waits for a module to
 * be transformed and loaded, which on a busy machine (CI, a test worker per core) can pass Testing
 * Library's default 1 s for `findBy…`/`waitFor`. Tests wait up to 5 s; nothing here is a performance
 * assertion (those are measured by scripts: npm run size, npm run perf:lighthouse).
 */
configure({ asyncUtilTimeout: 5000 });
