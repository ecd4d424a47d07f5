import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { dialogDemand } from './dialog-demand';

/** The host, loaded on first render; a failed load is remembered by lazy(), so it is made anew. */
const lazyHost = () =>
  lazy(() =>
    import('./confirm-dialog-host').then(
      (module) => ({ default: module.ConfirmDialogHost }),
      (error: unknown) => {
        console.warn('confirm dialog: the host did not load', error);
        return { default: HostNotLoaded };
      },
    ),
  );

let ConfirmDialogHost = lazyHost();

/** Rendered instead of the host when its chunk failed: the queue is told, the next dialog loads again. */
function HostNotLoaded() {
  useEffect(() => {
    ConfirmDialogHost = lazyHost();
    dialogDemand.hostFailed();
  }, []);
  return null;
}

/**
 * Mount once at the app root, in place of <ConfirmDialogHost>: it renders the host (and so the
 * dialog's code loads) only once confirmDialog() has been called.
 */
export function ConfirmDialogSlot() {
  const wanted = useSyncExternalStore(dialogDemand.subscribe, dialogDemand.wanted);
  useEffect(() => dialogDemand.attachSlot(), []);
  return wanted ? (
    <Suspense fallback={null}>
      <ConfirmDialogHost />
    </Suspense>
  ) : null;
}
