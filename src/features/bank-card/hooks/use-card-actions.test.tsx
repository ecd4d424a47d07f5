import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupMockApi } from '../../../../mocks/testing/setup-mock-api';
import { renderRoute } from '../../../../tests/support/render-route';

/**
 * Issue 17 §4: a burst of taps in one task (not separate clicks) opens one dialog and sends one
 * request, on both card actions; a server field in the dialog text stays text.
 */
const server = setupMockApi();

function countCalls(name: string) {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.endsWith(`/trustAppApi/${name}`)) seen.push(name);
  });
  return seen;
}

/** Ten clicks in one task: no render, no effect and no microtask runs between them. */
const burst = (button: HTMLElement) =>
  act(() => {
    for (let i = 0; i < 10; i += 1) button.click();
  });

describe('useCardActions under bursts', () => {
  it.each([
    ['设为默认', 'bankCardAsDefault', /中国工商银行/],
    ['解绑', 'checkRemoveBankCard', /招商银行/],
  ])('%s: ten taps, ten OK taps → one dialog, one %s request', async (action, call, bank) => {
    const calls = countCalls(call);
    renderRoute('/phone/bankCardList');
    const card = await screen.findByRole('article', { name: bank });
    burst(within(card).getByRole('button', { name: action }));
    const dialog = await screen.findByRole('dialog');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    burst(within(dialog).getByRole('button', { name: action }));
    await waitFor(() => expect(calls).toHaveLength(1));
    // No second dialog queued behind the first, no second request.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toHaveLength(1);
    server.events.removeAllListeners();
  });
});
