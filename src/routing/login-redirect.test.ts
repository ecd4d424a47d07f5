import { describe, expect, it } from 'vitest';
import { FALLBACK_PATH, isLoginPath, loginHref, returnPathFrom } from './login-redirect';

describe('login return path', () => {
  it('carries the page and its query to login, encoded', () => {
    expect(loginHref('/phone/addOrEditBankCard?cardId=BC1')).toBe(
      '/phone/login?redirect=%2Fphone%2FaddOrEditBankCard%3FcardId%3DBC1',
    );
    expect(loginHref()).toBe('/phone/login');
  });

  it('never carries an origin, a protocol-relative path or login itself', () => {
    for (const hostile of [
      'https://evil.com/x',
      '//evil.com',
      '/\\evil.com',
      'javascript:alert(1)',
      '/phone/login?redirect=/x',
    ]) {
      expect(loginHref(hostile), hostile).toBe('/phone/login');
    }
  });

  it('returns to an in-app path only, else to /phone/about', () => {
    expect(returnPathFrom('/phone/cannotUnbind?cardId=BC1')).toBe('/phone/cannotUnbind?cardId=BC1');
    const hostile = [
      null,
      undefined,
      '',
      'https://evil.com',
      '//evil.com/phone/about',
      '/\\evil.com',
      'data:text/html,x',
      '/phone/login',
      '/phone/login/?redirect=%2Fx',
    ];
    for (const raw of hostile) expect(returnPathFrom(raw), String(raw)).toBe(FALLBACK_PATH);
  });

  it('knows the login path with or without query or trailing slash', () => {
    expect(isLoginPath('/phone/login')).toBe(true);
    expect(isLoginPath('/phone/login/?redirect=%2F')).toBe(true);
    expect(isLoginPath('/phone/loginHelp')).toBe(false);
  });
});
