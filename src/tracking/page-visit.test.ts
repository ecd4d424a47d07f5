import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { startPageVisit, type VisitReport } from './page-visit';

let hidden = false;
Object.defineProperty(document, 'visibilityState', {
  configurable: true,
  get: () => (hidden ? 'hidden' : 'visible'),
});
const setHidden = (value: boolean) => {
  hidden = value;
  document.dispatchEvent(new Event('visibilitychange'));
};
afterEach(() => {
  hidden = false;
});
// jsdom's own visibilityState (on Document.prototype) for the files after this one.
afterAll(() => {
  delete (document as { visibilityState?: DocumentVisibilityState }).visibilityState;
});

function visit(targetId?: string) {
  let clock = Date.parse('2026-11-20T02:30:00.000Z');
  const reports: VisitReport[] = [];
  const stop = startPageVisit({
    pagePath: '/phone/inforDetail',
    ...(targetId ? { targetId } : {}),
    report: (r) => reports.push(r),
    now: () => clock,
    newVisitId: () => 'v-1732069800000-k3x9',
  });
  return { reports, stop, elapse: (ms: number) => (clock += ms) };
}

describe('startPageVisit (updateEnterTime)', () => {
  it('reports the enter at once, without a stay', () => {
    const { reports, stop } = visit('AR202406280012');
    expect(reports).toEqual([
      {
        visitId: 'v-1732069800000-k3x9',
        pagePath: '/phone/inforDetail',
        targetId: 'AR202406280012',
        enterTime: '2026-11-20T02:30:00.000Z',
      },
    ]);
    stop();
  });

  it('reports the leave once, with the time in view, when the visit stops (navigation)', () => {
    const { reports, stop, elapse } = visit();
    elapse(12_500);
    stop();
    expect(reports).toHaveLength(2);
    expect(reports[1]).toMatchObject({ visitId: 'v-1732069800000-k3x9', stayMs: 12_500 });
    window.dispatchEvent(new Event('pagehide'));
    expect(reports).toHaveLength(2);
  });

  it('reports when the page is hidden; back in view it counts on, and the next leave says the total', () => {
    const { reports, stop, elapse } = visit();
    elapse(4_000);
    setHidden(true);
    expect(reports.at(-1)).toMatchObject({ stayMs: 4_000 });
    setHidden(true);
    elapse(60_000); // away: not counted
    expect(reports).toHaveLength(2);
    setHidden(false);
    elapse(3_000);
    stop();
    expect(reports).toHaveLength(3);
    expect(reports[2]).toMatchObject({ stayMs: 7_000 });
    expect(new Set(reports.map((r) => r.visitId)).size).toBe(1);
  });

  it('reports on pagehide (unload), and not again when stopped afterwards', () => {
    const { reports, stop, elapse } = visit();
    elapse(1_000);
    window.dispatchEvent(new Event('pagehide'));
    stop();
    expect(reports.map((r) => r.stayMs)).toEqual([undefined, 1_000]);
  });

  it('a failing report never throws into the page; ids are made when none is given', () => {
    const report = vi.fn(() => {
      throw new Error('offline');
    });
    const stop = startPageVisit({ pagePath: '/phone/inforDetail', report });
    expect(() => stop()).not.toThrow();
    expect(report).toHaveBeenCalledTimes(2);
    const [[first]] = report.mock.calls as unknown as [[VisitReport]];
    expect(first.visitId).toMatch(/^v-\d+-[0-9a-z]{4,}$/);
  });
});
