import { expect, it, vi } from 'vitest';

it('frames keep coming after a frame asked for on fake timers (jsdom’s interval stays a real one)', async () => {
  // jsdom's own requestAnimationFrame, as react-spring holds it from before a test's fake timers.
  const requestFrame = window.requestAnimationFrame;
  vi.useFakeTimers();
  requestFrame(() => {});
  vi.useRealTimers();
  await expect(new Promise((resolve) => requestFrame(resolve))).resolves.toEqual(expect.any(Number));
});
