import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { confirmDialog, type DialogData } from '@/page-kit/confirm-dialog';
import { useSubmit, type SubmitOptions } from '@/page-kit/submit';

export interface ConfirmActionConfig<A, R> {
  /**
   * The question, from the argument (e.g. the card). `content` is plain text, so server fields
   * (a bank name, a card tail) can go in it as they are. Return null to act without asking.
   */
  confirm: (arg: A) => DialogData | null;
  /** The write: usually a generated mutation's mutateAsync. */
  act: (arg: A) => Promise<R>;
  /** Queries to refetch once the write has settled, on success and on failure (the server may have changed either way). */
  invalidate?: (arg: A) => readonly QueryKey[];
  /** Called with the write's error; the catalogue has already shown its toast unless the call is silent. */
  onError?: (error: unknown, arg: A) => void | Promise<void>;
  /** The re-click window after the write ends (useSubmit's, 1000 ms by default). */
  guardMs?: SubmitOptions['guardMs'];
}

export type ConfirmOutcome<R> =
  | { status: 'done'; value: R }
  | { status: 'cancelled' }
  | { status: 'failed'; error: unknown }
  /** Another run was under way (dialog open or write in flight), or within the re-click window. */
  | { status: 'ignored' };

export interface ConfirmAction<A, R> {
  run: (arg: A) => Promise<ConfirmOutcome<R>>;
  /** True from OK until the write and its refresh have settled: lock the page's other actions. */
  pending: boolean;
  /** The argument of the write in flight, e.g. to show a spinner on that card only. */
  running: A | undefined;
}

/**
 * Confirm, then act: the dialog, the write through useSubmit's synchronous lock, then a refresh.
 * One flow at a time: a burst of taps opens one dialog; taps while the dialog is open or the
 * write runs are ignored; cancelling frees the action at once (no re-click window for a "no").
 */
export function useConfirmAction<A, R>(config: ConfirmActionConfig<A, R>): ConfirmAction<A, R> {
  const queryClient = useQueryClient();
  const configRef = useRef(config);
  useLayoutEffect(() => {
    configRef.current = config;
  });
  const busy = useRef(false);
  const [running, setRunning] = useState<{ arg: A } | undefined>();

  const submit = useSubmit(
    async (arg: A): Promise<ConfirmOutcome<R>> => {
      const { act, invalidate, onError } = configRef.current;
      setRunning({ arg });
      try {
        const value = await act(arg);
        return { status: 'done', value };
      } catch (error) {
        await onError?.(error, arg);
        return { status: 'failed', error };
      } finally {
        const keys = invalidate?.(arg) ?? [];
        await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
        setRunning(undefined);
      }
    },
    { guardMs: config.guardMs },
  );
  const runSubmit = submit.run;

  const run = useCallback(
    async (arg: A): Promise<ConfirmOutcome<R>> => {
      if (busy.current) return { status: 'ignored' };
      busy.current = true;
      try {
        const data = configRef.current.confirm(arg);
        if (data && !(await confirmDialog(data))) return { status: 'cancelled' };
        return (await runSubmit(arg)) ?? { status: 'ignored' };
      } finally {
        busy.current = false;
      }
    },
    [runSubmit],
  );

  return { run, pending: submit.pending, running: running?.arg };
}
