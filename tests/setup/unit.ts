import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { Dialog, Modal, reduceMotion, Toast } from 'antd-mobile';
import { afterAll, afterEach } from 'vitest';
import { runAfterEveryTest } from './after-every-test';

afterEach(() => cleanup());
// Runs first (hooks run in reverse order): the kits' clean-ups, then Testing Library's unmount.
afterEach(() => runAfterEveryTest());

/**
 * antd-mobile's imperative toasts and dialogs render in React roots of their own, which Testing
 * Library's clean-up does not unmount: a toast's closing timer that fires after the file ends
 * makes React render once jsdom is gone ("window is not defined" after the file, an error of the
 * run). Closed here, and React given a turn to finish, while the file's jsdom is still there.
 */
afterAll(async () => {
  Toast.clear();
  Dialog.clear();
  Modal.clear();
  await new Promise((resolve) => setTimeout(resolve, 0));
});

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
