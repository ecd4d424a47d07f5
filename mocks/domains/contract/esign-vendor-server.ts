import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { ESIGN_DEMO_DIR, ESIGN_DEMO_ORIGIN } from './esign-demo.ts';

/**
 * The fake e-signature vendor for `npm run start:msw`: the dev server serves the app on its own
 * port, but the mock sends the investor to the vendor on ESIGN_DEMO_ORIGIN (another origin, as a
 * real vendor is), so something must answer there. This small static server does, with the three
 * files of mocks/public/mock-esign/ under ESIGN_DEMO_DIR (and the sheet it shares with the wallet's
 * cashier, mocks/public/mock-vendor/vendor.css); anything else is 404. Node only (the
 * Vite config); the demo build's e2e journey routes the origin in the browser instead.
 */
const SOURCE_DIR = fileURLToPath(new URL('../../public/mock-esign', import.meta.url));
const FILES: Readonly<Record<string, string>> = {
  'sign.html': 'text/html; charset=utf-8',
  'sign.js': 'text/javascript; charset=utf-8',
  'sign.css': 'text/css; charset=utf-8',
};
/** The wallet's demo cashier (order domain, mocks/public/mock-wallet/) stands on the same origin. */
const WALLET_DIR = '/xtmk/apph5/mock-wallet/';
const WALLET_SOURCE_DIR = fileURLToPath(new URL('../../public/mock-wallet', import.meta.url));
const WALLET_FILES: Readonly<Record<string, string>> = {
  'pay.html': 'text/html; charset=utf-8',
  'pay.js': 'text/javascript; charset=utf-8',
  'pay.css': 'text/css; charset=utf-8',
};

/** The sheet both pages share (mocks/public/mock-vendor/): the same origin again. */
const SHARED_DIR = '/xtmk/apph5/mock-vendor/';
const SHARED_SOURCE_DIR = fileURLToPath(new URL('../../public/mock-vendor', import.meta.url));
const SHARED_FILES: Readonly<Record<string, string>> = { 'vendor.css': 'text/css; charset=utf-8' };

export interface RunningVendor {
  /** e.g. http://localhost:4780 */
  origin: string;
  close(): Promise<void>;
}

/** Serves the vendor's files on `port` (0: any free port) of `host`. */
export async function startEsignVendor({
  port = Number(new URL(ESIGN_DEMO_ORIGIN).port),
  host = new URL(ESIGN_DEMO_ORIGIN).hostname,
  sourceDir = SOURCE_DIR,
  unref = false,
}: { port?: number; host?: string; sourceDir?: string; unref?: boolean } = {}): Promise<RunningVendor> {
  const server: Server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://vendor.invalid');
    const [dir, files, source] = pathname.startsWith(WALLET_DIR)
      ? [WALLET_DIR, WALLET_FILES, WALLET_SOURCE_DIR]
      : pathname.startsWith(SHARED_DIR)
        ? [SHARED_DIR, SHARED_FILES, SHARED_SOURCE_DIR]
        : [ESIGN_DEMO_DIR, FILES, sourceDir];
    const name = pathname.startsWith(dir) ? pathname.slice(dir.length) : '';
    const type = Object.hasOwn(files, name) ? files[name] : undefined;
    if (request.method !== 'GET' || !type) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('not found');
      return;
    }
    readFile(path.join(source, name)).then(
      (body) => response.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'no-store' }).end(body),
      () => response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('unreadable'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  if (unref) server.unref();
  const { port: actual } = server.address() as AddressInfo;
  return {
    origin: `http://${host}:${actual}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** One vendor per process: Vite restarts its server (and re-imports this file) on config changes. */
const running = globalThis as { __trustH5EsignVendor?: Promise<RunningVendor> };

/**
 * `vite --mode msw` (npm run start:msw) also starts the fake vendor, once per process (it does
 * not hold the process open, so it ends with the dev server). A port already taken is reported,
 * not fatal: the app runs, only signing at the vendor cannot be walked.
 */
export function fakeEsignVendor(): Plugin {
  return {
    name: 'trust-h5:fake-esign-vendor',
    apply: 'serve',
    async configureServer(server) {
      if (server.config.mode !== 'msw') return;
      running.__trustH5EsignVendor ??= startEsignVendor({ unref: true });
      try {
        const vendor = await running.__trustH5EsignVendor;
        server.config.logger.info(`  Fake e-signature vendor: ${vendor.origin}${ESIGN_DEMO_DIR}sign.html`);
      } catch (error) {
        running.__trustH5EsignVendor = undefined;
        server.config.logger.warn(
          `  Fake e-signature vendor not started on ${ESIGN_DEMO_ORIGIN} (${String(error)}): signing at the vendor is unavailable.`,
        );
      }
    },
  };
}
