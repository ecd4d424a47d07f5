import { describe, expect, it } from 'vitest';
import { checkedCall } from '@mocks/testing/checked-call';
import { setupMockApi } from '@mocks/testing/setup-mock-api';

setupMockApi();

describe('pageJumpRoute', () => {
  it("answers the push code of Prism's example with the demo investor's bank cards", async () => {
    const { result } = await checkedCall<Record<string, unknown>>('pageJumpRoute', {
      jumpType: 'PUSH',
      jumpCode: 'JP20240628001',
    });
    expect(result.data).toEqual({ target: '/phone/bankCardList', needLogin: true, title: '我的银行卡' });
  });

  it('refuses an unknown or ended link with 05170001 and an ended campaign with 05170002', async () => {
    expect(
      (await checkedCall<Record<string, unknown>>('pageJumpRoute', { jumpType: 'QRCODE', jumpCode: 'NOPE' }))
        .result,
    ).toMatchObject({
      statusCode: '05170001',
      msg: '链接已失效或不存在',
    });
    expect(
      (
        await checkedCall<Record<string, unknown>>('pageJumpRoute', {
          jumpType: 'PUSH',
          jumpCode: 'JP20230101009',
        })
      ).result.statusCode,
    ).toBe('05170001');
    expect(
      (
        await checkedCall<Record<string, unknown>>('pageJumpRoute', {
          jumpType: 'ACTIVITY',
          jumpCode: 'PK2023SPRING',
        })
      ).result,
    ).toMatchObject({ statusCode: '05170002', msg: '活动已结束，感谢您的关注' });
  });

  it('does not answer a code under another source', async () => {
    expect(
      (
        await checkedCall<Record<string, unknown>>('pageJumpRoute', {
          jumpType: 'BANNER',
          jumpCode: 'JP20240628001',
        })
      ).result.statusCode,
    ).toBe('05170001');
  });
});

describe('queryAppletScheme', () => {
  it('mints a stable weixin:// scheme for a known page, valid for 30 days', async () => {
    const first = await checkedCall<Record<string, unknown>>('queryAppletScheme', {
      path: 'pages/index/index',
      query: 'channel=h5',
    });
    const again = await checkedCall<Record<string, unknown>>('queryAppletScheme', {
      path: 'pages/index/index',
      query: 'channel=h5',
    });
    expect(first.result.data?.openlink).toMatch(/^weixin:\/\/dl\/business\/\?t=[a-z][0-9a-z]{10}$/);
    expect(again.result.data?.openlink).toBe(first.result.data?.openlink);
    const other = await checkedCall<Record<string, unknown>>('queryAppletScheme', {
      path: 'pages/mine/index',
    });
    expect(other.result.data?.openlink).not.toBe(first.result.data?.openlink);
  });

  it('refuses a page the mini-program does not have with 05170003', async () => {
    expect(
      (await checkedCall<Record<string, unknown>>('queryAppletScheme', { path: 'pages/secret/index' }))
        .result,
    ).toMatchObject({
      statusCode: '05170003',
      msg: '小程序暂时无法打开，请稍后再试',
    });
  });
});

describe('getWXConfigSignature', () => {
  it('signs a URL on a safe domain, with a fresh nonce each time', async () => {
    const url = 'https://h5.huaxintrust.example/xtmk/apph5/phone/sharingLayer';
    const first = await checkedCall<Record<string, unknown>>('getWXConfigSignature', { url });
    const second = await checkedCall<Record<string, unknown>>('getWXConfigSignature', { url });
    expect(first.result.msg).toBe('签名成功');
    expect(first.result.data).toMatchObject({ appId: 'wx8a3f5c2d1e0b4976' });
    expect(first.result.data?.signature).toMatch(/^[0-9a-f]{40}$/);
    expect(second.result.data?.nonceStr).not.toBe(first.result.data?.nonceStr);
  });

  it('refuses a URL outside the safe domains with 05170004', async () => {
    expect(
      (await checkedCall<Record<string, unknown>>('getWXConfigSignature', { url: 'https://evil.example/x' }))
        .result.statusCode,
    ).toBe('05170004');
  });
});
