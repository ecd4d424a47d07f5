import { describe, expect, it } from 'vitest';
import type { ImgCodeData } from '@gen/model/imgCodeData';
import type { LoginData } from '@gen/model/loginData';
import type { QwAuthParams } from '@gen/model/qwAuthParams';
import type { SmsTicket } from '@gen/model/smsTicket';
import { DEMO_APPTOKEN, DEMO_INVESTOR } from '@mocks/db/seed/investor';
import { getScenario, setScenario } from '@mocks/scenarios/scenario-store';
import { setSessionStatus } from '@mocks/scenarios/session';
import { checkedCall } from '@mocks/testing/checked-call';
import { postCall } from '@mocks/testing/post-call';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { captchas } from './seed';
import { redeemBusiSms } from './sms-tickets';

setupMockApi();

const PHONE = '13812345678';
const VERSIONS = { userAgreementVersion: 'V2.1', privacyPolicyVersion: 'V3.2' };

const sendCode = (extra: object = {}) => checkedCall('authorizeMesLoginSmsCode', { phone: PHONE, ...extra });
const logIn = (smsSerialNo: string, smsCode: string, extra: object = {}) =>
  checkedCall('authorizeMessageLogin', { phone: PHONE, smsCode, smsSerialNo, ...VERSIONS, ...extra });
const newCaptcha = async () =>
  (await checkedCall('getImgCode', { scene: 'LOGIN' })).result.data as ImgCodeData;
const answerOf = (image: ImgCodeData) =>
  captchas.findFirst((q) => q.where({ captchaId: image.captchaId }))!.answer;
const ticketOf = (answer: { result: { data?: unknown } }) => answer.result.data as SmsTicket;

describe('SMS login', () => {
  it('sends a code with its ticket and logs in with 123456', async () => {
    const sent = await sendCode();
    expect(sent.result).toMatchObject({ statusCode: '00000000', msg: '发送成功' });
    expect(ticketOf(sent)).toMatchObject({
      sentToMasked: '138****5678',
      resendAfterSeconds: 60,
      expiresInSeconds: 300,
    });
    const login = await logIn(ticketOf(sent).smsSerialNo, '123456');
    expect(login.result.msg).toBe('登录成功');
    expect(login.result.data).toEqual<LoginData>({
      apptoken: DEMO_APPTOKEN,
      nameMasked: '张*',
      phoneMasked: DEMO_INVESTOR.phoneMasked,
      loginNameSet: true,
    });
  });

  it('refuses a second send within 60 s, and a spent or unknown ticket', async () => {
    const ticket = ticketOf(await sendCode());
    expect((await sendCode()).result.statusCode).toBe('05200005');
    await logIn(ticket.smsSerialNo, '123456');
    expect((await logIn(ticket.smsSerialNo, '123456')).result.statusCode).toBe('05200002');
    expect((await logIn('LS0000', '123456')).result.statusCode).toBe('05200002');
  });

  it('counts wrong codes down, then asks for a captcha per new code (05200009, 05200003)', async () => {
    const ticket = ticketOf(await sendCode());
    const first = await logIn(ticket.smsSerialNo, '000000');
    expect(first.result).toMatchObject({ statusCode: '05200001', msg: '短信验证码错误，还可尝试2次' });
    expect((await logIn(ticket.smsSerialNo, '000001')).result.msg).toBe('短信验证码错误，还可尝试1次');
    expect((await logIn(ticket.smsSerialNo, '000002')).result.statusCode).toBe('05200009');
    // The ticket in hand is void, and a new code needs the captcha.
    expect((await logIn(ticket.smsSerialNo, '123456')).result.statusCode).toBe('05200002');
    expect((await sendCode()).result.statusCode).toBe('05200003');

    const image = await newCaptcha();
    expect(image.imageDataUri).toMatch(/^data:image\/svg\+xml;base64,/);
    // The image only: the answer is not in the answer.
    expect(Object.keys(image).sort()).toEqual(['captchaId', 'expiresInSeconds', 'imageDataUri']);
    // A wrong answer spends the captcha: 05200004, and the same id does not work again.
    expect((await sendCode({ captchaId: image.captchaId, captchaCode: 'ZZZZ' })).result.statusCode).toBe(
      '05200004',
    );
    expect(
      (await sendCode({ captchaId: image.captchaId, captchaCode: answerOf(image) })).result.statusCode,
    ).toBe('05200004');

    const second = await newCaptcha();
    const resent = await sendCode({
      captchaId: second.captchaId,
      captchaCode: answerOf(second).toLowerCase(),
    });
    expect(resent.result.statusCode).toBe('00000000');
    // Past the gate, one wrong code voids the code again.
    expect((await logIn(ticketOf(resent).smsSerialNo, '000003')).result.statusCode).toBe('05200009');
    const third = await newCaptcha();
    const again = ticketOf(await sendCode({ captchaId: third.captchaId, captchaCode: answerOf(third) }));
    expect((await logIn(again.smsSerialNo, '123456')).result.statusCode).toBe('00000000');
    // A successful login clears the failures: the next send needs no captcha.
    expect((await sendCode()).result.statusCode).toBe('00000000');
  });

  it('locks the phone at the tenth wrong code (05200006)', async () => {
    const ticket = ticketOf(await sendCode());
    for (let i = 0; i < 2; i++) await logIn(ticket.smsSerialNo, '000000');
    const statuses = [(await logIn(ticket.smsSerialNo, '000000')).result.statusCode];
    for (let i = 0; i < 7; i++) {
      const captcha = await newCaptcha();
      const next = ticketOf(await sendCode({ captchaId: captcha.captchaId, captchaCode: answerOf(captcha) }));
      statuses.push((await logIn(next.smsSerialNo, '000000')).result.statusCode);
    }
    expect(statuses).toEqual([...Array<string>(7).fill('05200009'), '05200006']);
    expect((await sendCode()).result.statusCode).toBe('05200006');
  });

  it('brings an expired session back and ends the session scenario, leaving others', async () => {
    setScenario({ outcome: 'session-expired' });
    expect((await postCall('queryOrderList', {})).json).toMatchObject({ code: '00000008' });
    const ticket = ticketOf(await sendCode());
    await logIn(ticket.smsSerialNo, '123456');
    expect(getScenario()).toBeUndefined();
    expect((await postCall('queryOrderList', {})).json).toMatchObject({ code: '00000000' });

    await setSessionStatus('loggedOut');
    setScenario({ outcome: 'http500', call: 'selectAreaCity' });
    expect((await postCall('queryTotalHolding', {})).json).toMatchObject({ code: '06060010' });
    const again = ticketOf(await checkedCall('authorizeMesLoginSmsCode', { phone: '13900001111' }));
    await checkedCall('authorizeMessageLogin', {
      phone: '13900001111',
      smsCode: '123456',
      smsSerialNo: again.smsSerialNo,
      ...VERSIONS,
    });
    expect((await postCall('queryTotalHolding', {})).json).toMatchObject({ code: '00000000' });
    expect(getScenario()).toMatchObject({ outcome: 'http500' });
  });
});

describe('WeCom login', () => {
  it('issues a state once and exchanges the code for the session', async () => {
    await setSessionStatus('loggedOut');
    const params = (
      await checkedCall('getQwAuthCode', { redirectUri: 'https://h5.example/xtmk/apph5/phone/login' })
    ).result.data as QwAuthParams;
    expect(params).toMatchObject({ corpId: 'ww3f2a9c1d7e5b8a60', agentId: '1000007' });
    const login = await checkedCall('authorizeLoginSubmit', {
      channel: 'WECOM',
      authCode: 'QWCODE8c2f61a9d4',
      state: params.state,
    });
    expect((login.result.data as LoginData).apptoken).toBe(DEMO_APPTOKEN);
    // The state is spent.
    const replay = await checkedCall('authorizeLoginSubmit', {
      channel: 'WECOM',
      authCode: 'QWCODE8c2f61a9d4',
      state: params.state,
    });
    expect(replay.result.statusCode).toBe('05200008');
  });

  it('refuses a WeCom user bound to no investor (05200007)', async () => {
    const { state } = (await checkedCall('getQwAuthCode', { redirectUri: 'https://h5.example/x' })).result
      .data as QwAuthParams;
    const answer = await checkedCall('authorizeLoginSubmit', {
      channel: 'WECOM',
      authCode: 'UNBOUND0a1b2c3d',
      state,
    });
    expect(answer.result.statusCode).toBe('05200007');
  });
});

describe('login names and the generic business SMS', () => {
  it('sets a free login name and refuses a taken one, with a session only', async () => {
    expect((await checkedCall('setLoginName', { loginName: 'Admin' })).result.statusCode).toBe('05200010');
    expect((await checkedCall('setLoginName', { loginName: 'zw_trust2026' })).result.data).toEqual({
      loginName: 'zw_trust2026',
    });
    await setSessionStatus('loggedOut');
    expect((await postCall('setLoginName', { loginName: 'zw_trust2027' })).json).toMatchObject({
      code: '06060010',
    });
  });

  it('sends a business code and lets another domain redeem it once, for its own record only', async () => {
    const ticket = ticketOf(
      await checkedCall('sendBusiSms', { bizType: 'CANCEL_ORDER', bizNo: 'OD202406180012' }),
    );
    expect(ticket.sentToMasked).toBe(DEMO_INVESTOR.phoneMasked);
    const proof = {
      investorId: DEMO_INVESTOR.customerId,
      bizType: 'CANCEL_ORDER' as const,
      bizNo: 'OD202406180012',
      smsSerialNo: ticket.smsSerialNo,
    };
    expect(await redeemBusiSms({ ...proof, bizNo: 'OD000', smsCode: '123456' })).toBe('expired');
    expect(await redeemBusiSms({ ...proof, smsCode: '654321' })).toBe('wrong');
    expect(await redeemBusiSms({ ...proof, smsCode: '123456' })).toBe('ok');
    expect(await redeemBusiSms({ ...proof, smsCode: '123456' })).toBe('expired');
  });

  it('sends getSmsCode to the new number it names', async () => {
    const ticket = ticketOf(
      await checkedCall('getSmsCode', { bizType: 'UPDATE_PHONE', phone: '13912345678' }),
    );
    expect(ticket.sentToMasked).toBe('139****5678');
    expect(
      await redeemBusiSms({
        investorId: DEMO_INVESTOR.customerId,
        bizType: 'UPDATE_PHONE',
        phone: '13912345678',
        smsCode: '123456',
        smsSerialNo: ticket.smsSerialNo,
      }),
    ).toBe('ok');
  });
});

describe('partner authorisation', () => {
  it('issues a code for a registered partner and its registered callback only', async () => {
    const request = {
      clientId: 'hxmall01',
      redirectUri: 'https://mall.huaxintrust.example/oauth/callback',
      state: 's1',
    };
    const ok = await checkedCall('getAuthCode', request);
    expect(ok.result.data).toMatchObject({ partnerName: '华信积分商城', expiresInSeconds: 300 });
    expect((await checkedCall('getAuthCode', { ...request, clientId: 'nobody' })).result.statusCode).toBe(
      '05200012',
    );
    expect(
      (await checkedCall('getAuthCode', { ...request, redirectUri: 'https://evil.example/cb' })).result
        .statusCode,
    ).toBe('05200013');
    expect((await checkedCall('getShortToken', { clientId: 'hxmall01' })).result.data).toMatchObject({
      expiresInSeconds: 60,
    });
    await setSessionStatus('expired');
    expect((await postCall('getAuthCode', request)).json).toMatchObject({ code: '00000008' });
  });
});
