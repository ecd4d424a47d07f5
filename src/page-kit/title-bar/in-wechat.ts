/**
 * WeChat and WeCom draw their own navigation bar from document.title, so our bars hide there
 * (domain brief, section 5). A deliberately tiny local check: the shell's full environment
 * detection lives in src/env/ and widgets must not depend on it.
 */
export function isWeChatContainer(userAgent: string = globalThis.navigator?.userAgent ?? ''): boolean {
  return /MicroMessenger|wxwork/i.test(userAgent);
}
