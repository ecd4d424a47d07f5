import type { AppMessage, BridgeNames, EnvironmentType } from './bridge-config';

/**
 * The containers' channels, looked up on every call: native code may inject its objects after
 * the page has loaded, and tests swap them. Each transport returns false when its channel is
 * absent, so the bridge can show the missing-bridge message instead of throwing.
 */
export type TransportKind = 'ios' | 'android' | 'miniProgram' | 'none';

interface MiniProgramApi {
  navigateTo(options: { url: string }): void;
  redirectTo(options: { url: string }): void;
}

/** Reads a nested property of an untyped host object without assuming its shape. */
function lookup(root: unknown, ...keys: string[]): unknown {
  let value = root;
  for (const key of keys) {
    if (value === null || (typeof value !== 'object' && typeof value !== 'function')) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

const hasMethod = (object: unknown, method: string) => typeof lookup(object, method) === 'function';

export function iosHandler(
  host: unknown,
  names: BridgeNames,
): { postMessage(message: AppMessage): void } | undefined {
  const handler = lookup(host, 'webkit', 'messageHandlers', names.iosMessageHandler);
  return hasMethod(handler, 'postMessage')
    ? (handler as { postMessage(message: AppMessage): void })
    : undefined;
}

export function injectedObject(
  host: unknown,
  names: BridgeNames,
): { callAppMethod(method: string, paramsJson: string): void } | undefined {
  const object = lookup(host, names.injectedObject);
  return hasMethod(object, 'callAppMethod')
    ? (object as { callAppMethod(method: string, paramsJson: string): void })
    : undefined;
}

export function miniProgram(host: unknown): MiniProgramApi | undefined {
  const api = lookup(host, 'wx', 'miniProgram');
  return hasMethod(api, 'navigateTo') && hasMethod(api, 'redirectTo') ? (api as MiniProgramApi) : undefined;
}

/** The channel for one message in one environment, or 'none'. */
export function chooseTransport(
  environment: EnvironmentType,
  message: AppMessage,
  host: unknown,
  names: BridgeNames,
): { kind: TransportKind; deliver: () => void } {
  if (environment === 'ownApp') {
    const ios = iosHandler(host, names);
    if (ios) return { kind: 'ios', deliver: () => ios.postMessage(message) };
    const android = injectedObject(host, names);
    if (android) {
      return {
        kind: 'android',
        deliver: () => android.callAppMethod(message.method, JSON.stringify(message.params)),
      };
    }
  }
  if (environment === 'miniProgram' && isOpenLink(message)) {
    const wx = miniProgram(host);
    if (wx) {
      const url = miniProgramUrl(message, names);
      const replace = message.method === 'openLinkReplace';
      return {
        kind: 'miniProgram',
        deliver: () => (replace ? wx.redirectTo({ url }) : wx.navigateTo({ url })),
      };
    }
  }
  return { kind: 'none', deliver: () => undefined };
}

/** The mini-program only navigates: reload, login and download have no channel there. */
const isOpenLink = (message: AppMessage) =>
  message.method === 'openLinkReplace' || message.method === 'openLinkWithoutFinish';

function miniProgramUrl(message: AppMessage, names: BridgeNames): string {
  const query = new URLSearchParams({
    url: String(message.params.url ?? ''),
    titleType: String(message.params.titleType ?? '1'),
  });
  return `${names.miniProgramWebviewPage}?${query.toString()}`;
}
