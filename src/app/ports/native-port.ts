import type { ToastPort } from '@/api/ports';
import { createNativeBridge, type NativeBridge } from '@/bridge/native-bridge';
import type { EnvironmentType as BridgeEnvironment } from '@/bridge/bridge-config';
import type { Environment } from '@/env/startup';

/** The bridge's view of the start-up detection: the own app, a mini-program / work-chat, or neither. */
export function bridgeEnvironment(environment: Pick<Environment, 'flags' | 'type'>): BridgeEnvironment {
  if (environment.flags.ownApp) return 'ownApp';
  return environment.type === 'miniProgram' ? 'miniProgram' : 'browser';
}

/** The native bridge as the catalogue's NativePort (login in the own app, "方法未定义" without a host). */
export function createNativePort(
  environment: Pick<Environment, 'flags' | 'type'>,
  toast: ToastPort,
): NativeBridge {
  return createNativeBridge({ environment: () => bridgeEnvironment(environment), toast });
}
