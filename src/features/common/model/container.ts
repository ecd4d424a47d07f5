import { appBridge } from '@/bridge/app-bridge';
import { openExternal } from '@/page-kit/redirecting-page';

/**
 * Which container the page runs in, for the hand-off pages. WeCom's user agent also says
 * MicroMessenger, so it is checked first. The shell's full detection lives in src/env/; these
 * pages need only these three answers and must work in a unit test without the shell.
 */
export type WxContainer = 'wecom' | 'wechat' | 'none';

const userAgent = () => globalThis.navigator?.userAgent ?? '';

export function wxContainer(ua: string = userAgent()): WxContainer {
  if (/wxwork/i.test(ua)) return 'wecom';
  if (/MicroMessenger/i.test(ua)) return 'wechat';
  return 'none';
}

/** Inside a mini-program's web-view (WeChat sets window.__wxjs_environment there). */
export function inMiniProgram(ua: string = userAgent(), host: unknown = globalThis): boolean {
  const env = (host as { __wxjs_environment?: unknown }).__wxjs_environment;
  return env === 'miniprogram' || /miniProgram/i.test(ua);
}

/** Inside the company's own app: the native bridge exists and says so (false before start-up). */
export function inOwnApp(): boolean {
  try {
    return appBridge().isOwnApp();
  } catch {
    return false;
  }
}

/**
 * How a hand-off leaves the H5 app for an allowed external address: inside the own app through
 * the native bridge (openLinkReplace closes this web-view, openLinkWithoutFinish keeps it below),
 * elsewhere through location. A bridge that cannot deliver falls back to location.
 */
export function openOutside(
  url: string,
  replace: boolean,
  fallback: (url: string, replace: boolean) => void = openExternal,
): void {
  if (inOwnApp()) {
    const sent = appBridge().openLink(url, { replace });
    if (sent.delivered) return;
  }
  fallback(url, replace);
}
