import { act } from '@testing-library/react';
import { http } from 'msw';
import type { SetupServer } from 'msw/node';
import { API } from './msw-server';

/**
 * Counts the calls that reach the mock, then lets the stateful mock answer them: a burst test
 * expects `{ call: 1 }` after ten taps.
 */
export function countCalls(server: SetupServer, ...names: string[]): Record<string, number> {
  const counts: Record<string, number> = Object.fromEntries(names.map((name) => [name, 0]));
  server.use(
    ...names.map((name) =>
      http.post(API(name), () => {
        counts[name] = (counts[name] ?? 0) + 1;
        // Falls through to the stateful mock.
        return undefined;
      }),
    ),
  );
  return counts;
}

/** Ten clicks in one task, as a bouncing finger or a stuck key would (no render between them). */
export const burst = (element: HTMLElement) =>
  act(() => {
    for (let i = 0; i < 10; i += 1) element.click();
  });
