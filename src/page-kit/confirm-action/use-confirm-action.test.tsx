import '@tests/setup/test-polyfills';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfirmDialogHost } from '@/page-kit/confirm-dialog/testing';
import { confirmDialogStore } from '@/page-kit/confirm-dialog';
import { useConfirmAction, type ConfirmActionConfig, type ConfirmOutcome } from './use-confirm-action';

// The host loads the dialog lazily; load it once up front so each test waits only for React.
beforeAll(async () => {
  await import('@/page-kit/confirm-dialog/testing');
}, 20_000);

// The dialog queue is module state: a dialog a test leaves open must not wait in front of the next one's.
afterEach(() => {
  for (const request of confirmDialogStore.get()) {
    confirmDialogStore.answer(request.id, false);
    confirmDialogStore.remove(request.id);
  }
});

type Card = { id: string; bank: string };
const card: Card = { id: 'c1', bank: '中国工商银行' };

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setup(over: Partial<ConfirmActionConfig<Card, string>> = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const listFetches = vi.fn(async () => ['c1']);
  const act = vi.fn(async (_card: Card) => 'ok');
  const outcomes: ConfirmOutcome<string>[] = [];
  let runner!: (card: Card) => Promise<ConfirmOutcome<string>>;
  function Page() {
    useQuery({ queryKey: ['cards'], queryFn: listFetches });
    const action = useConfirmAction<Card, string>({
      confirm: (c) => ({ title: '解绑银行卡', content: `确定解绑${c.bank}吗？`, okBtnText: '解绑' }),
      act,
      invalidate: () => [['cards']],
      ...over,
    });
    runner = action.run;
    return (
      <>
        <button type="button" onClick={() => void action.run(card).then((o) => outcomes.push(o))}>
          解绑
        </button>
        <output>{action.pending ? `处理中 ${action.running?.id}` : '空闲'}</output>
      </>
    );
  }
  render(
    <QueryClientProvider client={client}>
      <Page />
      <ConfirmDialogHost />
    </QueryClientProvider>,
  );
  return { act, listFetches, outcomes, run: (c: Card) => runner(c) };
}

async function answer(button: '解绑' | '取消') {
  const dialog = await screen.findByRole('dialog', { name: '解绑银行卡' });
  await userEvent.click(within(dialog).getByRole('button', { name: button }));
}

describe('useConfirmAction', () => {
  it('asks with the text, acts on OK, then refetches the listed queries', async () => {
    const { act: write, listFetches, outcomes } = setup();
    await waitFor(() => expect(listFetches).toHaveBeenCalledTimes(1));
    await userEvent.click(screen.getByRole('button', { name: '解绑' }));
    expect(await screen.findByRole('dialog', { name: '解绑银行卡' })).toHaveTextContent(
      '确定解绑中国工商银行吗？',
    );
    await answer('解绑');
    await waitFor(() => expect(outcomes).toEqual([{ status: 'done', value: 'ok' }]));
    expect(write).toHaveBeenCalledWith(card);
    expect(listFetches).toHaveBeenCalledTimes(2);
  });

  it('does nothing on 取消, and a new tap right after asks again (no re-click window for a no)', async () => {
    const { act: write, outcomes } = setup();
    await userEvent.click(screen.getByRole('button', { name: '解绑' }));
    await answer('取消');
    await waitFor(() => expect(outcomes).toEqual([{ status: 'cancelled' }]));
    expect(write).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: '解绑' }));
    expect(await screen.findByRole('dialog', { name: '解绑银行卡' })).toBeInTheDocument();
  });

  it('a burst of ten runs in one task opens one dialog and writes once', async () => {
    const { act: write, run } = setup();
    let results: Promise<ConfirmOutcome<string>>[] = [];
    act(() => {
      results = Array.from({ length: 10 }, () => run(card));
    });
    await answer('解绑');
    const outcomes = await Promise.all(results);
    expect(outcomes.filter((o) => o.status === 'done')).toHaveLength(1);
    expect(outcomes.filter((o) => o.status === 'ignored')).toHaveLength(9);
    expect(write).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryAllByRole('dialog')).toHaveLength(0));
  });

  it('ignores taps while the write runs, and shows which argument is running', async () => {
    const gate = deferred<string>();
    const write = vi.fn(() => gate.promise);
    const { run } = setup({ act: write });
    await userEvent.click(screen.getByRole('button', { name: '解绑' }));
    await answer('解绑');
    expect(await screen.findByText('处理中 c1')).toBeInTheDocument();
    await expect(act(() => run(card))).resolves.toEqual({ status: 'ignored' });
    // No second question was queued (the first dialog may still be closing).
    expect(confirmDialogStore.get().filter((request) => !request.closing)).toHaveLength(0);
    await act(async () => gate.resolve('ok'));
    expect(await screen.findByText('空闲')).toBeInTheDocument();
    expect(write).toHaveBeenCalledTimes(1);
  });

  it('hands a failed write to onError and still refetches', async () => {
    const refused = new Error('该卡尚有存续产品');
    const onError = vi.fn();
    const { listFetches, outcomes } = setup({
      act: async () => {
        throw refused;
      },
      onError,
    });
    await waitFor(() => expect(listFetches).toHaveBeenCalledTimes(1));
    await userEvent.click(screen.getByRole('button', { name: '解绑' }));
    await answer('解绑');
    await waitFor(() => expect(outcomes).toEqual([{ status: 'failed', error: refused }]));
    expect(onError).toHaveBeenCalledWith(refused, card);
    expect(listFetches).toHaveBeenCalledTimes(2);
  });

  it('acts without a dialog when confirm returns null', async () => {
    const { act: write, outcomes } = setup({ confirm: () => null });
    await userEvent.click(screen.getByRole('button', { name: '解绑' }));
    await waitFor(() => expect(outcomes).toEqual([{ status: 'done', value: 'ok' }]));
    expect(write).toHaveBeenCalledTimes(1);
  });
});
