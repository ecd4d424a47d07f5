import type { paths } from '@gen/paths';
import type { ApiClient } from './client';
import { HIDE_LOADING_HEADER } from './client';
import { anySignal } from './any-signal';
import { parseEnvelope } from './envelope';
import type { CallOptions, TransportOutcome } from './outcome';

/** Product spec, section 7 and 9: requests time out after 600000 ms. */
export const API_TIMEOUT_MS = 600_000;

/** Every trustAppApi call of the contract. */
type TrustAppApiPath = Extract<keyof paths, `/xtmk/apph5/services/trustAppApi/${string}`>;

/** The request shape orval's generated functions hand to the transport. */
export interface GeneratedRequest {
  url: string;
  method: string;
  headers?: Record<string, string>;
  data?: unknown;
  /**
   * Only on paged calls: `{pageNum}` from an infinite hook. orval pages through a query
   * parameter only, so codegen.config.ts gives it one; on the wire it belongs in requestData.
   */
  params?: Record<string, unknown>;
  signal?: AbortSignal;
}

/** The payload, with an infinite hook's page number (`params`) moved into it, never into the URL. */
function requestDataOf(request: GeneratedRequest): unknown {
  const params = Object.entries(request.params ?? {}).filter(([, value]) => value !== undefined);
  if (!params.length) return request.data ?? {};
  return { ...(request.data as Record<string, unknown> | undefined), ...Object.fromEntries(params) };
}

const BODY_PREVIEW = 200;

/** HTTP 200 or 304 return the body; any other status is an error (product spec, section 7). */
function classifyBody(text: string | undefined): TransportOutcome {
  if (!text || !text.trim()) return { kind: 'empty' };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { kind: 'malformed', body: text.slice(0, BODY_PREVIEW) };
  }
  const envelope = parseEnvelope(json);
  return envelope ? { kind: 'envelope', envelope } : { kind: 'malformed', body: text.slice(0, BODY_PREVIEW) };
}

/**
 * Posts `{"requestData": data}` and classifies what comes back. Never throws for a server
 * answer or a network failure; only a cancellation by the caller (react-query's signal)
 * propagates as the AbortError it is.
 */
export async function exchange(
  client: ApiClient,
  request: GeneratedRequest,
  options: CallOptions,
): Promise<TransportOutcome> {
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), options.timeoutMs ?? API_TIMEOUT_MS);
  const signal = request.signal ? anySignal([request.signal, timeout.signal]) : timeout.signal;
  const headers: Record<string, string> = { 'Content-Type': 'application/json', ...request.headers };
  if (options.hideLoading) headers[HIDE_LOADING_HEADER] = '1';

  try {
    // orval hands over the URL as a plain string and the payload as the hook's own type; this
    // is the single place where that call meets the typed client, so the casts live here.
    const { data, error, response } = await client.POST(request.url as TrustAppApiPath, {
      body: { requestData: requestDataOf(request) } as never,
      headers,
      signal,
      parseAs: 'text',
    });
    if (response.status !== 200 && response.status !== 304) {
      // openapi-fetch hands over an error body JSON-parsed when it is JSON, else as text.
      const envelope = parseEnvelope(error);
      const { status, statusText } = response;
      return envelope ? { kind: 'http', status, statusText, envelope } : { kind: 'http', status, statusText };
    }
    return classifyBody(typeof data === 'string' ? data : undefined);
  } catch (error) {
    if (request.signal?.aborted) throw error;
    if (timeout.signal.aborted) return { kind: 'timeout' };
    return { kind: 'network', error };
  } finally {
    clearTimeout(timer);
  }
}
