import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/**
 * One MSW server per test file, with no default handlers: every test states what the server
 * answers. An unmocked call is an error, so a forgotten handler fails the test loudly.
 */
export function setupMswServer() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

export const API = (name: string) => `*/xtmk/apph5/services/trustAppApi/${name}`;

export const envelope = (data: unknown, statusCode = '00000000', code = '00000000', msg = '成功') => ({
  code,
  msg,
  result: { statusCode, msg, data },
});
