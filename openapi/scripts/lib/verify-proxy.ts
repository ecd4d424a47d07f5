/**
 * The validating proxy behind `npm run spec:verify`: Prism in proxy mode checks every request
 * and response against the contract, and a thin forwarder in front of it reads Prism's
 * `sl-violations` header off each response. The header belongs to exactly one exchange, so
 * violations are attributed to the right call even when calls overlap, which Prism's
 * interleaved log lines cannot promise.
 *
 * Traffic passes through unchanged (Prism runs without --errors): the app keeps working
 * against the real backend while every deviation from the contract is reported.
 */
import { createServer, request as httpRequest } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { TRUST_APP_API_PREFIX } from './bundle.ts';
import { freePort, startPrism } from './prism.ts';
import type { PrismProcess } from './prism.ts';

export interface Violation {
  /** "request" or "response". */
  side: string;
  /** Where in the message, e.g. "body.code". */
  where: string;
  severity: string;
  message: string;
}

export interface CallReport {
  call: string;
  requests: number;
  violations: Violation[];
}

export interface VerifyProxyOptions {
  upstream: string;
  /** Port the app or script talks to; a free one when omitted. */
  port?: number;
  /**
   * Prism's --errors: a request or response that breaks the contract is answered with Prism's
   * error (422 / 500 problem document) instead of passing through, so the app fails loudly.
   */
  strict?: boolean;
  onViolations?: (call: string, violations: Violation[]) => void;
}

export interface VerifyProxy {
  url: string;
  reports: () => CallReport[];
  stop: () => Promise<void>;
}

const HOST = '127.0.0.1';

/** `/xtmk/apph5/services/trustAppApi/selectAreaCity?x` → `selectAreaCity`; other paths as they are. */
export function callOf(url: string): string {
  const path = url.split('?')[0] ?? url;
  return path.startsWith(TRUST_APP_API_PREFIX) ? path.slice(TRUST_APP_API_PREFIX.length) : path;
}

interface PrismViolation {
  location?: unknown;
  severity?: unknown;
  message?: unknown;
}

/** Parses Prism's `sl-violations` header (a JSON array); anything unreadable becomes one entry. */
export function parseViolations(header: string | string[] | undefined): Violation[] {
  if (!header) return [];
  const text = Array.isArray(header) ? header.join(',') : header;
  let list: unknown;
  try {
    list = JSON.parse(text);
  } catch {
    return [
      { side: 'unknown', where: '', severity: 'Error', message: `unreadable sl-violations header: ${text}` },
    ];
  }
  if (!Array.isArray(list)) return [];
  return list.map((item: PrismViolation) => {
    const location = Array.isArray(item.location) ? item.location.map(String) : [];
    return {
      side: location[0] ?? 'unknown',
      where: location.slice(1).join('.'),
      severity: String(item.severity ?? 'Error'),
      message: String(item.message ?? ''),
    };
  });
}

/** Prism answers with a problem document (not the upstream) when it cannot route a request. */
function prismProblem(response: IncomingMessage, body: Buffer): Violation | undefined {
  if (!String(response.headers['content-type'] ?? '').includes('application/problem+json')) return undefined;
  try {
    const problem = JSON.parse(body.toString('utf8')) as { type?: string; title?: string; detail?: string };
    if (!problem.type?.includes('stoplight.io/prism/errors')) return undefined;
    return {
      side: 'prism',
      where: '',
      severity: 'Error',
      message: `${problem.title ?? ''}: ${problem.detail ?? ''}`,
    };
  } catch {
    return undefined;
  }
}

export async function startVerifyProxy(options: VerifyProxyOptions): Promise<VerifyProxy> {
  const prism: PrismProcess = await startPrism({
    mode: 'proxy',
    upstream: options.upstream,
    args: options.strict ? ['--errors'] : [],
  });
  const reports = new Map<string, CallReport>();
  const record = (call: string, violations: Violation[]) => {
    const report = reports.get(call) ?? { call, requests: 0, violations: [] };
    report.requests += 1;
    report.violations.push(...violations);
    reports.set(call, report);
    if (violations.length) options.onViolations?.(call, violations);
  };

  const forward = (incoming: IncomingMessage, outgoing: ServerResponse) => {
    const call = callOf(incoming.url ?? '/');
    const upstreamRequest = httpRequest(
      {
        host: HOST,
        port: prism.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, host: `${HOST}:${String(prism.port)}` },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const body = Buffer.concat(chunks);
          const problem = prismProblem(response, body);
          record(call, [
            ...parseViolations(response.headers['sl-violations']),
            ...(problem ? [problem] : []),
          ]);
          outgoing.writeHead(response.statusCode ?? 502, response.headers);
          outgoing.end(body);
        });
      },
    );
    upstreamRequest.on('error', (error) => {
      record(call, [{ side: 'proxy', where: '', severity: 'Error', message: error.message }]);
      outgoing.writeHead(502, { 'content-type': 'text/plain' });
      outgoing.end(`spec:verify could not reach Prism: ${error.message}`);
    });
    incoming.pipe(upstreamRequest);
  };

  const port = options.port ?? (await freePort());
  const server: Server = createServer(forward);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, HOST, () => resolve());
    });
  } catch (error) {
    await prism.stop();
    throw error;
  }

  return {
    url: `http://${HOST}:${String(port)}`,
    reports: () => [...reports.values()].sort((a, b) => a.call.localeCompare(b.call)),
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await prism.stop();
    },
  };
}
