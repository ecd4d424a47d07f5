import { Toast } from 'antd-mobile';
import type { ToastPort } from '../../api/ports';

const ICONS = { success: 'success', error: 'fail', info: undefined } as const;
/** Close animation allowance: if a newer toast replaces this one, afterClose never fires. */
const CLOSE_GRACE_MS = 400;

/**
 * Toasts through antd-mobile for exactly the requested duration; the promise resolves when the
 * toast has closed (the catalogue runs a labelled call's callback after its success toast).
 */
export function createToastPort(toast: Pick<typeof Toast, 'show'> = Toast): ToastPort {
  return {
    show(message, { kind, durationMs }) {
      return new Promise<void>((resolve) => {
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
