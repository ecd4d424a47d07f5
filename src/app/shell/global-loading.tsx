import { useEffect, useState, useSyncExternalStore } from 'react';
import { inFlightStore } from '@/api/in-flight';
import { useGlobalLoading } from '@/api/loading/use-global-loading';

type Overlay = typeof import('@/page-kit/loading-overlay').LoadingOverlay;

/**
 * The overlay's chunk (its image and styles) loads when the first call that shows it starts, not
 * with the first page, which makes none: the overlay waits out its show delay (300 ms) anyway,
 * time enough to fetch it. A failed fetch is tried again with the next call.
 */
let overlay: Overlay | undefined;
let loading: Promise<Overlay> | undefined;

function loadOverlay(): Promise<Overlay> {
  loading ??= import('@/page-kit/loading-overlay').then(
    (module) => (overlay = module.LoadingOverlay),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

const busyNow = () => inFlightStore.get() > 0;

/** The full-screen loading overlay while a call without hideLoading is in flight (spec section 2, item 9). */
export function GlobalLoading() {
  const visible = useGlobalLoading();
  const busy = useSyncExternalStore(inFlightStore.subscribe, busyNow, () => false);
  const [Overlay, setOverlay] = useState<Overlay | undefined>(() => overlay);

  useEffect(() => {
    if (Overlay || !(busy || visible)) return undefined;
    let live = true;
    loadOverlay().then(
      (loaded) => live && setOverlay(() => loaded),
      () => undefined, // offline: no overlay this time; the page's own pending state still shows
    );
    return () => {
      live = false;
    };
  }, [Overlay, busy, visible]);

  return Overlay ? <Overlay visible={visible} /> : null;
}
