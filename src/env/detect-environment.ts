import { readAgentFlags, type AgentFlags } from './agent-flags';
import type { Agent, ClientValues } from './client-values';

/** 'miniProgram' inside a WeChat mini-program or WeCom web-view; 'app' otherwise (spec section 4). */
export type EnvironmentType = 'miniProgram' | 'app';

export interface StartupInput {
  userAgent: string;
  /** The full address, as location.href. */
  href: string;
  /** window.__wxjs_environment: WeChat sets it to "miniprogram" inside a mini-program web-view. */
  wxjsEnvironment?: string;
}

export interface Markers {
  appUaMarker: string;
  livePartnerMarker: string;
}

export interface Detection {
  type: EnvironmentType;
  flags: AgentFlags;
  /** Values to store; a key that is absent leaves the stored value as it is. */
  store: Partial<ClientValues>;
  /** True when a token was read from the address (mini-program and WeCom only). */
  tokenFromUrl: boolean;
  /**
   * True when the address carries an xtoken parameter at all, read or not: start-up removes it
   * either way. A credential left in an address travels on (a shared link, a screenshot, a
   * login redirect's return path) even where this app does not use it.
   */
  tokenInAddress: boolean;
}

const TOKEN_PARAM = 'xtoken';
const SCENE_PARAM = 'appletScene';
const AGENT_IN_UA = /agent(1|2|7)(?!\d)/;
const TOKEN_IN_UA = /\{\{([^{}]+)\}\}/;

/**
 * The query part of an address, read leniently: partner links put a second "?" before
 * "redirect" (…?a=1?redirect=…&xtoken=…), so every "?" after the first counts as "&".
 */
export function lenientQuery(href: string): URLSearchParams {
  const withoutHash = href.split('#')[0] ?? '';
  const start = withoutHash.indexOf('?');
  if (start < 0) return new URLSearchParams();
  return new URLSearchParams(withoutHash.slice(start + 1).replace(/\?/g, '&'));
}

function isMiniProgramContainer(input: StartupInput, flags: AgentFlags): boolean {
  return input.wxjsEnvironment === 'miniprogram' || /miniProgram/i.test(input.userAgent) || flags.workWeChat;
}

/** Pure reading of spec section 4: what the environment is and which client values to store. */
export function detectEnvironment(input: StartupInput, markers: Markers): Detection {
  const tokenInAddress = lenientQuery(input.href).has(TOKEN_PARAM);
  return { ...detectContainer(input, markers), tokenInAddress };
}

function detectContainer(input: StartupInput, markers: Markers): Omit<Detection, 'tokenInAddress'> {
  const flags = readAgentFlags(input.userAgent, markers.appUaMarker);

  if (isMiniProgramContainer(input, flags)) {
    const live = markers.livePartnerMarker !== '' && input.href.includes(markers.livePartnerMarker);
    // Live-stream partner links are read leniently; ordinary links by the standard parser.
    const query = live ? lenientQuery(input.href) : new URL(input.href).searchParams;
    const token = query.get(TOKEN_PARAM) ?? '';
    const store: Partial<ClientValues> = { isNormal: 'normal' };
    if (token) {
      store.apptoken = token;
      store.agent = 5;
      store.appletScene = live ? '' : (query.get(SCENE_PARAM) ?? '');
    }
    return { type: 'miniProgram', flags, store, tokenFromUrl: token !== '' };
  }

  if (flags.ownApp) {
    const agentMatch = AGENT_IN_UA.exec(input.userAgent);
    const store: Partial<ClientValues> = {
      userAgent: input.userAgent,
      isNormal: input.userAgent.includes('elderly_switch_1') ? 'old' : 'normal',
      agent: agentMatch ? (Number(agentMatch[1]) as Agent) : 6,
    };
    const token = TOKEN_IN_UA.exec(input.userAgent)?.[1]?.trim();
    if (token) store.apptoken = token;
    return { type: 'app', flags, store, tokenFromUrl: false };
  }

  return { type: 'app', flags, store: { agent: 6, isNormal: 'normal' }, tokenFromUrl: false };
}

/** The address without the token parameter, for history.replaceState (keeps path, other params, hash). */
export function addressWithoutToken(href: string): string {
  const url = new URL(href);
  const hash = url.hash;
  const query = lenientQuery(href);
  query.delete(TOKEN_PARAM);
  const search = query.toString();
  return `${url.pathname}${search ? `?${search}` : ''}${hash}`;
}
