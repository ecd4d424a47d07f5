import { useSyncExternalStore } from 'react';

/** Phones held upright: a signature is easier to write across the long side. */
const NARROW = 500;

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange);
  window.addEventListener('orientationchange', onChange);
  return () => {
    window.removeEventListener('resize', onChange);
    window.removeEventListener('orientationchange', onChange);
  };
}

const snapshot = () => window.innerWidth < window.innerHeight && window.innerWidth < NARROW;

/** True on a narrow screen in portrait, kept current across rotation. */
export function useNarrowPortrait(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
