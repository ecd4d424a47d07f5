import type { DialogData } from './confirm-dialog';
import { dialogDemand } from './dialog-demand';

/**
 * Queue behind the imperative confirmDialog(): requests wait here until <ConfirmDialogHost>
 * (loaded by the app's <ConfirmDialogSlot> with the first request) shows them one at a time.
 * Rendering through a host instead of a detached createRoot keeps the dialogs under the app's
 * context (theme, locale).
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

// The host could not load (dialog-demand.ts): the dialogs never shown are answered "no", so the
// action they guard does not happen and its page keeps what the investor entered.
function answerUnshownNo() {
  requests.filter((r) => !r.closing).forEach((r) => r.resolve(false));
  publish(requests.filter((r) => r.closing));
}

/**
 * Shows a confirm dialog from code. Resolves true on OK, false on cancel (and when the dialog
 * cannot load). Rejects when neither a host nor the app's slot is mounted, rather than leaving
 * the caller waiting forever.
 */
export function confirmDialog(data: DialogData): Promise<boolean> {
  if (!confirmDialogStore.hasHost() && !dialogDemand.hasSlot()) {
    return Promise.reject(new Error('confirmDialog(): mount <ConfirmDialogHost /> inside the app first'));
  }
  // Registered by the first dialog (the host loads only after one), not at import: the shell
  // imports this block for its slot, and a module with no top-level effect stays off the entry.
  dialogDemand.whenHostFails(answerUnshownNo);
  dialogDemand.want();
  return new Promise<boolean>((resolve) => {
    publish([...requests, { id: nextId++, data, closing: false, resolve }]);
  });
}
