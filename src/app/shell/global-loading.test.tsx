import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inFlightMiddleware } from '@/api/in-flight';
import { GlobalLoading } from './global-loading';

/** A call through the transport's middleware, as the in-flight count sees it. */
function startCall(hideLoading: boolean) {
  const request = new Request('http://localhost/xtmk/apph5/services/trustAppApi/addBankCard', {
    method: 'POST',
    headers: hideLoading ? { 'X-Hide-Loading': '1' } : {},
  });
  type Params = Parameters<NonNullable<typeof inFlightMiddleware.onResponse>>[0];
  const params = { request } as unknown as Params;
  act(() => void inFlightMiddleware.onRequest?.(params));
  return () => act(() => void inFlightMiddleware.onResponse?.({ ...params, response: new Response('{}') }));
}

describe('<GlobalLoading>', () => {
  it('loads the overlay with the first call that shows it, and shows it after the delay until the call ends', async () => {
    render(<GlobalLoading />);
    expect(screen.queryByRole('status')).toBeNull();
    const finish = startCall(false);
    expect(await screen.findByRole('status', { name: '加载中...' }, { timeout: 3000 })).toBeInTheDocument();
    finish();
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull(), { timeout: 3000 });
  });

  it('shows nothing for a call sent with hideLoading (a page read)', async () => {
    render(<GlobalLoading />);
    const finish = startCall(true);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(screen.queryByRole('status')).toBeNull();
    finish();
  });
});
