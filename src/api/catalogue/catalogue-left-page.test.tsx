import { act, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse, type JsonBodyType } from 'msw';
import { describe, expect, it } from 'vitest';
import { bankCardAsDefault, useBankCardAsDefault } from '@gen/hooks/bank-card/bank-card';
import { API, envelope, setupMswServer } from '@tests/support/msw-server';
import { installFakeCatalogue, renderWithClient, settle } from './testing/catalogue-harness';

/**
 * An answer that arrives after its page was left shows no toast on the next page.
 * The call remembers the route path it started on; what the app must still do (login) happens.
 */
const server = setupMswServer();
let release: () => void = () => undefined;

/** bankCardAsDefault answers `body` only when the test says so. */
function slowAnswer(body: JsonBodyType) {
  const gate = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.post(API('bankCardAsDefault'), async () => {
      await gate;
      await delay(1);
      return HttpResponse.json(body);
    }),
  );
}

const failure = envelope(null, '05020008', '00000000', '银行卡不存在或已解绑');

async function mutateThen(body: JsonBodyType, leave: boolean, label?: string) {
  const fake = installFakeCatalogue({ path: '/phone/bankCardList' });
  slowAnswer(body);
  const { result } = renderWithClient(() => useBankCardAsDefault({ request: { label } }));
  act(() => result.current.mutate({ data: { cardId: 'C1' } }));
  await settle();
  if (leave) fake.ports.navigation.go('/phone/about');
  release();
  await waitFor(() => expect(result.current.isPending).toBe(false));
  await settle();
  return { fake, result };
}

describe('an answer after its page was left', () => {
  it('control: on the same page the failure toasts', async () => {
    const { fake } = await mutateThen(failure, false);
    expect(fake.toasts.map((t) => t.message)).toEqual(['银行卡不存在或已解绑']);
  });

  it('a failure shows no toast on the next page; the caller still gets the error', async () => {
    const { fake, result } = await mutateThen(failure, true);
    expect(fake.toasts).toEqual([]);
    expect(result.current.error?.statusCode).toBe('05020008');
  });

  it('a labelled success shows no "<label>成功" on the next page, and resolves at once', async () => {
    const { fake, result } = await mutateThen(envelope({ cardId: 'C1' }), true, '设置');
    expect(fake.toasts).toEqual([]);
    expect(result.current.data).toEqual({ cardId: 'C1' });
  });

  it('an expired session still leads to login, without the toast', async () => {
    const { fake } = await mutateThen({ code: '00000008', msg: '登录已过期' }, true);
    expect(fake.toasts).toEqual([]);
    fake.clock.elapse();
    await waitFor(() => expect(fake.navigations).toEqual(['/phone/about', '/phone/login']));
  });

  it('an imperative call too', async () => {
    const fake = installFakeCatalogue({ path: '/phone/bankCardList' });
    slowAnswer(failure);
    const call = bankCardAsDefault({ cardId: 'C1' }).catch(() => 'failed');
    await settle();
    fake.ports.navigation.go('/phone/about');
    release();
    expect(await call).toBe('failed');
    await settle();
    expect(fake.toasts).toEqual([]);
  });
});
