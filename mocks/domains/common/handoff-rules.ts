import { refuseWith } from '@mocks/http/refusal';
import { APPLET_PAGES, JUMP_CODES, SCHEME_VALID_DAYS, WX_APP_ID, WX_SAFE_ORIGINS } from './handoff-seed';

/** A small, deterministic, non-cryptographic hash: the mock only needs stable, distinct tokens. */
function fnv1a(text: string, seed = 0x811c9dc5): number {
  let hash = seed >>> 0;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

const hex = (text: string, length: number) => {
  let out = '';
  for (let round = 0; out.length < length; round += 1) {
    out += fnv1a(`${round}:${text}`).toString(16).padStart(8, '0');
  }
  return out.slice(0, length);
};

/** pageJumpRoute: the code's target; an ended link is 05170001, an ended campaign 05170002. */
export function resolveJump(jumpType: string, jumpCode: string) {
  const row = JUMP_CODES.find((code) => code.jumpType === jumpType && code.jumpCode === jumpCode);
  if (!row) refuseWith('05170001');
  if (row.ended) refuseWith(row.jumpType === 'ACTIVITY' ? '05170002' : '05170001');
  return { target: row.target, needLogin: row.needLogin, ...(row.title ? { title: row.title } : {}) };
}

/** queryAppletScheme: a stable scheme per page and query; an unknown page cannot be opened. */
export function mintAppletScheme(path: string, query = '', now = new Date()) {
  if (!APPLET_PAGES.includes(path)) refuseWith('05170003');
  const token = hex(`${path}?${query}`, 11).replace(/^\d/, 'a');
  const expire = new Date(now.getTime() + SCHEME_VALID_DAYS * 24 * 3600 * 1000);
  return { openlink: `weixin://dl/business/?t=${token}`, expireTime: toBeijingIso(expire) };
}

/** "2024-07-28T09:30:00+08:00": the contract's date-time with Beijing's offset. */
export function toBeijingIso(date: Date): string {
  const shifted = new Date(date.getTime() + 8 * 3600 * 1000);
  return `${shifted.toISOString().slice(0, 19)}+08:00`;
}

/**
 * getWXConfigSignature: WeChat signs only URLs on the account's JS safe domains; here that is
 * the page's own origin (the mock runs on it) and the production host of the contract's example. Fresh nonce and timestamp on every call.
 */
export function signWxConfig(url: string, selfOrigin: string, now = Date.now()) {
  let origin: string;
  try {
    origin = new URL(url).origin;
  } catch {
    refuseWith('05170004');
  }
  if (origin !== selfOrigin && !WX_SAFE_ORIGINS.includes(origin)) refuseWith('05170004');
  const timestamp = String(Math.floor(now / 1000));
  const nonceStr = hex(`${timestamp}:${Math.random()}`, 16);
  return { appId: WX_APP_ID, timestamp, nonceStr, signature: hex(`${nonceStr}${timestamp}${url}`, 40) };
}
