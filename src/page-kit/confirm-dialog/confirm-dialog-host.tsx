import { useEffect, useState, useSyncExternalStore } from 'react';
import { ConfirmDialog } from './confirm-dialog';
import { confirmDialogStore } from './confirm-dialog-store';

// The app mounts <ConfirmDialogSlot>, which loads this host with the dialog (CenterPopup,
// antd-mobile's motion library, the sanitiser) at the first confirmDialog(), not with the first
// page (npm run size measures the first visit until the network is idle). One chunk, so a lost
// network fails the load in one place, which the slot handles.

/**
 * Shows confirmDialog() calls, first come first served (a second dialog waits until the first
 * has closed). The app mounts it through <ConfirmDialogSlot>; mounted directly (the dev gallery,
 * tests) it is there at once. A second host is harmless: only the first one mounted renders.
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
