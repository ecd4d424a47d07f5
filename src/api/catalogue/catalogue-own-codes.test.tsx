import { act, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { checkRemoveBankCard, useCheckRemoveBankCard } from '@gen/hooks/bank-card/bank-card';
import { operations } from '@gen/operations';
import { API, envelope, setupMswServer } from '@tests/support/msw-server';
import { ApiError } from '../api-error';
import { isBusinessError } from '../business-error';
import { installFakeCatalogue, renderWithClient, settle } from './testing/catalogue-harness';

/** Business codes as data: `ownCodes` and isBusinessError read the contract's x-status-codes. */
const server = setupMswServer();
const refuse = (statusCode: string, msg: string) =>
  server.use(
    http.post(API('checkRemoveBankCard'), () =>
      HttpResponse.json(envelope({ cardId: 'C1', removed: false, reasons: [] }, statusCode, '00000000', msg)),
    ),
  );

async function failedUnbind(ownCodes?: true | readonly ('05020001' | '05020008')[]) {
  const fake = installFakeCatalogue();
  const { result } = renderWithClient(() => useCheckRemoveBankCard({ request: { ownCodes } }));
  act(() => result.current.mutate({ data: { cardId: 'C1' } }));
  await waitFor(() => expect(result.current.isError).toBe(true));
  await settle();
  return { error: result.current.error as ApiError, toasts: fake.toasts };
}

describe('ownCodes', () => {
  it('the codes come from the contract (generated/operations.ts), not from a copy', () => {
    expect(Object.keys(operations.checkRemoveBankCard.codes)).toEqual(['05020001', '05020008']);
  });

  it('without it, a listed code gets the catalogue toast', async () => {
    refuse('05020001', '该卡尚有存续产品或在途交易，暂不可解绑');
    const { toasts } = await failedUnbind();
    expect(toasts.map((t) => t.message)).toEqual(['该卡尚有存续产品或在途交易，暂不可解绑']);
  });

  it.each(['05020001', '05020008'])('true: no toast for %s, a code the call lists', async (code) => {
    refuse(code, '服务端说明');
    const { error, toasts } = await failedUnbind(true);
    expect(toasts).toEqual([]);
    expect([error.kind, error.statusCode, error.message]).toEqual(['business', code, '服务端说明']);
  });

  it('true: the catalogue default for a code the call does not list', async () => {
    refuse('09990001', '系统繁忙');
    const { toasts } = await failedUnbind(true);
    expect(toasts.map((t) => t.message)).toEqual(['系统繁忙']);
  });

  it('a list: only those codes are the caller’s', async () => {
    refuse('05020008', '银行卡不存在或已解绑');
    expect((await failedUnbind(['05020001'])).toasts.map((t) => t.message)).toEqual(['银行卡不存在或已解绑']);
    refuse('05020001', '不可解绑');
    expect((await failedUnbind(['05020001'])).toasts).toEqual([]);
  });

  it('a code the call does not list silences nothing, even when named', async () => {
    refuse('05020006', '验证码发送过于频繁');
    const fake = installFakeCatalogue();
    // 05020006 belongs to bankCardSMSCode, not to checkRemoveBankCard.
    await checkRemoveBankCard({ cardId: 'C1' }, { ownCodes: ['05020006'] }).catch(() => undefined);
    await settle();
    expect(fake.toasts.map((t) => t.message)).toEqual(['验证码发送过于频繁']);
  });

  it('keeps gateway rows as they are: a login still happens', async () => {
    server.use(
      http.post(API('checkRemoveBankCard'), () => HttpResponse.json({ code: '00000008', msg: '登录已过期' })),
    );
    const fake = installFakeCatalogue();
    const { result } = renderWithClient(() => useCheckRemoveBankCard({ request: { ownCodes: true } }));
    act(() => result.current.mutate({ data: { cardId: 'C1' } }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    await settle();
    fake.clock.elapse();
    await waitFor(() => expect(fake.navigations).toEqual(['/phone/login']));
    expect(fake.toasts.map((t) => t.message)).toEqual(['登录已过期']);
  });
});

describe('isBusinessError', () => {
  const business = new ApiError({ kind: 'business', statusCode: '05020001', message: 'x' });

  it('matches the kind and the code', () => {
    expect(isBusinessError(business, '05020001')).toBe(true);
    expect(isBusinessError(business, '05020008')).toBe(false);
    expect(
      isBusinessError(new ApiError({ kind: 'gateway', code: '05020001', message: 'x' }), '05020001'),
    ).toBe(false);
    expect(isBusinessError(new Error('05020001'), '05020001')).toBe(false);
  });

  it('takes only codes some call lists (a compile-time check)', () => {
    // @ts-expect-error 12345678 is no call's business code
    expect(isBusinessError(business, '12345678')).toBe(false);
  });
});
