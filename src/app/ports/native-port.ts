import type { NativePort } from '../../api/ports';
import type { Environment } from '../../env/startup';

/**
 * INTEGRATION POINT: the native bridge (src/bridge) is not there yet. Until it is, login()
 * only warns; isOwnApp comes from start-up detection either way.
 */
export function createNativePort(environment: Pick<Environment, 'flags'>): NativePort {
  return {
    isOwnApp: () => environment.flags.ownApp,
    login: () => console.warn('native bridge not installed: login'),
  };
}
