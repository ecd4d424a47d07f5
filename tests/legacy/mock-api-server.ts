import { createServer, type IncomingMessage } from 'node:http';
import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { getResponse } from 'msw';
import { ensureMockDb } from '@mocks/db/define-collection';
import { handlers } from '@mocks/handlers';
import { REPO_ROOT } from '@tests/e2e/support/nginx';

export interface RunningMockApi {
  /**
   * e.g. http://127.0.0.1:41234: give it to startNginx({ apiUpstream }), then open the app here
   * once serveAppFrom() named nginx (the files the mock's answers point to are served here too).
   */
  origin: string;
  /** Everything the mock does not answer goes to this origin (nginx serving the build). */
  serveAppFrom(origin: string): void;
  stop(): Promise<void>;
}

/** The API; the rest is nginx's, but for the mock's files. */
const MOCKED_PATHS = /^\/xtmk\/apph5\/(services|appgw)\//;
/**
 * The files the mock's answers link to (the PDFs the file gateway redirects to), which only the
 * demo build carries: served from mocks/public as the demo build serves them.
 */
const MOCK_FILES = /^\/xtmk\/apph5\/(mock-files\/[\w./-]+)$/;
const FILE_TYPES: Record<string, string> = { pdf: 'application/pdf', png: 'image/png', jpg: 'image/jpeg' };

async function mockFile(name: string): Promise<Response> {
  const file = path.join(REPO_ROOT, 'mocks/public', path.normalize(name));
  if (!file.startsWith(path.join(REPO_ROOT, 'mocks/public/mock-files/')))
    return new Response(null, { status: 404 });
  const body = await readFile(file).catch(() => undefined);
  if (!body) return new Response(null, { status: 404 });
  const type = FILE_TYPES[path.extname(file).slice(1)] ?? 'application/octet-stream';
  return new Response(body, { headers: { 'content-type': type } });
}

async function toRequest(incoming: IncomingMessage): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (let i = 0; i < incoming.rawHeaders.length; i += 2)
    headers.append(incoming.rawHeaders[i] ?? '', incoming.rawHeaders[i + 1] ?? '');
  const method = incoming.method ?? 'GET';
  return new Request(`http://${incoming.headers.host ?? '127.0.0.1'}${incoming.url ?? '/'}`, {
    method,
    headers,
    ...(method === 'GET' || method === 'HEAD' ? {} : { body: Buffer.concat(chunks) }),
  });
}

/**
 * The stateful mock backend (mocks/handlers.ts: the scenario switch, the domains with their seed,
 * the contract-generated fallback) behind a plain node:http server, for builds that carry no mock
 * of their own: nginx proxies the API here as it proxies to the real gateway. The demo build's
 * in-page mock (MSW's browser module) does not start in engines older than Chromium 91, so old
 * engines get the same answers from here. The browser opens the app on this server, which hands
 * everything but the API and the mock's files to nginx (serveAppFrom): the PDFs the mock's file
 * gateway redirects to then live on the app's origin, as the demo build serves them. State lives
 * in this process: one investor at a time.
 */
export async function startMockApi(): Promise<RunningMockApi> {
  await ensureMockDb();
  let app: string | undefined;
  const server = createServer((incoming, outgoing) => {
    void (async () => {
      try {
        const request = await toRequest(incoming);
        const { pathname } = new URL(request.url);
        const mocked = MOCKED_PATHS.test(pathname) || MOCK_FILES.test(pathname);
        const file = MOCK_FILES.exec(pathname)?.[1];
        const response = file
          ? await mockFile(file)
          : mocked
            ? await getResponse(handlers, request)
            : app
              ? await fetch(new URL(`${pathname}${new URL(request.url).search}`, app), {
                  method: request.method,
                  headers: request.headers,
                  ...(request.body ? { body: await request.arrayBuffer() } : {}),
                  redirect: 'manual',
                })
              : undefined;
        if (!response) {
          outgoing.writeHead(404, { 'content-type': 'text/plain' }).end(`nothing answers ${incoming.url}`);
          return;
        }
        const headers = Object.fromEntries(response.headers);
        // fetch() has decoded the body already.
        if (!mocked)
          for (const name of ['content-encoding', 'content-length', 'transfer-encoding'])
            delete headers[name];
        outgoing.writeHead(response.status, headers);
        outgoing.end(Buffer.from(await response.arrayBuffer()));
      } catch (error) {
        outgoing.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    serveAppFrom(origin) {
      app = origin;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
