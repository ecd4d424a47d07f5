/**
 * One signal that aborts when any of the given signals aborts. `AbortSignal.any` arrived in
 * Chrome 116 / iOS 17.4 (no polyfill library defines it): older engines get the same from a
 * controller listening to each signal.
 */
export function anySignal(signals: readonly AbortSignal[]): AbortSignal {
  if (typeof AbortSignal.any === 'function') return AbortSignal.any([...signals]);
  const controller = new AbortController();
  for (const signal of signals) {
    if (signal.aborted) {
      controller.abort(signal.reason);
      break;
    }
    signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
  }
  return controller.signal;
}
