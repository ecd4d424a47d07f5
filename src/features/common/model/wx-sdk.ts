import { wxContainer, type WxContainer } from './container';

/**
 * The WeChat / WeCom JS-SDK (jweixin), loaded only where it works: inside WeChat or WeCom, on the
 * page that needs it, never at start-up and never in another container or a plain browser (there
 * the loader does nothing and adds no script). The script cannot come from res.wx.qq.com: the
 * app's CSP allows scripts from its own origin only, so the deployment serves the SDK file from
 * the path in VITE_WX_JSSDK_PATH (default <base>vendor/jweixin-1.6.0.js; see the domain's README).
 */

/** The parts of `wx` these pages call. */
export interface WxApi {
  config(options: WxConfigOptions): void;
  ready(callback: () => void): void;
  error(callback: (result: { errMsg?: string }) => void): void;
  updateAppMessageShareData?(data: WxShareData): void;
  updateTimelineShareData?(data: Omit<WxShareData, 'desc'>): void;
  miniProgram?: {
    reLaunch(options: { url: string; success?: () => void; fail?: (error: unknown) => void }): void;
  };
}

export interface WxConfigOptions {
  debug: boolean;
  appId: string;
  timestamp: string;
  nonceStr: string;
  signature: string;
  jsApiList: string[];
}

export interface WxShareData {
  title: string;
  desc: string;
  link: string;
  imgUrl: string;
}

export interface WxSignature {
  appId: string;
  timestamp: string;
  nonceStr: string;
  signature: string;
}

export interface WxSdkDeps {
  container?: WxContainer;
  /** Where the SDK file is served (same origin). */
  path?: string | undefined;
  document?: Document;
  host?: { wx?: WxApi };
}

const DEFAULT_FILE = 'vendor/jweixin-1.6.0.js';

/**
 * The configured same-origin path of the SDK: an absolute path ("/…", not "//…"), ending in .js,
 * without a scheme, query tricks or backslashes. Anything else is no path (the loader then does
 * nothing): a full URL here would put a third-party script on the page.
 */
export function wxSdkPath(env: Record<string, unknown> = import.meta.env): string | undefined {
  const base = typeof env.BASE_URL === 'string' ? env.BASE_URL : '/';
  const raw =
    typeof env.VITE_WX_JSSDK_PATH === 'string' && env.VITE_WX_JSSDK_PATH.trim() !== ''
      ? env.VITE_WX_JSSDK_PATH.trim()
      : `${base.endsWith('/') ? base : `${base}/`}${DEFAULT_FILE}`;
  return /^\/(?!\/)[A-Za-z0-9._\-/]+\.js$/.test(raw) && !raw.includes('..') ? raw : undefined;
}

let loading: Promise<WxApi | undefined> | undefined;

/** Forgets a load (tests). */
export function resetWxSdk(): void {
  loading = undefined;
}

/**
 * `wx` inside WeChat / WeCom, loading the SDK once; undefined elsewhere, when no path is
 * configured or the file cannot be loaded (the pages then show their fallback).
 */
export function loadWxSdk({
  container = wxContainer(),
  path = wxSdkPath(),
  document: doc = globalThis.document,
  host = globalThis as { wx?: WxApi },
}: WxSdkDeps = {}): Promise<WxApi | undefined> {
  if (container === 'none' || !path) return Promise.resolve(undefined);
  if (host.wx) return Promise.resolve(host.wx);
  loading ??= new Promise<WxApi | undefined>((resolve) => {
    const script = doc.createElement('script');
    script.src = path;
    script.async = true;
    script.onload = () => resolve(host.wx);
    script.onerror = () => {
      loading = undefined;
      script.remove();
      resolve(undefined);
    };
    doc.head.append(script);
  });
  return loading;
}

/**
 * The page URL WeChat signs: the address without its fragment. On iOS, WeChat checks the
 * signature against the URL the investor entered by, not the current one: history-mode
 * navigation (pushState) does not change the URL its WKWebView reports. index.html keeps that
 * first URL (`__h5EntryUrl`) before any script can change it.
 */
export function signableUrl(
  href: string = globalThis.location.href,
  ua: string = globalThis.navigator?.userAgent ?? '',
  entryUrl: string | undefined = (globalThis as { __h5EntryUrl?: string }).__h5EntryUrl,
): string {
  const signed = /iPhone|iPad|iPod/i.test(ua) && entryUrl ? entryUrl : href;
  return signed.split('#')[0] ?? signed;
}

/**
 * Loads the SDK and runs wx.config with a fresh signature (getWXConfigSignature, passed in by
 * the page); resolves `wx` once ready, undefined outside WeChat or when the config fails.
 */
export async function configureWx(
  jsApiList: string[],
  sign: (url: string) => Promise<WxSignature>,
  deps: WxSdkDeps = {},
): Promise<WxApi | undefined> {
  const wx = await loadWxSdk(deps);
  if (!wx) return undefined;
  const signature = await sign(signableUrl());
  return new Promise((resolve) => {
    wx.ready(() => resolve(wx));
    wx.error(() => resolve(undefined));
    wx.config({ debug: false, ...signature, jsApiList });
  });
}
