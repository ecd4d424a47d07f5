import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { closePdf, CLOSING_ABORTS_MS } from './close-pdf';

/** An unhandled rejection as the browser reports it: cancelable, with its reason. */
function reportUnhandled(reason: unknown): boolean {
  const event = Object.assign(new Event('unhandledrejection', { cancelable: true }), { reason });
  dispatchEvent(event);
  return event.defaultPrevented;
}

const abort = () => new DOMException('signal is aborted without reason', 'AbortError');

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.runOnlyPendingTimers(); // each test's closing window ends before the next test
  vi.useRealTimers();
});

it('marks the aborts of a closing document handled, and only aborts', async () => {
  await closePdf({ destroy: () => Promise.resolve() });
  expect(reportUnhandled(abort())).toBe(true);
  expect(reportUnhandled(new TypeError('x is undefined'))).toBe(false);
  expect(reportUnhandled(new Error('Transport destroyed'))).toBe(false);
});

it('reports aborts again once the document has closed', async () => {
  await closePdf({ destroy: () => Promise.resolve() });
  vi.advanceTimersByTime(CLOSING_ABORTS_MS);
  expect(reportUnhandled(abort())).toBe(false);
});

it('closes a document whose loading failed without a rejection of its own', async () => {
  await expect(closePdf({ destroy: () => Promise.reject(new Error('no worker')) })).resolves.toBeUndefined();
});
