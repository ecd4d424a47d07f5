import { describe, expect, it } from 'vitest';
import { readAgentFlags, type AgentFlags } from './agent-flags';
import { ownAppUa, UA } from '@tests/support/user-agents';

const MARKER = 'xtapp';
const none: AgentFlags = {
  mobile: false,
  iOS: false,
  android: false,
  weChat: false,
  workWeChat: false,
  qq: false,
  harmony: false,
  ownApp: false,
  pc: false,
};

describe('readAgentFlags with real user agents', () => {
  const cases: [string, string, Partial<AgentFlags>][] = [
    ['WeChat on iOS', UA.weChatIOS, { mobile: true, iOS: true, weChat: true }],
    ['WeChat on Android', UA.weChatAndroid, { mobile: true, android: true, weChat: true }],
    ['mini-program web-view', UA.miniProgramAndroid, { mobile: true, android: true, weChat: true }],
    ['WeCom', UA.weCom, { mobile: true, android: true, weChat: true, workWeChat: true }],
    ['QQ on iOS', UA.qqIOS, { mobile: true, iOS: true, qq: true }],
    ['QQ on Android (X5 kernel)', UA.qqAndroid, { mobile: true, android: true, qq: true }],
    ['HarmonyOS NEXT', UA.harmonyNext, { mobile: true, harmony: true }],
    ['HarmonyOS 4 (Android compatible)', UA.harmony4, { mobile: true, android: true, harmony: true }],
    ['desktop Chrome', UA.desktopChrome, { pc: true }],
    ['iOS Safari', UA.iosSafari, { mobile: true, iOS: true }],
    ['own app on iOS', ownAppUa(MARKER, { agent: 'agent1' }), { mobile: true, iOS: true, ownApp: true }],
    [
      'own app on Android',
      ownAppUa(MARKER, { agent: 'agent2', android: true }),
      { mobile: true, android: true, ownApp: true },
    ],
  ];

  it.each(cases)('%s', (_name, ua, expected) => {
    expect(readAgentFlags(ua, MARKER)).toEqual({ ...none, ...expected });
  });

  it('the own-app flag follows the configured marker', () => {
    expect(readAgentFlags(ownAppUa('OtherTrust'), MARKER).ownApp).toBe(false);
    expect(readAgentFlags(ownAppUa('OtherTrust'), 'OtherTrust').ownApp).toBe(true);
  });
});
