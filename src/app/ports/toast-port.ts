import type { ToastShowProps } from 'antd-mobile';
import type { ToastPort } from '@/api/ports';
import { loadAntdReact19 } from '../antd-react19-loader';

interface ToastApi {
  show(props: ToastShowProps): unknown;
}

const ICONS = { success: 'success', error: 'fail', info: undefined } as const;
/** Close animation allowance: if a newer toast replaces this one, afterClose never fires. */
const CLOSE_GRACE_MS = 400;

/**
 * antd-mobile's Toast (with its animation library) loads with the first toast, not with the
 * first page: it is kept out of the first-load budget. Loaded once; later toasts are immediate.
 */
let toastModule: Promise<ToastApi> | undefined;
const loadAntdToast = (): Promise<ToastApi> =>
  (toastModule ??= Promise.all([import('antd-mobile/es/components/toast'), loadAntdReact19()]).then(
    ([m]) => m.default,
  ));

/**
 * Toasts through antd-mobile for exactly the requested duration (the timer starts when the toast
 * shows); the promise resolves when it has closed, since the catalogue runs a labelled call's
 * callback after its success toast.
 */
export function createToastPort(load: () => Promise<ToastApi> = loadAntdToast): ToastPort {
  return {
    async show(message, { kind, durationMs }) {
      let toast: ToastApi;
      try {
        toast = await load();
      } catch {
        return; // Offline with a stale chunk: the caller must not hang on a toast.
      }
      await new Promise<void>((resolve) => {
        let done = false;
        const finish = () => {
          if (done) return;
          done = true;
          resolve();
        };
        const icon = ICONS[kind];
        toast.show({ content: message, duration: durationMs, ...(icon ? { icon } : {}), afterClose: finish });
        setTimeout(finish, durationMs + CLOSE_GRACE_MS);
      });
    },
  };
}
