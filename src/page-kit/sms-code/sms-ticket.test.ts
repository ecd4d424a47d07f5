import { describe, expect, it } from 'vitest';
import { readTicket, resendSecondsOf, sentText } from './sms-ticket';

describe('SMS ticket texts', () => {
  it('says where the code went and how long it is valid', () => {
    const info = readTicket({
      smsSerialNo: 'S1',
      sentToMasked: '139****1111',
      resendAfterSeconds: 60,
      expiresInSeconds: 300,
    });
    expect(sentText(info)).toBe('验证码已发送至 139****1111，5分钟内有效');
    expect(resendSecondsOf(info)).toBe(60);
  });

  it('rounds validity down to whole minutes, and says seconds under a minute', () => {
    expect(sentText({ sentTo: '139****1111', expiresInSeconds: 330 })).toBe(
      '验证码已发送至 139****1111，5分钟内有效',
    );
    expect(sentText({ sentTo: '139****1111', expiresInSeconds: 45 })).toBe(
      '验证码已发送至 139****1111，45秒内有效',
    );
  });

  it.each([
    [{}, '验证码已发送至 您的手机'],
    [null, '验证码已发送至 您的手机'],
    ['not a ticket', '验证码已发送至 您的手机'],
    [{ sentToMasked: 13900001111, expiresInSeconds: '300' }, '验证码已发送至 您的手机'],
    [{ sentToMasked: '', expiresInSeconds: Number.NaN }, '验证码已发送至 您的手机'],
    [{ sentToMasked: '139****1111', expiresInSeconds: -5 }, '验证码已发送至 139****1111'],
    [{ sentToMasked: 'x'.repeat(200), expiresInSeconds: Infinity }, '验证码已发送至 您的手机'],
  ])('never shows undefined or NaN for a ticket missing fields: %j', (ticket, text) => {
    const line = sentText(readTicket(ticket));
    expect(line).toBe(text);
    expect(line).not.toMatch(/undefined|NaN|null|Infinity/);
  });

  it('falls back to the spec’s 60 s countdown', () => {
    expect(resendSecondsOf(readTicket({ resendAfterSeconds: 'soon' }))).toBe(60);
    expect(resendSecondsOf(readTicket({ resendAfterSeconds: 0 }))).toBe(60);
    expect(resendSecondsOf(readTicket({ resendAfterSeconds: 90 }))).toBe(90);
  });
});
