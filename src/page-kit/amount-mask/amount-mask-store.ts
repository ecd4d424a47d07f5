/**
 * Whether amounts are hidden, remembered on the device. localStorage may throw (private mode,
 * a sandboxed web view) or be missing: the choice then lives in memory for this page load. All
 * components read one store, so one tap on any eye hides every amount on screen; another tab
 * (or web view of the same origin) follows through the storage event.
 */
export const AMOUNT_MASK_STORAGE_KEY = 'trust-h5.amountsHidden';

type Listener = () => void;

export interface AmountMaskStore {
  get: () => boolean;
  set: (hidden: boolean) => void;
  subscribe: (listener: Listener) => () => void;
}

export function createAmountMaskStore(storage: () => Storage | undefined = () => globalThis.localStorage) {
  const listeners = new Set<Listener>();
  let current: boolean | undefined;

  const read = (): boolean => {
    try {
      return storage()?.getItem(AMOUNT_MASK_STORAGE_KEY) === '1';
    } catch {
      return false;
    }
  };
  const notify = () => listeners.forEach((listener) => listener());
  const onStorage = (event: StorageEvent) => {
    if (event.key !== AMOUNT_MASK_STORAGE_KEY && event.key !== null) return;
    const next = read();
    if (next === current) return;
    current = next;
    notify();
  };

  const store: AmountMaskStore = {
    get: () => (current ??= read()),
    set: (hidden) => {
      current = hidden;
      try {
        storage()?.setItem(AMOUNT_MASK_STORAGE_KEY, hidden ? '1' : '0');
      } catch {
        // Storage refused: the choice holds for this page load only.
      }
      notify();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      if (listeners.size === 1) globalThis.addEventListener?.('storage', onStorage);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) globalThis.removeEventListener?.('storage', onStorage);
      };
    },
  };
  return store;
}

export const amountMaskStore = createAmountMaskStore();
