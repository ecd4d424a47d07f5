/** What closePdf needs of a pdf.js loading task (pdf.js 5's, or the legacy chunks' pdf.js 2). */
export interface ClosablePdfTask {
  destroy(): Promise<void>;
}

/** How long after closing an abort left unhandled still counts as the closing's. */
export const CLOSING_ABORTS_MS = 1000;

const isAbort = (reason: unknown) => reason instanceof DOMException && reason.name === 'AbortError';

/**
 * Closes a document: stops its downloads and terminates its worker. pdf.js's fetch readers abort
 * their requests as they close, and a range request pdf.js has not started reading then rejects a
 * promise nothing awaits: an uncaught "signal is aborted without reason" in the console. Those
 * cancellations are what closing asks for, so aborts left unhandled while the document closes
 * (and shortly after: the browser reports them a task later) are marked handled; every other
 * rejection is reported as ever.
 */
export async function closePdf(task: ClosablePdfTask): Promise<void> {
  const closingAborts = (event: PromiseRejectionEvent) => {
    if (isAbort(event.reason)) event.preventDefault();
  };
  addEventListener('unhandledrejection', closingAborts);
  try {
    await task.destroy();
  } catch {
    // A document that failed to load has nothing left to close.
  } finally {
    setTimeout(() => removeEventListener('unhandledrejection', closingAborts), CLOSING_ABORTS_MS);
  }
}
