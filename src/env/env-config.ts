/**
 * Start-up configuration read from Vite env vars (VITE_*, baked in at build time). The markers
 * are deployment facts (the own app's user-agent token, the live-stream partner's URL marker),
 * so they are configuration with documented defaults rather than constants in code.
 */
export interface EnvConfig {
  /** Substring of the user agent that identifies the company's own app (VITE_APP_UA_MARKER). */
  appUaMarker: string;
  /** Substring of the URL that identifies a live-stream partner's link (VITE_LIVE_PARTNER_MARKER). */
  livePartnerMarker: string;
  /** Where analytics beacons go; empty turns tracking off (VITE_BEACON_URL). */
  beaconUrl: string;
  /** The spec's debug flag; off unless VITE_DEBUG=true. */
  debug: boolean;
}

export const DEFAULT_APP_UA_MARKER = 'xtapp';
export const DEFAULT_LIVE_PARTNER_MARKER = 'livePartner';

type RawEnv = Partial<Record<string, string | boolean | undefined>>;

const text = (value: string | boolean | undefined, fallback: string) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;

export function readEnvConfig(env: RawEnv = import.meta.env): EnvConfig {
  return {
    appUaMarker: text(env.VITE_APP_UA_MARKER, DEFAULT_APP_UA_MARKER),
    livePartnerMarker: text(env.VITE_LIVE_PARTNER_MARKER, DEFAULT_LIVE_PARTNER_MARKER),
    beaconUrl: text(env.VITE_BEACON_URL, ''),
    debug: env.VITE_DEBUG === 'true' || env.VITE_DEBUG === true,
  };
}
