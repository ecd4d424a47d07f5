import type { NativePort, ToastPort } from '../api/ports';
import {
  DEFAULT_BRIDGE_NAMES,
  MISSING_BRIDGE_DELAY_MS,
  MISSING_BRIDGE_TEXT,
  MISSING_BRIDGE_TOAST_MS,
  type AppMessage,
  type AppMethod,
  type AppParams,
  type BridgeNames,
  type EnvironmentType,
} from './bridge-config';
import { chooseTransport, type TransportKind } from './transports';

/**
 * The one module that sends messages to the hosting app (product spec, section 1). Pages and
 * the status-code catalogue call it; it picks the container's channel from the environment
 * and never throws: without a channel, "方法未定义" shows after 2 s, as the spec says.
 */
export interface BridgeDeps {
  /** The detected environment; a function, so a late detection or a test can change it. */
  environment: () => EnvironmentType;
  toast: ToastPort;
  names?: Partial<BridgeNames>;
  /** Where the containers inject their objects; window in the app. */
  host?: unknown;
}

export interface BridgeResult {
  delivered: boolean;
  via: TransportKind;
}

export interface OpenLinkOptions {
  /** The native title bar: shown ('1') unless false ('0'). */
  showTitle?: boolean;
  /** Replace the current web-view (openLinkReplace) instead of opening on top of it. */
  replace?: boolean;
}

export interface NativeBridge extends NativePort {
  callAppMethod(method: AppMethod, params?: AppParams): BridgeResult;
  /** Reload defaults to on: `isReload: true` unless `reload: false`. */
  reloadCurrentWebview(options?: { reload?: boolean }): BridgeResult;
  openLink(url: string, options?: OpenLinkOptions): BridgeResult;
  login(): BridgeResult;
  download(): BridgeResult;
}

/** Spec section 1: reload defaults to on; links show the title and close the previous page. */
const DEFAULT_PARAMS: Record<AppMethod, AppParams> = {
  reloadCurrentWebview: { isReload: true },
  openLinkReplace: { titleType: '1', closePre: '1' },
  openLinkWithoutFinish: { titleType: '1', closePre: '1' },
  login: {},
  download: {},
};

export function createNativeBridge({
  environment,
  toast,
  names,
  host = globalThis,
}: BridgeDeps): NativeBridge {
  const allNames: BridgeNames = { ...DEFAULT_BRIDGE_NAMES, ...names };

  function missing() {
    setTimeout(() => {
      toast
        .show(MISSING_BRIDGE_TEXT, { kind: 'error', durationMs: MISSING_BRIDGE_TOAST_MS })
        .catch(() => undefined);
    }, MISSING_BRIDGE_DELAY_MS);
  }

  function send(message: AppMessage): BridgeResult {
    const transport = chooseTransport(environment(), message, host, allNames);
    if (transport.kind === 'none') {
      missing();
      return { delivered: false, via: 'none' };
    }
    try {
      transport.deliver();
      return { delivered: true, via: transport.kind };
    } catch (error) {
      // A native side that throws is as good as absent for the user.
      console.error('native bridge: %s failed', message.method, error);
      missing();
      return { delivered: false, via: transport.kind };
    }
  }

  return {
    isOwnApp: () => environment() === 'ownApp',
    callAppMethod: (method, params = {}) =>
      send({ method, params: { ...DEFAULT_PARAMS[method], ...params } }),
    reloadCurrentWebview: ({ reload = true } = {}) =>
      send({ method: 'reloadCurrentWebview', params: { isReload: reload } }),
    openLink: (url, { showTitle = true, replace = false } = {}) =>
      send({
        method: replace ? 'openLinkReplace' : 'openLinkWithoutFinish',
        params: { url, titleType: showTitle ? '1' : '0', closePre: '1' },
      }),
    login: () => send({ method: 'login', params: {} }),
    download: () => send({ method: 'download', params: {} }),
  };
}
