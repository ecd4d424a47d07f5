import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetMockDb } from '@mocks/db/define-collection';
import { resetOrderOptions, setOrderOptions } from '@mocks/domains/order/options';
import { callData } from '@mocks/testing/post-call';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { renderRoute } from '@tests/support/render-route';

setupMockApi();
afterEach(() => {
  vi.useRealTimers();
  resetOrderOptions();
});

describe('productOrderDetails follows the back office', { timeout: 30_000 }, () => {
  it('asks again while 资金确认中 and shows the cooling-off without a reload', async () => {
    // The short clock confirms funds 3 s after the proof; the page asks every 5 s (real timers).
    // The mock's clock reads the date, held still here: 资金确认中 lasts however long the page
    // takes to show it, and the funds are confirmed when the date moves on, not before.
    const proofAt = Date.now();
    vi.setSystemTime(proofAt);
    setOrderOptions({ clock: 'short' });
    await resetMockDb();
    await callData('saveTransferProof', { orderNo: 'OD202611180002', fileIds: ['F202611220201'] });
    renderRoute('/phone/productOrderDetails?orderNo=OD202611180002');
    expect(
      await screen.findByText('已上传凭证，资金确认中', undefined, { timeout: 15_000 }),
    ).toBeInTheDocument();
    vi.setSystemTime(proofAt + 4000);
    expect((await screen.findAllByText(/^冷静期中，截止/, {}, { timeout: 12_000 })).length).toBeGreaterThan(
      0,
    );
    expect(screen.queryByText('已上传凭证，资金确认中')).toBeNull();
  });
});
