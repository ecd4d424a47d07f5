import { describe, expect, it } from 'vitest';
import { formatLiveTime, liveReminderIcs } from './live-time';

describe('formatLiveTime', () => {
  it('shows Beijing time with the weekday, one day', () => {
    expect(formatLiveTime('2024-07-12T19:30:00+08:00', '2024-07-12T20:30:00+08:00')).toBe(
      '2024年7月12日 周五 19:30–20:30',
    );
  });

  it('converts other offsets to Beijing time and spans days', () => {
    expect(formatLiveTime('2024-07-12T15:30:00Z', '2024-07-12T16:30:00Z')).toBe(
      '2024年7月12日 周五 23:30 至 2024年7月13日 周六 00:30',
    );
  });

  it('says 时间待定 for a broken time', () => {
    expect(formatLiveTime('not a time', '2024-07-12T20:30:00+08:00')).toBe('时间待定');
  });
});

describe('liveReminderIcs', () => {
  const ics = liveReminderIcs(
    {
      uid: 'AR202407080001',
      title: '策略直播\nATTENDEE:mailto:x@evil.example',
      startTime: '2024-07-12T19:30:00+08:00',
      endTime: '2024-07-12T20:30:00+08:00',
      description: '主讲：陈思远, 首席投资顾问; 现场答疑',
    },
    new Date('2024-07-01T00:00:00Z'),
  );

  it('is an event in UTC with a 15-minute alarm', () => {
    expect(ics).toContain('DTSTART:20240712T113000Z');
    expect(ics).toContain('DTEND:20240712T123000Z');
    expect(ics).toContain('TRIGGER:-PT15M');
  });

  it('escapes server text, so it cannot add properties', () => {
    expect(ics.split('\r\n').some((line) => line.startsWith('ATTENDEE'))).toBe(false);
    expect(ics).toContain('DESCRIPTION:主讲：陈思远\\, 首席投资顾问\\; 现场答疑');
  });
});
