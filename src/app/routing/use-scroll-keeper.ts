import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Remembers the window scroll position of kept-alive routes and puts it back when one shows
 * again; every other navigation starts at the top. Positions are recorded from scroll events
 * while a route is current, because hiding a page (display: none) shrinks the document and the
 * browser's own clamped scroll must not be taken for the page's position.
 */
export function useScrollKeeper(pathKey: string, navigationKey: string, keepsScroll: boolean): void {
  const positions = useRef(new Map<string, number>());
  const current = useRef(pathKey);

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    const record = () => positions.current.set(current.current, window.scrollY);
    window.addEventListener('scroll', record, { passive: true });
    return () => window.removeEventListener('scroll', record);
  }, []);

  useLayoutEffect(() => {
    current.current = pathKey;
    const saved = keepsScroll ? positions.current.get(pathKey) : undefined;
    window.scrollTo(0, saved ?? 0);
    // navigationKey: a new navigation to the same path also starts at the top.
  }, [pathKey, navigationKey, keepsScroll]);
}
