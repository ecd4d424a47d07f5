import { useCallback, useSyncExternalStore } from 'react';
import { amountMaskStore } from './amount-mask-store';

export interface AmountMask {
  hidden: boolean;
  toggle: () => void;
  setHidden: (hidden: boolean) => void;
}

/** The device's "hide amounts" choice, shared by every amount and eye on screen. */
export function useAmountMask(store = amountMaskStore): AmountMask {
  const hidden = useSyncExternalStore(store.subscribe, store.get, () => false);
  const toggle = useCallback(() => store.set(!store.get()), [store]);
  return { hidden, toggle, setHidden: store.set };
}
