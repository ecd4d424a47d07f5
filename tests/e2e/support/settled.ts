import type { Page } from 'playwright-core';
import { untilQuiet } from '../hostile/quiet';

/** How long nothing may move for a page to count as still. */
const STILL_MS = 120;
/** The longest a page is waited for to stop moving (a page that animates on is measured as it is). */
const STILL_CAP_MS = 5_000;
/** Loading indicators animate for as long as they show: their frames are not movement of the page. */
const ENDLESS = '.adm-spin-loading, .adm-dot-loading, .adm-skeleton';

/**
 * Resolves when `page` is settled, by what it does rather than by the clock: quiet (hostile/quiet.ts:
 * no request in flight or retry due, its DOM unchanged and no fetch pending), and still: no
 * transition or animation of finite length running and no inline style written by an animation
 * (antd-mobile's popups, dialogs and toasts move on react-spring, frame by frame) for STILL_MS of
 * the page's own time. What an audit measures or a picture shows is then the page at rest, not a
 * popup half-way in. A search debounced by the kit (300 ms) starts its request later than quiet
 * could tell: the page is followed again until quiet once still.
 *
 * Quiet is judged on pages followed by trackActivity (hostile/quiet.ts) since before their document
 * loaded; on any other page it is the network's idle.
 */
export async function untilSettled(page: Page): Promise<void> {
  await untilQuiet(page);
  await page
    .evaluate(
      async ([stillMs, capMs, endless]) => {
        let lastMove = performance.now();
        const moved = new MutationObserver((records) => {
          const real = records.some((record) => {
            const target = record.target instanceof Element ? record.target : record.target.parentElement;
            return !target?.closest(endless);
          });
          if (real) lastMove = performance.now();
        });
        moved.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
        const finiteRunning = () =>
          document
            .getAnimations()
            .some(
              (animation) =>
                animation.playState === 'running' &&
                animation.effect?.getComputedTiming().iterations !== Infinity,
            );
        const start = performance.now();
        while (performance.now() - start < capMs) {
          await new Promise((resolve) => setTimeout(resolve, 40));
          if (performance.now() - lastMove >= stillMs && !finiteRunning()) break;
        }
        moved.disconnect();
      },
      [STILL_MS, STILL_CAP_MS, ENDLESS] as const,
    )
    .catch(() => undefined); // navigating away: the next settle waits for the new page
  await untilQuiet(page);
}
