/**
 * After a redeploy the old index's lazy chunks are gone (404). The first such failure reloads
 * the page once, which fetches the new index and its chunks; if it fails again the error page
 * with a retry shows instead, so the user never gets a reload loop or a white screen.
 */
const RELOAD_FLAG = 'trust-h5:stale-chunk-reload';

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading chunk \S+ failed/i;

export function isStaleChunkError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return CHUNK_ERROR.test(message);
}

interface ReloadDeps {
  storage: () => Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  reload: () => void;
}

const browserDeps: ReloadDeps = {
  storage: () => window.sessionStorage,
  reload: () => window.location.reload(),
};

/** Reloads once per page session for a stale chunk; returns false when it already did (show the error). */
export function reloadOnceForStaleChunk(deps: ReloadDeps = browserDeps): boolean {
  try {
    if (deps.storage().getItem(RELOAD_FLAG)) return false;
    deps.storage().setItem(RELOAD_FLAG, String(Date.now()));
  } catch {
    // No session storage: a reload could loop, so show the error page instead.
    return false;
  }
  deps.reload();
  return true;
}

/** Called once a route has rendered: the next stale chunk may reload again. */
export function clearStaleChunkFlag(deps: Pick<ReloadDeps, 'storage'> = browserDeps): void {
  try {
    deps.storage().removeItem(RELOAD_FLAG);
  } catch {
    // Nothing to clear without storage.
  }
}
