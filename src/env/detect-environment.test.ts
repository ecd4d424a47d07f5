import { describe, expect, it } from 'vitest';
import { addressWithoutToken, detectEnvironment, lenientQuery } from './detect-environment';
import { ownAppUa, UA } from '@tests/support/user-agents';

const markers = { appUaMarker: 'xtapp', livePartnerMarker: 'livePartner' };
const BASE = 'https://m.example-trust.cn/xtmk/apph5/phone';

describe('mini-program and work-chat containers', () => {
  it('reads xtoken and appletScene from the query: apptoken, agent 5, scene, normal', () => {
    const d = detectEnvironment(
      { userAgent: UA.miniProgramAndroid, href: `${BASE}/productDetail?id=9&xtoken=tok-1&appletScene=1007` },
      markers,
    );
    expect(d.type).toBe('miniProgram');
    expect(d.store).toEqual({ apptoken: 'tok-1', agent: 5, appletScene: '1007', isNormal: 'normal' });
    expect(d.tokenFromUrl).toBe(true);
  });

  it('recognises the web-view by window.__wxjs_environment even without the UA token', () => {
    const d = detectEnvironment(
      { userAgent: UA.weChatIOS, href: `${BASE}/about?xtoken=t2`, wxjsEnvironment: 'miniprogram' },
      markers,
    );
    expect(d.type).toBe('miniProgram');
    expect(d.store.agent).toBe(5);
  });

  it('treats WeCom as the work-chat container', () => {
    const d = detectEnvironment(
      { userAgent: UA.weCom, href: `${BASE}/about?xtoken=w1&appletScene=s` },
      markers,
    );
    expect(d.type).toBe('miniProgram');
    expect(d.store).toEqual({ apptoken: 'w1', agent: 5, appletScene: 's', isNormal: 'normal' });
  });

  it('without a token stores only isNormal (agent and token stay as they were)', () => {
    const d = detectEnvironment({ userAgent: UA.miniProgramIOS, href: `${BASE}/about` }, markers);
    expect(d).toMatchObject({ type: 'miniProgram', store: { isNormal: 'normal' }, tokenFromUrl: false });
    expect(d.store).not.toHaveProperty('agent');
  });

  it('live-stream partner links: xtoken is read after normalising "?redirect"', () => {
    const href = `${BASE}/liveIntroduction?from=livePartner?redirect=%2Fphone%2Fabout&xtoken=live-7`;
    // A standard parser would read "livePartner?redirect=…" as one value and still find xtoken,
    // so also check the form where the token follows the redirect's own "?".
    const href2 = `${BASE}/liveIntroduction?channel=livePartner&redirect=/phone/about?xtoken=live-8`;
    expect(detectEnvironment({ userAgent: UA.miniProgramIOS, href }, markers).store.apptoken).toBe('live-7');
    const d2 = detectEnvironment({ userAgent: UA.miniProgramIOS, href: href2 }, markers);
    expect(d2.store).toEqual({ apptoken: 'live-8', agent: 5, appletScene: '', isNormal: 'normal' });
    expect(new URL(href2).searchParams.get('xtoken')).toBeNull();
  });
});

describe('own app (user agent carries the app marker)', () => {
  it.each([
    ['agent1', 1],
    ['agent2', 2],
    ['agent7', 7],
    [undefined, 6],
    ['agent9', 6],
  ] as const)('%s → agent %s', (agent, expected) => {
    const ua = ownAppUa('xtapp', { agent });
    const d = detectEnvironment({ userAgent: ua, href: `${BASE}/about` }, markers);
    expect(d.type).toBe('app');
    expect(d.flags.ownApp).toBe(true);
    expect(d.store).toEqual({ userAgent: ua, isNormal: 'normal', agent: expected });
  });

  it('stores the token written in double braces and switches elderly mode on', () => {
    const ua = ownAppUa('xtapp', { agent: 'agent2', token: 'eyJ.abc-123', elderly: true, android: true });
    const d = detectEnvironment({ userAgent: ua, href: `${BASE}/about` }, markers);
    expect(d.store).toEqual({ userAgent: ua, isNormal: 'old', agent: 2, apptoken: 'eyJ.abc-123' });
    expect(d.tokenFromUrl).toBe(false);
  });

  it('ignores xtoken in the address outside the mini-program', () => {
    const d = detectEnvironment({ userAgent: ownAppUa('xtapp'), href: `${BASE}/about?xtoken=x` }, markers);
    expect(d.store.apptoken).toBeUndefined();
  });
});

describe('anything else', () => {
  it.each([
    ['WeChat on iOS', UA.weChatIOS],
    ['WeChat on Android', UA.weChatAndroid],
    ['QQ', UA.qqIOS],
    ['HarmonyOS', UA.harmonyNext],
    ['desktop Chrome', UA.desktopChrome],
  ])('%s → app type, agent 6, normal', (_name, ua) => {
    const d = detectEnvironment({ userAgent: ua, href: `${BASE}/about?xtoken=ignored` }, markers);
    expect(d).toMatchObject({
      type: 'app',
      store: { agent: 6, isNormal: 'normal' },
      tokenFromUrl: false,
      tokenInAddress: true,
    });
  });
});

describe('a token in the address', () => {
  it.each([
    [UA.miniProgramIOS, `${BASE}/about?xtoken=t`, true],
    [UA.desktopChrome, `${BASE}/about?a=1?redirect=x&xtoken=t`, true],
    [ownAppUa('xtapp'), `${BASE}/about?xtoken=`, true],
    [UA.desktopChrome, `${BASE}/about?token=t#xtoken=t`, false],
    [UA.miniProgramIOS, `${BASE}/about`, false],
  ])('is found wherever it is, read or not: %#', (userAgent, href, found) => {
    expect(detectEnvironment({ userAgent, href }, markers).tokenInAddress).toBe(found);
  });
});

describe('address helpers', () => {
  it('lenientQuery reads every "?" after the first as "&"', () => {
    expect(lenientQuery('https://x/a?b=1?redirect=2&xtoken=3#h').get('xtoken')).toBe('3');
    expect(lenientQuery('https://x/a').toString()).toBe('');
  });

  it('addressWithoutToken keeps path, other parameters and hash', () => {
    expect(addressWithoutToken(`${BASE}/about?a=1&xtoken=secret&appletScene=2#top`)).toBe(
      '/xtmk/apph5/phone/about?a=1&appletScene=2#top',
    );
    expect(addressWithoutToken(`${BASE}/about?xtoken=secret`)).toBe('/xtmk/apph5/phone/about');
  });
});
