import { sessions } from '../db/db';
import { tagOfCall } from '../generated-handlers';
import { gatewayFailure } from '../http/responses';

/**
 * Which calls need a logged-in investor. Reference data (regions, countries, banks,
 * dictionaries), content and the login calls themselves are public; everything else (products
 * of a trust company are shown to identified investors only, orders, holdings, …) needs a
 * session. This is our reading; the spec does not list it.
 */
const PUBLIC_TAGS = new Set(['common', 'content', 'auth']);
const PUBLIC_CALLS = new Set([
  'queryBankCardHeadList',
  'netWorthTrendForExoSystem',
  // Points: an activity link and an adviser's marketing tool open without a session.
  'queryActivityStatus',
  'mgmMarketTool',
]);

export function needsLogin(name: string): boolean {
  if (PUBLIC_CALLS.has(name)) return false;
  const tag = tagOfCall.get(name);
  return !tag || !PUBLIC_TAGS.has(tag);
}

/**
 * How the gateway refuses a call without a valid session: an expired session is outer code
 * 00000008 (the app says "please log in again" and routes to login); a missing token is
 * 06060010 (in the app, native login; elsewhere, the failure callback).
 */
export const SESSION_ANSWERS = {
  expired: () => gatewayFailure('00000008', '登录已过期，请重新登录'),
  loggedOut: () => gatewayFailure('06060010', '用户未登录，请先登录'),
};

/**
 * The stateful side: if a handler (a logout call, a test) set the demo session to expired or
 * logged out, calls that need a login are refused until it is active again.
 */
export function sessionRefusal(name: string): Response | undefined {
  if (!needsLogin(name)) return undefined;
  const status = sessions.findFirst()?.status ?? 'loggedOut';
  if (status === 'expired') return SESSION_ANSWERS.expired();
  if (status === 'loggedOut') return SESSION_ANSWERS.loggedOut();
  return undefined;
}

export type SessionStatus = 'active' | 'expired' | 'loggedOut';

/** The last session write; handlers wait for it, so a write started before a request wins. */
let sessionWrite: Promise<void> = Promise.resolve();

/**
 * Sets the demo investor's session state (for handlers and tests). Writes are queued, and the
 * scenario handler awaits `sessionSettled()` before it judges a request, so a test may start a
 * write without awaiting it (renderRoute does) and the next request still sees it.
 */
export function setSessionStatus(status: SessionStatus): Promise<void> {
  const write = sessionWrite.then(async () => {
    await sessions.updateMany((q) => q.where({ customerId: (id) => id.length > 0 }), {
      data(session) {
        session.status = status;
      },
    });
  });
  sessionWrite = write.catch(() => undefined);
  return write;
}

/** Resolves once every session write started so far has landed. */
export const sessionSettled = (): Promise<void> => sessionWrite;
