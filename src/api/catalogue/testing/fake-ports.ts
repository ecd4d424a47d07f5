import type { AppPath, AppPorts } from '@/api/ports';
import type { Wait } from '../perform-behaviour';

/**
 * Fakes of the shell's ports for tests: they record what the catalogue asked for. Toasts close
 * at once unless `holdToasts` is set; then `closeToasts()` closes them, so a test can check that
 * a caller's callback waits for the toast.
 */
export interface ToastRecord {
  message: string;
  kind: 'success' | 'error' | 'info';
  durationMs: number;
}

export interface FakePortsOptions {
  ownApp?: boolean;
  path?: string;
  holdToasts?: boolean;
}

export function createFakePorts({
  ownApp = false,
  path = '/phone/about',
  holdToasts = false,
}: FakePortsOptions = {}) {
  const toasts: ToastRecord[] = [];
  const navigations: AppPath[] = [];
  const nativeLogins: number[] = [];
  const openToasts: (() => void)[] = [];
  let currentPath = path;

  const ports: AppPorts = {
    toast: {
      show(message, { kind, durationMs }) {
        toasts.push({ message, kind, durationMs });
        if (!holdToasts) return Promise.resolve();
        return new Promise<void>((resolve) => openToasts.push(resolve));
      },
    },
    navigation: {
      go(to) {
        navigations.push(to);
        currentPath = to;
      },
      currentPath: () => currentPath,
    },
    native: {
      isOwnApp: () => ownApp,
      login: () => void nativeLogins.push(Date.now()),
    },
  };

  return {
    ports,
    toasts,
    navigations,
    nativeLogins,
    closeToasts: () => openToasts.splice(0).forEach((close) => close()),
  };
}

export type FakePorts = ReturnType<typeof createFakePorts>;

/** A `wait` that records each delay and lets the test decide when the time has passed. */
export function createFakeWait() {
  const delays: number[] = [];
  const sleepers: (() => void)[] = [];
  const wait: Wait = (ms) => {
    delays.push(ms);
    return new Promise<void>((resolve) => sleepers.push(resolve));
  };
  return { wait, delays, elapse: () => sleepers.splice(0).forEach((wake) => wake()) };
}
