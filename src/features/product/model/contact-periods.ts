import type { ReservationContactPeriod } from '@gen/model/reservationContactPeriod';
import type { ReservationStatus } from '@gen/model/reservationStatus';

/** When the relationship manager may call, in the order the form offers them. */
export const CONTACT_PERIODS: readonly { value: ReservationContactPeriod; label: string; note?: string }[] = [
  { value: 'ANYTIME', label: '随时' },
  { value: 'WEEKDAY_MORNING', label: '工作日上午', note: '9:00–12:00' },
  { value: 'WEEKDAY_AFTERNOON', label: '工作日下午', note: '13:30–17:30' },
  { value: 'WEEKDAY_EVENING', label: '工作日晚间', note: '18:00–20:00' },
  { value: 'WEEKEND', label: '周末' },
];

export function contactPeriodText(value: ReservationContactPeriod): string {
  const period = CONTACT_PERIODS.find((p) => p.value === value);
  if (!period) return value;
  return period.note ? `${period.label}（${period.note}）` : period.label;
}

/** Badge tone of a reservation's status. */
export const RESERVATION_TONE: Readonly<Record<ReservationStatus, 'active' | 'done' | 'muted'>> = {
  RESERVED: 'active',
  CONVERTED: 'done',
  CANCELLED: 'muted',
  EXPIRED: 'muted',
};
