import { describe, expect, it } from 'vitest';
import {
  currentTargetPolicy,
  parseAllowedOrigins,
  resolveAllowedTarget,
  type TargetPolicy,
} from './allowed-targets';

const policy: TargetPolicy = {
  base: '/xtmk/apph5/',
  selfOrigin: 'https://h5.trust.example',
  allowedOrigins: ['https://allowed.example', 'http://localhost:8080'],
};
const resolve = (raw: string | null | undefined) => resolveAllowedTarget(raw, policy);
const reasonOf = (raw: string) => {
  const result = resolve(raw);
  return result.kind === 'refused' ? result.reason : result.kind;
};

describe('resolveAllowedTarget: app paths', () => {
  it.each([
    ['/xtmk/apph5/phone/x', '/phone/x'],
    ['/phone/bankCardList', '/phone/bankCardList'],
    ['phone/bankCardList', '/phone/bankCardList'],
    ['/phone/addOrEditBankCard?cardId=7#top', '/phone/addOrEditBankCard?cardId=7#top'],
    ['https://h5.trust.example/xtmk/apph5/phone/x?a=1', '/phone/x?a=1'],
    ['/xtmk/apph5', '/'],
    ['/xtmk/apph5/', '/'],
    ['  /phone/x  ', '/phone/x'],
    // Not under the base, so a router path: it stays inside the app (and shows its 404 handling).
    ['/xtmk/apph5evil/x', '/xtmk/apph5evil/x'],
    // The URL parser treats %2e%2e as "..": it stays under the base here, so it is allowed.
    ['/phone/a/%2e%2e/b', '/phone/b'],
  ])('%s → app %s', (raw, path) => {
    expect(resolve(raw)).toEqual({ kind: 'app', path });
  });
});

describe('resolveAllowedTarget: external origins', () => {
  it('opens an allow-listed origin exactly', () => {
    expect(resolve('https://allowed.example/live?id=1')).toEqual({
      kind: 'external',
      url: 'https://allowed.example/live?id=1',
    });
    expect(resolve('HTTPS://ALLOWED.EXAMPLE:443/a')).toEqual({
      kind: 'external',
      url: 'https://allowed.example/a',
    });
    expect(resolve('http://localhost:8080/')).toEqual({ kind: 'external', url: 'http://localhost:8080/' });
  });

  it('allows our own origin outside the app only as a full URL', () => {
    expect(resolve('https://h5.trust.example/other-site/')).toEqual({
      kind: 'external',
      url: 'https://h5.trust.example/other-site/',
    });
    expect(reasonOf('../other-site/')).toBe('path');
  });

  it('opens a file under the base given as a full URL as a page, never as a route', () => {
    expect(resolve('https://h5.trust.example/xtmk/apph5/mock-esign/sign.html?flow=SF1')).toEqual({
      kind: 'external',
      url: 'https://h5.trust.example/xtmk/apph5/mock-esign/sign.html?flow=SF1',
    });
    expect(resolve('/xtmk/apph5/mock-esign/sign.html')).toEqual({
      kind: 'app',
      path: '/mock-esign/sign.html',
    });
  });
});

describe('resolveAllowedTarget: refused', () => {
  it.each([
    ['javascript:alert(1)', 'scheme'],
    ['JaVaScRiPt:alert(1)', 'scheme'],
    [' javascript:alert(1)', 'scheme'],
    ['java\tscript:alert(1)', 'malformed'],
    ['java\nscript:alert(1)', 'malformed'],
    ['\u0001javascript:alert(1)', 'malformed'],
    ['data:text/html,<script>alert(1)</script>', 'scheme'],
    ['vbscript:msgbox(1)', 'scheme'],
    ['file:///etc/passwd', 'scheme'],
    ['//evil.com', 'origin'],
    ['//evil.com/xtmk/apph5/phone/x', 'origin'],
    ['https://evil.com', 'origin'],
    ['https://allowed.example.evil.com', 'origin'],
    ['https://evil.com/https://allowed.example', 'origin'],
    ['https://evilallowed.example', 'origin'],
    ['http://allowed.example', 'origin'],
    ['https://allowed.example:8443', 'origin'],
    ['https:evil.com', 'scheme'],
    ['https:/evil.com', 'scheme'],
    ['localhost:8080/x', 'scheme'],
    ['https://allowed.example@evil.com', 'credentials'],
    ['https://user:pw@allowed.example/', 'credentials'],
    ['/\\evil.com', 'malformed'],
    ['\\\\evil.com', 'malformed'],
    ['https:\\\\evil.com', 'malformed'],
    ['/%2F%2Fevil.com', 'path'],
    ['/phone/%5Cevil.com', 'path'],
    ['/phone/%252F%252Fevil.com', 'path'],
    ['/phone/../../other', 'path'],
    ['/xtmk/apph5/../other', 'path'],
    ['/xtmk/apph5/%2e%2e/other', 'path'],
    ['http://[::1', 'malformed'],
    ['', 'empty'],
    ['   ', 'empty'],
  ])('%j is refused (%s)', (raw, reason) => {
    expect(reasonOf(raw)).toBe(reason);
  });

  it('refuses a missing value and gives a Chinese message', () => {
    const result = resolve(null);
    expect(result).toEqual({ kind: 'refused', reason: 'empty', message: '缺少跳转地址' });
    const other = resolve('https://evil.com');
    expect(other.kind === 'refused' && other.message).toBe('该地址不在允许跳转的范围内');
  });
});

describe('the configured policy', () => {
  it('parses VITE_ALLOWED_ORIGINS exactly, dropping what is not an http(s) origin', () => {
    expect(
      parseAllowedOrigins(' https://a.example/path , http://b.example:8080 ,javascript:alert(1), nonsense,,'),
    ).toEqual(['https://a.example', 'http://b.example:8080']);
    expect(parseAllowedOrigins(undefined)).toEqual([]);
  });

  it('defaults to the same origin only and the router base', () => {
    const current = currentTargetPolicy();
    expect(current.selfOrigin).toBe(globalThis.location.origin);
    // Vite's base (the router's basename): "/xtmk/apph5/" in builds, "/" under vitest.
    expect(current.base).toBe(import.meta.env.BASE_URL);
    expect(current.allowedOrigins).toEqual([]);
    expect(resolveAllowedTarget(`${globalThis.location.origin}${import.meta.env.BASE_URL}phone/x`)).toEqual({
      kind: 'app',
      path: '/phone/x',
    });
    expect(resolveAllowedTarget('https://allowed.example/').kind).toBe('refused');
  });
});
