import { clientStore } from '../env/client-store';
import { readEnvConfig } from '../env/env-config';
import { createTracker } from './tracker';

/** The app's tracker: endpoint from VITE_BEACON_URL, channel = the stored agent (default 6). */
export const appTracker = createTracker({
  endpoint: readEnvConfig().beaconUrl,
  channel: () => clientStore.get('agent') ?? 6,
});
