/**
 * Time on a page (updateEnterTime): one visit is reported when it starts, with its enter time, and
 * again when the investor leaves, with the milliseconds the page was in view (the server keeps the
 * later report of the same visitId). Leaving is the first of: the page hidden (app switch, screen
 * off: visibilitychange), unloaded (pagehide), or the visit stopped (navigation to another route).
 * Coming back to a hidden page arms the leave again, and only the time in view counts.
 */
export interface VisitReport {
  visitId: string;
  /** App path without the base, e.g. "/phone/inforDetail". */
  pagePath: string;
  /** What the page showed (an article's id). */
  targetId?: string;
  /** ISO 8601 with offset. */
  enterTime: string;
  /** Only on leave: the milliseconds in view so far. */
  stayMs?: number;
}

export interface PageVisitOptions {
  pagePath: string;
  targetId?: string;
  /** Sends one report; must not throw (a failed report is the server's loss, not the page's). */
  report: (visit: VisitReport) => void;
  now?: () => number;
  newVisitId?: () => string;
  win?: Window;
}

const randomVisitId = (at: number) => `v-${at}-${Math.random().toString(36).slice(2, 8).padEnd(4, '0')}`;

/** Starts a visit and reports its enter; returns `stop`, which reports the leave if still in view. */
export function startPageVisit({
  pagePath,
  targetId,
  report,
  now = Date.now,
  newVisitId,
  win = window,
}: PageVisitOptions): () => void {
  const enteredAt = now();
  const visit: VisitReport = {
    visitId: newVisitId?.() ?? randomVisitId(enteredAt),
    pagePath,
    ...(targetId ? { targetId } : {}),
    enterTime: new Date(enteredAt).toISOString(),
  };
  let stayMs = 0;
  let inViewSince: number | undefined = enteredAt;
  const send = (extra: Partial<VisitReport> = {}) => {
    try {
      report({ ...visit, ...extra });
    } catch {
      // Reporting must never break the page.
    }
  };
  const leave = () => {
    if (inViewSince === undefined) return;
    stayMs += Math.max(0, now() - inViewSince);
    inViewSince = undefined;
    send({ stayMs });
  };
  const visibility = () => {
    if (win.document.visibilityState === 'hidden') leave();
    else if (inViewSince === undefined) inViewSince = now();
  };
  send();
  win.addEventListener('pagehide', leave);
  win.document.addEventListener('visibilitychange', visibility);
  return () => {
    leave();
    win.removeEventListener('pagehide', leave);
    win.document.removeEventListener('visibilitychange', visibility);
  };
}
