import { useEffect, useState, useSyncExternalStore } from 'react';
import { ConfirmDialog } from './confirm-dialog';
import { confirmDialogStore } from './confirm-dialog-store';

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
    <ConfirmDialog
      key={current.id}
      visible={!current.closing}
      data={current.data}
      onOk={() => confirmDialogStore.answer(current.id, true)}
      onNo={() => confirmDialogStore.answer(current.id, false)}
      afterClose={() => confirmDialogStore.remove(current.id)}
    />
  );
}
