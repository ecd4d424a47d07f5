import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { confirmDialogStore } from './confirm-dialog-store';

// The host is mounted at the app root; the dialog itself (CenterPopup and antd-mobile's motion
// library, the sanitiser) loads with the first dialog, not with the first page (npm run size
// measures the first visit until the network is idle, so an idle-time preload would count).
const ConfirmDialog = lazy(() => import('./confirm-dialog').then((m) => ({ default: m.ConfirmDialog })));

/**
 * Mount once inside the app's providers; confirmDialog() calls show up here, first come first
 * served (a second dialog waits until the first has closed). Mounting a second host (say the
 * dev gallery inside the app) is harmless: only the first one mounted renders.
 */
export function ConfirmDialogHost() {
  const requests = useSyncExternalStore(confirmDialogStore.subscribe, confirmDialogStore.get);
  const primary = useSyncExternalStore(confirmDialogStore.subscribe, confirmDialogStore.primaryHost);
  const [hostId] = useState(confirmDialogStore.newHostId);
  useEffect(() => confirmDialogStore.attachHost(hostId), [hostId]);
  const current = requests[0];
  if (!current || hostId !== primary) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog
        key={current.id}
        visible={!current.closing}
        data={current.data}
        onOk={() => confirmDialogStore.answer(current.id, true)}
        onNo={() => confirmDialogStore.answer(current.id, false)}
        afterClose={() => confirmDialogStore.remove(current.id)}
      />
    </Suspense>
  );
}
