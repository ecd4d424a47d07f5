import type { ReservationContactPeriod } from '@gen/model/reservationContactPeriod';
import { CONTACT_PERIODS } from '@/features/product/model/contact-periods';

/** 工作日下午（13:30–17:30）, the hours kept on one line when the column is narrow. */
export function ContactPeriodText({ value }: { value: ReservationContactPeriod }) {
  const period = CONTACT_PERIODS.find((p) => p.value === value);
  if (!period) return <>{value}</>;
  return (
    <>
      {period.label}
      {period.note ? <span className="reservation-period-hours">（{period.note}）</span> : null}
    </>
  );
}
