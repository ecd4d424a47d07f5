/** Re-click protection windows (product spec, section 9). */
export const RECLICK_DEFAULT_MS = 1000;
/** Dialog OK and title-bar back/right. */
export const RECLICK_PROTECTED_MS = 2000;

/**
 * Wraps a handler so that it runs on the first call and ignores further calls until `windowMs`
 * has passed since the last call that ran (a leading-edge throttle, so a tap responds at once).
 * Returns whether the call ran.
 */
export function createReclickGuard<A extends unknown[]>(
  handler: (...args: A) => void,
  windowMs: number = RECLICK_DEFAULT_MS,
): (...args: A) => boolean {
  let lastRun = Number.NEGATIVE_INFINITY;
  return (...args: A) => {
    const now = Date.now();
    if (now - lastRun < windowMs) return false;
    lastRun = now;
    handler(...args);
    return true;
  };
}
