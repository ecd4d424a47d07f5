import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from '@gen/paths';

export const HIDE_LOADING_HEADER = 'X-Hide-Loading';

/**
 * The typed openapi-fetch client over the contract's paths: the transport uses it for every
 * generated hook, and code outside React (start-up, scripts, tests) can call it directly.
 *
 * `fetch` is looked up on every call rather than captured at creation, so MSW (which patches
 * globalThis.fetch when it starts listening) sees requests from a client created earlier.
 */
export function createApiClient(options: { baseUrl?: string; middleware?: Middleware[] } = {}) {
  const client = createClient<paths>({
    // Absolute URLs everywhere: Node's fetch (tests) cannot resolve a relative one.
    baseUrl: options.baseUrl ?? globalThis.location?.origin ?? '',
    fetch: (request) => globalThis.fetch(request),
  });
  if (options.middleware?.length) client.use(...options.middleware);
  return client;
}

export type ApiClient = ReturnType<typeof createApiClient>;
