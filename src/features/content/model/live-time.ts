const PARTS = new Intl.DateTimeFormat('zh-CN', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function partsOf(iso: string) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return undefined;
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    PARTS.formatToParts(date).find((p) => p.type === type)?.value ?? '';
  return {
    day: `${get('year')}年${get('month')}月${get('day')}日 ${get('weekday')}`,
    time: `${get('hour')}:${get('minute')}`,
  };
}

/** "2024年7月12日 周五 19:30–20:30" in Beijing time, whatever the phone's time zone. */
export function formatLiveTime(startIso: string, endIso: string): string {
  const start = partsOf(startIso);
  const end = partsOf(endIso);
  if (!start) return '时间待定';
  if (!end) return `${start.day} ${start.time}`;
  return start.day === end.day
    ? `${start.day} ${start.time}–${end.time}`
    : `${start.day} ${start.time} 至 ${end.day} ${end.time}`;
}

const escapeIcs = (text: string) =>
  text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n|\r/g, '\\n');

const icsTime = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

export interface LiveReminder {
  uid: string;
  title: string;
  startTime: string;
  endTime: string;
  description: string;
}

/**
 * An iCalendar event with an alarm 15 minutes before the start: the reminder a phone's calendar
 * keeps, with no server call (the spec has no reminder call). Server text is escaped, so a line
 * break in a title cannot add properties to the event.
 */
export function liveReminderIcs(live: LiveReminder, now = new Date()): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Huaxin Trust//Investor H5//ZH',
    'BEGIN:VEVENT',
    `UID:${escapeIcs(live.uid)}@huaxin-trust`,
    `DTSTAMP:${icsTime(now.toISOString())}`,
    `DTSTART:${icsTime(live.startTime)}`,
    `DTEND:${icsTime(live.endTime)}`,
    `SUMMARY:${escapeIcs(`【华信信托直播】${live.title}`)}`,
    `DESCRIPTION:${escapeIcs(live.description)}`,
    'BEGIN:VALARM',
    'TRIGGER:-PT15M',
    'ACTION:DISPLAY',
    'DESCRIPTION:直播即将开始',
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ].join('\r\n');
}
