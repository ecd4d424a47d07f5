import type { CallOptions } from '../outcome';
import type { AppPorts } from '../ports';
import type { CatalogueRow, Reading } from './catalogue-table';

export type Wait = (ms: number) => Promise<void>;

export const realWait: Wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export const samePath = (a: string, b: string) => a.replace(/\/+$/, '') === b.replace(/\/+$/, '');

/**
 * Whether the user has left the page the call started on. A slow answer must not toast on the
 * next page, where it means nothing; what the app must do about it (login, the
 * download page) still happens.
 */
export const pageLeft = (ports: AppPorts, startPath: string | undefined) =>
  startPath !== undefined && !samePath(ports.navigation.currentPath(), startPath);

type ToastOptions = Pick<CallOptions, 'label' | 'silent'> & { read?: boolean };

/**
 * Whether the row's toast shows for this call: `silent` opts out, success needs a label, and a
 * read's failure with a remedy (re-login) is said once, by the page's error block.
 */
export function toastShows(row: CatalogueRow, options: ToastOptions): boolean {
  const toast = row.behaviour.toast;
  if (!toast) return false;
  if (toast.onlyWithLabel) return Boolean(options.label);
  if (options.read && row.behaviour.remedy) return false;
  return !options.silent;
}

/**
 * Carries out a failure row through the ports: toast, native login, navigation. `silent` only
 * removes the toast; a login or a redirect still happens, since the page cannot go on without it.
 * Port failures are reported, never thrown: this runs detached from the caller's promise.
 */
export async function performFailure(
  row: CatalogueRow,
  reading: Reading,
  options: ToastOptions,
  ports: AppPorts,
  wait: Wait,
  startPath?: string,
): Promise<void> {
  const { toast, nativeLogin, navigate } = row.behaviour;
  try {
    if (toast && toastShows(row, options) && !pageLeft(ports, startPath)) {
      const text = row.behaviour.text(reading, options.label);
      void ports.toast.show(text, { kind: toast.kind, durationMs: toast.durationMs }).catch(report);
    }
    if (nativeLogin === 'always' || (nativeLogin === 'ownAppOnly' && ports.native.isOwnApp())) {
      ports.native.login();
    }
    if (navigate) {
      if (navigate.afterMs > 0) await wait(navigate.afterMs);
      // Checked when the time comes: the user may have moved in the meantime.
      if (!(navigate.unlessAlreadyThere && samePath(ports.navigation.currentPath(), navigate.to))) {
        ports.navigation.go(navigate.to);
      }
    }
  } catch (error) {
    report(error);
  }
}

function report(error: unknown) {
  console.error('status-code catalogue: a port failed', error);
}
