import { clientStore, type ClientStore } from '../env/client-store';

/**
 * Whether the user has a session: an apptoken in the client store (cookie + local storage),
 * put there at start-up (from the address or the app's user agent) or by the login page.
 */
export function hasSession(store: Pick<ClientStore, 'get'> = clientStore): boolean {
  return Boolean(store.get('apptoken'));
}

/**
 * Forgets a token the server has declared dead (session expired): the login guard then sends
 * login-required pages to login instead of calling the server with it again, and the login
 * route does not take it for a fresh session (which would bounce the user straight back).
 */
export function endSession(store: Pick<ClientStore, 'remove'> = clientStore): void {
  store.remove('apptoken');
}
