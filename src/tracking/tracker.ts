/**
 * Web analytics (spec section 7): page-load, page-leave and single-page view events, sent with
 * navigator.sendBeacon to a configurable endpoint; the channel code is the agent value. With no
 * endpoint configured nothing is sent. Sending never throws and never waits: a beacon is queued
 * by the browser and outlives navigation and unload.
 */
export type TrackEventName = 'page-load' | 'page-leave' | 'page-view';

export interface TrackEvent {
  event: TrackEventName;
  /** App path without the base, e.g. "/phone/about". */
  path: string;
  title: string;
  /** Channel code = agent (1, 2, 5, 6, 7). */
  channel: number;
  /** Previous app path for a view; the document referrer for a load. */
  from?: string;
  /** Milliseconds since the page started, for load and leave. */
  elapsedMs?: number;
  ts: number;
}

export interface TrackerOptions {
  endpoint: string;
  channel: () => number;
  send?: (url: string, body: string) => boolean;
  now?: () => number;
}

const defaultSend = (url: string, body: string): boolean =>
  typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function'
    ? navigator.sendBeacon(url, body)
    : false;

export interface Tracker {
  readonly enabled: boolean;
  track(event: Omit<TrackEvent, 'channel' | 'ts'>): void;
}

export function createTracker(options: TrackerOptions): Tracker {
  const send = options.send ?? defaultSend;
  const now = options.now ?? Date.now;
  const enabled = options.endpoint.trim() !== '';
  return {
    enabled,
    track(event) {
      if (!enabled) return;
      // A string body goes as text/plain: a CORS-safelisted type, so no preflight is needed.
      const body = JSON.stringify({ ...event, channel: options.channel(), ts: now() });
      try {
        send(options.endpoint, body);
      } catch {
        // Analytics must never break the page.
      }
    },
  };
}
