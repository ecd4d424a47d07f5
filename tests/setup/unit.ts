import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { reduceMotion } from 'antd-mobile';
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

/**
 * antd-mobile's overlays (popups, dialogs, toasts, masks) open and close on react-spring, whose
 * frame loop runs on jsdom's requestAnimationFrame: a closed sheet unmounts only when its
 * animation ends. The tests assert what the investor can read and do, not the motion, so motion is
 * off (antd-mobile's own switch, the one an app uses for reduced motion): an overlay reaches its
 * end state at once, whatever the frame loop a previous file left in a shared worker.
 */
reduceMotion();
