import { useEffect, useRef } from 'react';

/** Runs a write once per page, even when React runs the effect twice. */
export function useOnce(run: () => void) {
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    run();
  });
}
