import type { NativeBridge } from './native-bridge';

/**
 * The app's one native bridge, for pages: the shell creates it at start-up (it knows the
 * detected environment) and registers it here, because features may not import the shell.
 * Pages call `appBridge().openLink(url)` and the like.
 */
let current: NativeBridge | undefined;

export function setAppBridge(bridge: NativeBridge): void {
  current = bridge;
}

export function appBridge(): NativeBridge {
  if (!current) throw new Error('The native bridge is created at start-up (src/app/boot.ts); none yet.');
  return current;
}
