import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfirmDialogSlot } from './confirm-dialog-slot';
import { confirmDialog } from './confirm-dialog-store';

// The host module as the slot loads it: counted, and failing on demand (a lost network).
const host = vi.hoisted(() => ({ loads: 0, failNext: false }));
vi.mock('./confirm-dialog-host', async (importOriginal) => {
  host.loads += 1;
  if (host.failNext) {
    host.failNext = false;
    throw new TypeError('Failed to fetch dynamically imported module');
  }
  return importOriginal();
});

// The dialog the host renders (antd's popup, the sanitiser): transformed once up front, so that
// waiting for the dialog waits for the slot and React, not for a cold module graph.
beforeAll(async () => {
  await import('./confirm-dialog');
}, 20_000);

afterEach(() => vi.restoreAllMocks());

describe('<ConfirmDialogSlot>', () => {
  it('loads the host with the first dialog; a failed load answers it "no", keeps the page and loads again next time', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(
      <main>
        <p>表单内容</p>
        <ConfirmDialogSlot />
      </main>,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(host.loads).toBe(0);

    host.failNext = true;
    let first: Promise<boolean> | undefined;
    act(() => {
      first = confirmDialog({ title: '确认提交', content: 'a' });
    });
    await expect(first).resolves.toBe(false);
    expect(host.loads).toBe(1);
    expect(warn).toHaveBeenCalledWith('confirm dialog: the host did not load', expect.any(Error));
    expect(screen.getByText('表单内容')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();

    let second: Promise<boolean> | undefined;
    act(() => {
      second = confirmDialog({ title: '再次确认', content: 'b' });
    });
    expect(await screen.findByRole('dialog', { name: '再次确认' })).toBeInTheDocument();
    expect(host.loads).toBe(2);
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    await expect(second).resolves.toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
