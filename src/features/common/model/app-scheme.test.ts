import { describe, expect, it } from 'vitest';
import { APPLET_OPENLINK, appLink, appScheme } from './app-scheme';

describe('appScheme', () => {
  it('takes a configured custom scheme', () => {
    expect(appScheme({ VITE_APP_SCHEME: 'hxtrust://' })).toBe('hxtrust://');
    expect(appScheme({})).toBe('huaxintrust://');
  });

  it.each(['javascript://', 'https://', 'http://', 'data://', 'hx', 'hx:', '//evil', 'Hx trust://'])(
    'falls back to the default for %j',
    (raw) => {
      expect(appScheme({ VITE_APP_SCHEME: raw })).toBe('huaxintrust://');
    },
  );

  it('builds the app link with the path encoded', () => {
    expect(appLink('/phone/bankCardList?cardId=1', {})).toBe(
      'huaxintrust://open?path=%2Fphone%2FbankCardList%3FcardId%3D1',
    );
  });
});

describe('APPLET_OPENLINK', () => {
  it.each([
    ['weixin://dl/business/?t=a1B2c3D4e5F', true],
    ['weixin://dl/business/?t=a1B2&x=javascript:alert(1)', false],
    ['javascript:alert(1)', false],
    ['https://evil.example/?t=a1', false],
    ['weixin://dl/officialaccounts', false],
  ])('%s → %s', (link, ok) => {
    expect(APPLET_OPENLINK.test(link)).toBe(ok);
  });
});
