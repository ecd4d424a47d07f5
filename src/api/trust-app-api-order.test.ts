import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { selectAreaCity } from '../../generated/hooks/common/common';
import { API, envelope, setupMswServer } from '../../tests/support/msw-server';
import type { CallFacts } from './answer-shape';

/** The domain's facts, released by the test: they load while the request is under way. */
const factsGate = vi.hoisted(() => {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { released, release: () => release() };
});

vi.mock('./call-facts', async (importOriginal) => {
  const original = await importOriginal<typeof import('./call-facts')>();
  return {
    ...original,
    callFacts: async (operation: string): Promise<CallFacts | undefined> => {
      await factsGate.released;
      return original.callFacts(operation);
    },
  };
});

const server = setupMswServer();

describe('transport: the contract facts do not delay the request', () => {
  it('sends a read before its domain facts have loaded, hidden from the overlay, and judges the answer after', async () => {
    const hide: (string | null)[] = [];
    server.use(
      http.post(API('selectAreaCity'), ({ request }) => {
        hide.push(request.headers.get('x-hide-loading'));
        // A wrong shape: only the facts, once released, can turn it into a failure.
        return HttpResponse.json(envelope([{ provinceName: 42 }]));
      }),
    );
    const call = selectAreaCity({ provinceCode: '', cityCode: '' });
    await vi.waitFor(() => expect(hide).toEqual(['1']));
    let settled = false;
    void call.then(
      () => (settled = true),
      () => (settled = true),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    factsGate.release();
    await expect(call).rejects.toMatchObject({ kind: 'wrong-shape' });
  });
});
