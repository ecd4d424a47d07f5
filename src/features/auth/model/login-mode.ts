import { appBridge } from '@/bridge/app-bridge';

/**
 * How this container logs an investor in:
 * - 'native': inside the company's own app, whose native login signs the investor in and reloads
 *   the web-view with the token in its user agent (start-up then stores it, src/env/);
 * - 'wecom': inside WeCom (企业微信), WeCom's OAuth (getQwAuthCode → authorizeLoginSubmit);
 * - 'sms': everywhere else (browsers, WeChat, mini-program web-views without a token): phone and
 *   SMS code.
 * The seams are the native bridge (appBridge().isOwnApp(), set by the shell at start-up) and the
 * user agent, so tests choose the container the way the app detects it.
 */
export type LoginMode = 'native' | 'wecom' | 'sms';

const userAgent = () => globalThis.navigator?.userAgent ?? '';

function inOwnApp(): boolean {
  try {
    return appBridge().isOwnApp();
  } catch {
    // No bridge yet (a unit test without the shell): not the own app.
    return false;
  }
}

export function loginMode(ua: string = userAgent()): LoginMode {
  if (inOwnApp()) return 'native';
  if (/wxwork/i.test(ua)) return 'wecom';
  return 'sms';
}
