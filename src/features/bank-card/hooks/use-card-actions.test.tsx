import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { API, envelope, setupMswServer } from '@tests/support/msw-server';
import { renderRoute } from '@tests/support/render-route';

/**
 * A burst of taps in one task (not separate clicks) opens one dialog and sends one
 * request, on both card actions; a server field in the dialog text stays text.
 */
const server = setupMswServer();

const card = (cardId: string, bnkName: string, last4: string, isDefault: boolean) => ({
  cardId,
  bnkName,
  cardNoMasked: `6214********${last4}`,
  cardNoLast4: last4,
  acctName: '张伟',
  reservedPhoneMasked: '138****5678',
  provinceCode: '440000',
  provinceName: '广东省',
  cityCode: '440300',
  cityName: '深圳市',
  branchName: '深圳科技园支行',
  isDefault,
  unbindable: true,
  unbindBlockedBy: [],
});

beforeEach(() =>
  server.use(
    http.post(API('bankCardList'), () =>
      HttpResponse.json(
        envelope({
          acctName: '张伟',
          maxCards: 5,
          cards: [card('BC1', '招商银行', '5678', true), card('BC2', '中国工商银行', '0123', false)],
        }),
      ),
    ),
    http.post(API('bankCardAsDefault'), () => HttpResponse.json(envelope({ cardId: 'BC2' }))),
    http.post(API('checkRemoveBankCard'), () =>
      HttpResponse.json(envelope({ cardId: 'BC1', removed: true, reasons: [] })),
    ),
  ),
);

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
