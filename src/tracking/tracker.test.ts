import { describe, expect, it, vi } from 'vitest';
import { trackPageLeave, trackPageLoad } from './page-lifecycle';
import { createTracker } from './tracker';

describe('tracker', () => {
  it('sends a beacon with the agent as channel', () => {
    const send = vi.fn(() => true);
    const tracker = createTracker({
      endpoint: 'https://stats.example.cn/b',
      channel: () => 5,
      send,
      now: () => 42,
    });
    tracker.track({ event: 'page-view', path: '/phone/about', title: '关于我们', from: '/phone/help' });
    expect(send).toHaveBeenCalledWith(
      'https://stats.example.cn/b',
      JSON.stringify({
        event: 'page-view',
        path: '/phone/about',
        title: '关于我们',
        from: '/phone/help',
        channel: 5,
        ts: 42,
      }),
    );
  });

  it('is off when no endpoint is configured', () => {
    const send = vi.fn(() => true);
    const tracker = createTracker({ endpoint: ' ', channel: () => 6, send });
    tracker.track({ event: 'page-view', path: '/phone/about', title: 't' });
    expect(tracker.enabled).toBe(false);
    expect(send).not.toHaveBeenCalled();
  });

  it('never throws when the beacon fails', () => {
    const send = vi.fn(() => {
      throw new TypeError('beacon refused');
    });
    const tracker = createTracker({ endpoint: '/b', channel: () => 6, send });
    expect(() => tracker.track({ event: 'page-view', path: '/', title: '' })).not.toThrow();
  });

  it('uses navigator.sendBeacon by default', () => {
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon });
    createTracker({ endpoint: '/b', channel: () => 1 }).track({ event: 'page-view', path: '/x', title: 'x' });
    expect(sendBeacon).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
  });
});

describe('page lifecycle', () => {
  const recorder = () => {
    const events: { event: string; path: string }[] = [];
    const tracker = createTracker({
      endpoint: '/b',
      channel: () => 6,
      send: (_url, body) => {
        events.push(JSON.parse(body) as { event: string; path: string });
        return true;
      },
    });
    return { events, tracker };
  };

  it('tracks page-load with the route it was given', () => {
    const { events, tracker } = recorder();
    trackPageLoad(tracker, { path: '/phone/about', title: '关于我们' });
    expect(events).toEqual([expect.objectContaining({ event: 'page-load', path: '/phone/about' })]);
  });

  it('tracks page-leave once per leave on pagehide / hidden', () => {
    const { events, tracker } = recorder();
    const stop = trackPageLeave(tracker, () => ({ path: '/phone/about', title: '关于我们' }));
    window.dispatchEvent(new Event('pagehide'));
    window.dispatchEvent(new Event('pagehide'));
    expect(events.map((e) => e.event)).toEqual(['page-leave']);
    stop();
    window.dispatchEvent(new Event('pagehide'));
    expect(events).toHaveLength(1);
  });

  it('does nothing when tracking is off', () => {
    const send = vi.fn(() => true);
    const tracker = createTracker({ endpoint: '', channel: () => 6, send });
    trackPageLoad(tracker, { path: '/', title: '' });
    const stop = trackPageLeave(tracker, () => ({ path: '/', title: '' }));
    window.dispatchEvent(new Event('pagehide'));
    expect(send).not.toHaveBeenCalled();
    stop();
  });
});
