import { createServer } from 'node:net';

/** A free TCP port on the loopback interface (bind to 0, read it back, release it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    // Not unref'd: in a plain script (the screenshot scripts) nothing else may be keeping Node's
    // event loop alive yet, and an unref'd listener let the process exit before listen answered.
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once an HTTP GET to the URL answers (any status), or rejects after the timeout. */
export async function waitForHttp(url: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(2_000) });
      return;
    } catch (error) {
      lastError = error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms: ${String(lastError)}`);
}
