import type { CDPSession, Page } from 'playwright-core';

/**
 * The page's trustAppApi calls, and only those, paused through the DevTools protocol (Fetch
 * domain) for a hostile stub to answer. Playwright's page.route would do the same for every
 * request of the page (its Fetch pattern is '*') and turns the HTTP cache off while any route is
 * set: each navigation of a case then fetched and compiled the whole app again through the test
 * process. Here the app's own files load as an investor's browser loads them (from the cache
 * after the first time), and the API answers are still the stub's.
 *
 * Playwright's request/response events are untouched: a paused call still shows up as a request
 * of the page, with the status the stub answered.
 */
export const API_URL_PATTERN = '*/xtmk/apph5/services/trustAppApi/*';

/** How long a call sent on to the backend is waited for before it counts as cancelled. */
const RESPONSE_WAIT_MS = 60_000;

interface HeaderEntry {
  name: string;
  value: string;
}

/** What Fetch.requestPaused carries, as far as the stubs need it. */
interface Paused {
  requestId: string;
  request: { url: string; postData?: string; postDataEntries?: { bytes?: string }[] };
  responseStatusCode?: number;
  responseHeaders?: HeaderEntry[];
  responseErrorReason?: string;
}

export interface ApiAnswer {
  status: number;
  contentType: string;
  body: string;
}

/** The real backend's (Prism's) answer to a paused call, held until the stub lets it through. */
export interface ApiResponse {
  status: number;
  text(): Promise<string>;
  /** Lets the answer reach the page as it is. */
  pass(): Promise<void>;
  /** Gives the page `body` instead, with the backend's status and headers. */
  replace(body: string): Promise<void>;
}

/** Base64 of a UTF-8 string, as the protocol carries bodies. */
const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

/**
 * The request was cancelled meanwhile (the page navigated or closed): nothing is left to
 * answer. Any other refusal is a bug in the stub and is rethrown.
 */
function unlessGone(error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  if (
    /Invalid InterceptionId|Target closed|Session closed|has been closed|No resource with given/i.test(
      message,
    )
  )
    return;
  throw error;
}

export class ApiRequest {
  /** The call's name: the last segment of its path. */
  readonly call: string;

  constructor(
    private readonly session: CDPSession,
    private readonly paused: Paused,
    private readonly responseOf: (requestId: string) => Promise<Paused>,
  ) {
    this.call = new URL(paused.request.url).pathname.split('/').pop() ?? '';
  }

  get url(): string {
    return this.paused.request.url;
  }

  /** The JSON the page posted (undefined when there was none or it was not JSON). */
  postJson(): unknown {
    const { postData, postDataEntries } = this.paused.request;
    const text =
      postData ??
      postDataEntries?.map((entry) => Buffer.from(entry.bytes ?? '', 'base64').toString('utf8')).join('');
    if (!text) return undefined;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return undefined;
    }
  }

  /** Answers the call without asking the backend (no responsePhrase: Chromium's standard one). */
  async fulfill({ status, contentType, body }: ApiAnswer): Promise<void> {
    await this.session
      .send('Fetch.fulfillRequest', {
        requestId: this.paused.requestId,
        responseCode: status,
        responseHeaders: [{ name: 'Content-Type', value: contentType }],
        body: base64(body),
      })
      .catch(unlessGone);
  }

  /** Lets the call go on to the backend, unseen. */
  async pass(): Promise<void> {
    await this.session.send('Fetch.continueRequest', { requestId: this.paused.requestId }).catch(unlessGone);
  }

  /**
   * Sends the call on to the backend and pauses its answer; undefined when no answer came (the
   * request failed or was cancelled), in which case nothing is left to do.
   */
  async fetch(): Promise<ApiResponse | undefined> {
    const { requestId } = this.paused;
    const answered = this.responseOf(requestId);
    try {
      await this.session.send('Fetch.continueRequest', { requestId, interceptResponse: true });
    } catch (error) {
      unlessGone(error);
      return undefined;
    }
    const response = await answered;
    if (response.responseErrorReason || response.responseStatusCode === undefined) {
      await this.session.send('Fetch.continueRequest', { requestId }).catch(unlessGone);
      return undefined;
    }
    const status = response.responseStatusCode;
    const session = this.session;
    return {
      status,
      async text() {
        const { body, base64Encoded } = await session.send('Fetch.getResponseBody', { requestId });
        return base64Encoded ? Buffer.from(body, 'base64').toString('utf8') : body;
      },
      async pass() {
        await session.send('Fetch.continueResponse', { requestId }).catch(unlessGone);
      },
      async replace(body: string) {
        await session
          .send('Fetch.fulfillRequest', {
            requestId,
            responseCode: status,
            // The length and encoding were the backend's body's; the new one is plain.
            responseHeaders: (response.responseHeaders ?? []).filter(
              ({ name }) => !/^(content-length|content-encoding|transfer-encoding)$/i.test(name),
            ),
            body: base64(body),
          })
          .catch(unlessGone);
      },
    };
  }
}

/**
 * Pauses every trustAppApi request of `page` and hands it to `handle`, which must answer it
 * (fulfill, pass, or fetch and then pass/replace). Call before the page's first navigation. A
 * handler that throws lets the request through rather than leave the page waiting for ever.
 */
export async function interceptApi(
  page: Page,
  handle: (request: ApiRequest) => Promise<void>,
): Promise<void> {
  const session = await page.context().newCDPSession(page);
  const awaitingResponse = new Map<string, (paused: Paused) => void>();
  // A request cancelled between its two stages never comes back: forgotten after a while.
  const responseOf = (requestId: string) =>
    new Promise<Paused>((resolve) => {
      awaitingResponse.set(requestId, resolve);
      setTimeout(() => {
        if (awaitingResponse.delete(requestId))
          resolve({ requestId, request: { url: '' }, responseErrorReason: 'TimedOut' });
      }, RESPONSE_WAIT_MS).unref();
    });
  session.on('Fetch.requestPaused', (paused) => {
    const isResponse = paused.responseStatusCode !== undefined || paused.responseErrorReason !== undefined;
    const waiting = awaitingResponse.get(paused.requestId);
    if (isResponse && waiting) {
      awaitingResponse.delete(paused.requestId);
      waiting(paused);
      return;
    }
    const request = new ApiRequest(session, paused, responseOf);
    handle(request).catch((error: unknown) => {
      console.warn(`hostile stub failed on ${request.call}; the request goes on unanswered by it`, error);
      return request.pass();
    });
  });
  await session.send('Fetch.enable', {
    patterns: [{ urlPattern: API_URL_PATTERN, requestStage: 'Request' }],
  });
}
