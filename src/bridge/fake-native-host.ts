import { DEFAULT_BRIDGE_NAMES, type AppParams, type BridgeNames } from './bridge-config';

/**
 * A stand-in for the hosting app: it injects the objects a container would (the own app's
 * iOS message handler or Android interface, or the mini-program's wx.miniProgram) and records
 * every message, so tests can assert "the app asked the native side to log in" and developers
 * can read `window.__nativeCalls` in the console. The shell installs it in dev builds only.
 */
export type FakeContainer = 'ios' | 'android' | 'miniProgram';

export interface NativeCall {
  container: FakeContainer;
  /** The app method, or navigateTo / redirectTo in the mini-program. */
  method: string;
  params: AppParams;
  at: number;
}

export interface FakeNativeHost {
  calls: NativeCall[];
  /** The calls of one method, e.g. `host.callsOf('login')`. */
  callsOf(method: string): NativeCall[];
  clear(): void;
  uninstall(): void;
}

export interface FakeHostOptions {
  container?: FakeContainer;
  /** Where to inject; window by default. */
  host?: Record<string, unknown>;
  names?: Partial<BridgeNames>;
  /** Also expose the record as `host.__nativeCalls` (dev console). */
  expose?: boolean;
  /** Log each call with console.info (dev builds, so the developer sees it happen). */
  log?: boolean;
}

export function installFakeNativeHost({
  container = 'android',
  host = globalThis as unknown as Record<string, unknown>,
  names,
  expose = true,
  log = false,
}: FakeHostOptions = {}): FakeNativeHost {
  const { injectedObject, iosMessageHandler } = { ...DEFAULT_BRIDGE_NAMES, ...names };
  const calls: NativeCall[] = [];
  const record = (method: string, params: AppParams) => {
    calls.push({ container, method, params, at: Date.now() });
    if (log) console.info('[fake native host] %s %s', container, method, params);
  };
  const injected: string[] = [];
  const inject = (key: string, value: unknown) => {
    injected.push(key);
    host[key] = value;
  };

  if (container === 'android') {
    inject(injectedObject, {
      callAppMethod: (method: string, paramsJson: string) =>
        record(method, JSON.parse(paramsJson) as AppParams),
    });
  } else if (container === 'ios') {
    inject('webkit', {
      messageHandlers: {
        [iosMessageHandler]: {
          postMessage: (message: { method: string; params: AppParams }) =>
            record(message.method, message.params),
        },
      },
    });
  } else {
    inject('wx', {
      miniProgram: {
        navigateTo: ({ url }: { url: string }) => record('navigateTo', { url }),
        redirectTo: ({ url }: { url: string }) => record('redirectTo', { url }),
      },
    });
  }
  if (expose) inject('__nativeCalls', calls);

  return {
    calls,
    callsOf: (method) => calls.filter((call) => call.method === method),
    clear: () => void calls.splice(0),
    uninstall: () => injected.forEach((key) => delete host[key]),
  };
}
