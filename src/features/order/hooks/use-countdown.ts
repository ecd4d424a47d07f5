import { useEffect, useRef, useState } from 'react';

/**
 * Milliseconds left until `deadline` (ISO 8601), ticking every second while the page shows it;
 * undefined without a deadline. Calls `onEnd` once when it reaches zero (e.g. to refetch the
 * order: the server decides what happens at the deadline, never the device's clock).
 */
export function useCountdown(deadline: string | undefined, onEnd?: () => void): number | undefined {
  const target = deadline ? Date.parse(deadline) : NaN;
  const [now, setNow] = useState(() => Date.now());
  const onEndRef = useRef(onEnd);
  useEffect(() => {
    onEndRef.current = onEnd;
  });
  useEffect(() => {
    if (Number.isNaN(target)) return undefined;
    let ended = target <= Date.now();
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (!ended && current >= target) {
        ended = true;
        onEndRef.current?.();
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [target]);
  return Number.isNaN(target) ? undefined : Math.max(0, target - now);
}
