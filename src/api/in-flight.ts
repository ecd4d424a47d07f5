import type { Middleware } from 'openapi-fetch';
import { HIDE_LOADING_HEADER } from './client';

/**
 * Counts calls that should show the full-screen loading indicator (all but those sent with
 * X-Hide-Loading). The overlay subscribes with useSyncExternalStore.
 */
type Listener = () => void;
let inFlight = 0;
const listeners = new Set<Listener>();
const tracked = new WeakSet<Request>();

function change(delta: number) {
  inFlight = Math.max(0, inFlight + delta);
  for (const listener of listeners) listener();
}

export const inFlightStore = {
  get: () => inFlight,
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

function settle(request: Request) {
  if (!tracked.has(request)) return;
  tracked.delete(request);
  change(-1);
}

export const inFlightMiddleware: Middleware = {
  onRequest({ request }) {
    if (request.headers.get(HIDE_LOADING_HEADER) === '1') return undefined;
    tracked.add(request);
    change(+1);
    return undefined;
  },
  onResponse({ request }) {
    settle(request);
    return undefined;
  },
  onError({ request }) {
    settle(request);
    return undefined;
  },
};
