import { useEffect, useState } from 'react';

/** What is left until a moment: whole days, hours, minutes, seconds (never negative). */
export interface Remaining {
  done: boolean;
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

export function remainingUntil(targetMs: number, nowMs: number): Remaining {
  const left = Math.max(0, Math.floor((targetMs - nowMs) / 1000));
  return {
    done: left === 0,
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
  };
}

const two = (n: number) => String(n).padStart(2, '0');

/** "2天 05:07:09" as read aloud-friendly parts: 2天05时07分09秒. */
export function formatRemaining(r: Remaining): string {
  return `${r.days > 0 ? `${r.days}天` : ''}${two(r.hours)}时${two(r.minutes)}分${two(r.seconds)}秒`;
}

/**
 * The time left until an ISO date-time with its offset ("2026-11-25T09:00:00+08:00"), ticking
 * every second; undefined for an unreadable time. The clock stops at zero.
 */
export function useCountdown(iso: string | undefined): Remaining | undefined {
  const target = iso ? Date.parse(iso) : Number.NaN;
  const [now, setNow] = useState(() => Date.now());
  const finished = Number.isNaN(target) || now >= target;
  useEffect(() => {
    if (finished) return undefined;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [finished]);
  return Number.isNaN(target) ? undefined : remainingUntil(target, now);
}
