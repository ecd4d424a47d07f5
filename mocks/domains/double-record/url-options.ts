import { setDrOptions } from './seed';

/**
 * The double-record domain's own scenario option (mock modes only), beside the catalogue's switch:
 *
 *   ?mockDrScript=short    every step of the recording script needs 1 s instead of 3–8 s (a
 *                          whole recording takes seconds, for journeys and demos);
 *                          `?mockDrScript=normal` goes back.
 *
 * Remembered per tab (sessionStorage) like the order mock's clock, so it survives the vendor
 * round trip of signing; tests call setDrOptions() instead.
 */
const KEY = 'trust-h5:mock-dr-options';

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

/** The script length asked for by the address, or undefined when it does not say. */
export function drScriptFromSearch(search: string): 'short' | 'normal' | undefined {
  const asked = new URLSearchParams(search).get('mockDrScript');
  return asked === 'short' || asked === 'normal' ? asked : undefined;
}

if (typeof window !== 'undefined' && typeof location !== 'undefined') {
  const asked = drScriptFromSearch(location.search);
  if (asked) storage()?.setItem(KEY, asked);
  if (storage()?.getItem(KEY) === 'short') setDrOptions({ shortScript: true });
}
