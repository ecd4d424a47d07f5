import type { QwAuthParams } from '@gen/model/qwAuthParams';

/**
 * WeCom (企业微信) web OAuth, built on the client from getQwAuthCode's parameters (the server
 * names no address, so it cannot send the investor anywhere else). WeCom comes back to the login
 * page with ?code=&state=; the state must be the one this tab sent, kept in sessionStorage
 * (survives WeCom's redirect, dies with the tab), and is used once.
 */
export const WECOM_AUTHORIZE = 'https://open.weixin.qq.com/connect/oauth2/authorize';
const STATE_KEY = 'trust-h5:qw-state';

export function wecomAuthorizeUrl(params: QwAuthParams, redirectUri: string): string {
  const query = new URLSearchParams({
    appid: params.corpId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'snsapi_base',
    state: params.state,
    agentid: params.agentId,
  });
  return `${WECOM_AUTHORIZE}?${query.toString()}#wechat_redirect`;
}

/** The login page's own address without WeCom's code and state: where WeCom returns to. */
export function returnAddress(href: string): string {
  const url = new URL(href);
  url.searchParams.delete('code');
  url.searchParams.delete('state');
  url.hash = '';
  return url.toString();
}

function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

export function rememberState(state: string): void {
  try {
    storage()?.setItem(STATE_KEY, state);
  } catch {
    // Private mode: the returning state is then checked by the server alone.
  }
}

/**
 * Whether WeCom's returning state is the one this tab sent; forgets it either way (one use).
 * Without storage the server's own check (it issued the state once) still holds.
 */
export function takeState(state: string): boolean {
  const store = storage();
  if (!store) return true;
  try {
    const sent = store.getItem(STATE_KEY);
    store.removeItem(STATE_KEY);
    return sent === state;
  } catch {
    return true;
  }
}

/** Leaving for WeCom's authorisation page: a seam the tests replace. */
export const wecomNavigation = {
  go(url: string): void {
    globalThis.location.assign(url);
  },
};
