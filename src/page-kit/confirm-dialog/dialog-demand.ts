/**
 * The app's place for confirm dialogs before any dialog is asked for: the shell mounts the small
 * <ConfirmDialogSlot> (confirm-dialog-slot.tsx), which registers here; the host, its queue and the
 * dialog load with the first confirmDialog(), not with the first page (npm run size measures the
 * first visit until the network is idle).
 */
type Listener = () => void;

let slots = 0;
let wanted = false;
const listeners = new Set<Listener>();
let onHostFailed: (() => void) | undefined;

const publish = () => listeners.forEach((listener) => listener());

export const dialogDemand = {
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** True once a dialog has been asked for: the slot then renders the host. */
  wanted: () => wanted,
  hasSlot: () => slots > 0,
  /** Registers a mounted slot; returns the detach function. */
  attachSlot(): () => void {
    slots += 1;
    return () => {
      slots -= 1;
    };
  },
  want() {
    if (wanted) return;
    wanted = true;
    publish();
  },
  /**
   * The host's chunk did not load (offline, a stale chunk after a redeploy): the waiting dialogs
   * are answered "no" (confirm-dialog-store.ts) rather than left pending or crashing the page,
   * and the next dialog tries the load again.
   */
  hostFailed() {
    wanted = false;
    publish();
    onHostFailed?.();
  },
  /** The queue's answer to a failed host load (confirm-dialog-store.ts sets it). */
  whenHostFails(handler: () => void) {
    onHostFailed = handler;
  },
};
