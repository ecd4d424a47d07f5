/**
 * Names and shapes of the messages to the hosting app (product spec, section 1). The native
 * side's names are configuration: the seed does not show them, so they are set here once and
 * can be changed at start-up without touching the bridge.
 */

/** Where the page runs. The shell's detection (src/env/) maps onto this; 'browser' = neither. */
export type EnvironmentType = 'ownApp' | 'miniProgram' | 'browser';

export interface BridgeNames {
  /**
   * The object the own app injects on window: an Android JS interface
   * (addJavascriptInterface) or a JS shim, called as `window[name].callAppMethod(method, paramsJson)`.
   * Android interfaces only take strings, hence the JSON.
   */
  injectedObject: string;
  /** iOS WKWebView: `window.webkit.messageHandlers[name].postMessage({ method, params })`. */
  iosMessageHandler: string;
  /** The mini-program page that hosts a web-view; links open as `${page}?url=<encoded>`. */
  miniProgramWebviewPage: string;
}

export const DEFAULT_BRIDGE_NAMES: BridgeNames = {
  injectedObject: 'trustApp',
  iosMessageHandler: 'trustApp',
  miniProgramWebviewPage: '/pages/webview/webview',
};

/** Native methods (spec section 1). login and download are the "native bridge for login and download". */
export type AppMethod =
  'reloadCurrentWebview' | 'openLinkReplace' | 'openLinkWithoutFinish' | 'login' | 'download';

export type AppParams = Record<string, string | boolean>;

export interface AppMessage {
  method: AppMethod;
  params: AppParams;
}

/** Spec section 1 and 9: when no bridge exists, "方法未定义" shows after 2 s. */
export const MISSING_BRIDGE_TEXT = '方法未定义';
export const MISSING_BRIDGE_DELAY_MS = 2000;
export const MISSING_BRIDGE_TOAST_MS = 2000;
