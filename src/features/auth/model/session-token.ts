import { clientStore, type ClientStore } from '@/env/client-store';

/**
 * Stores the session a login answered the way start-up stores a token it reads (src/env/startup.ts:
 * the client store writes cookie + local storage `apptoken`), so the login guard, the transport
 * and a reload all see it.
 */
export function storeSessionToken(apptoken: string, store: Pick<ClientStore, 'set'> = clientStore): void {
  store.set('apptoken', apptoken);
}
