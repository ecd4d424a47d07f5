import type { DialogData } from './confirm-dialog';

/**
 * Queue behind the imperative confirmDialog(): requests wait here until <ConfirmDialogHost>,
 * mounted once inside the app's providers, shows them one at a time. Rendering through a host
 * instead of a detached createRoot keeps the dialogs under the app's context (theme, locale).
 */
export interface DialogRequest {
  id: number;
  data: DialogData;
  closing: boolean;
  resolve: (ok: boolean) => void;
}

type Listener = () => void;

let requests: readonly DialogRequest[] = [];
let nextId = 1;
/** Mounted hosts in mount order; only the first renders, so a second host never doubles a dialog. */
let hosts: readonly number[] = [];
let nextHost = 1;
const listeners = new Set<Listener>();

function publish(next: readonly DialogRequest[]) {
  requests = next;
  listeners.forEach((listener) => listener());
}

export const confirmDialogStore = {
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => requests,
  newHostId: () => nextHost++,
  /** Registers a mounted host; returns the detach function. */
  attachHost(id: number): () => void {
    hosts = [...hosts, id];
    publish(requests);
    return () => {
      hosts = hosts.filter((h) => h !== id);
      // A host unmounted mid-animation never calls remove(); answered entries must not block the queue.
      publish(requests.filter((r) => !r.closing));
    };
  },
  primaryHost: () => hosts[0],
  hasHost: () => hosts.length > 0,
  /** Resolves the promise at once; the entry stays until its closing animation ends. */
  answer(id: number, ok: boolean) {
    const request = requests.find((r) => r.id === id);
    if (!request || request.closing) return;
    request.resolve(ok);
    publish(requests.map((r) => (r.id === id ? { ...r, closing: true } : r)));
  },
  remove(id: number) {
    publish(requests.filter((r) => r.id !== id));
  },
};

/**
 * Shows a confirm dialog from code. Resolves true on OK, false on cancel. Rejects when no
 * <ConfirmDialogHost> is mounted, rather than leaving the caller waiting forever.
 */
export function confirmDialog(data: DialogData): Promise<boolean> {
  if (!confirmDialogStore.hasHost()) {
    return Promise.reject(new Error('confirmDialog(): mount <ConfirmDialogHost /> inside the app first'));
  }
  return new Promise<boolean>((resolve) => {
    publish([...requests, { id: nextId++, data, closing: false, resolve }]);
  });
}
