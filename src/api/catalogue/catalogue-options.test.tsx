import { act, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { useQueryBankCardHeadList } from '@gen/hooks/bank-card/bank-card';
import { selectAreaCity, useGetWXConfigSignature } from '@gen/hooks/common/common';
import { API, envelope, setupMswServer } from '@tests/support/msw-server';
import { ApiError } from '../api-error';
import { installFakeCatalogue, renderWithClient, settle } from './testing/catalogue-harness';

/** Per-call options (label, silent) through `request` and `meta`, imperative calls, error types. */
const server = setupMswServer();
const businessError = envelope(null, '09990001', '00000000', '银行卡不存在');
const answer = (op: string, body: Parameters<typeof HttpResponse.json>[0]) =>
  server.use(http.post(API(op), () => HttpResponse.json(body)));

describe('per-call options', () => {
  it('request.silent removes the default toast; the caller still gets the error', async () => {
    const fake = installFakeCatalogue();
    answer('queryBankCardHeadList', businessError);
    const { result } = renderWithClient(() =>
      useQueryBankCardHeadList({ bnkName: '' }, { request: { silent: true } }),
    );
    await waitFor(() => expect(result.current.error?.row).toBe('business-error'));
    await settle();
    expect(result.current.error?.message).toBe('银行卡不存在');
    expect(fake.toasts).toEqual([]);
  });

  it('meta.silent does the same for a hook call', async () => {
    const fake = installFakeCatalogue();
    answer('queryBankCardHeadList', businessError);
    const { result } = renderWithClient(() =>
      useQueryBankCardHeadList({ bnkName: '' }, { query: { meta: { silent: true } } }),
    );
    await waitFor(() => expect(result.current.isError).toBe(true));
    await settle();
    expect(fake.toasts).toEqual([]);
  });

  it('meta.label names a mutation failure; request options win over meta', async () => {
    const fake = installFakeCatalogue();
    answer('getWXConfigSignature', { code: '05000001', msg: '' });
    const { result } = renderWithClient(() =>
      useGetWXConfigSignature({ mutation: { meta: { label: '签名' } } }),
    );
    act(() => result.current.mutate({ data: { url: 'https://h5.example/phone/about' } }));
    await waitFor(() =>
      expect(fake.toasts).toEqual([{ message: '签名失败', kind: 'error', durationMs: 2000 }]),
    );

    const second = renderWithClient(() =>
      useGetWXConfigSignature({ mutation: { meta: { silent: false } }, request: { silent: true } }),
    );
    act(() => second.result.current.mutate({ data: { url: 'https://h5.example/phone/about' } }));
    await waitFor(() => expect(second.result.current.isError).toBe(true));
    await settle();
    expect(fake.toasts).toHaveLength(1);
  });

  it('silent keeps the redirect: 00000008 still goes to login, without the toast', async () => {
    const fake = installFakeCatalogue();
    answer('queryBankCardHeadList', { code: '00000008', msg: '登录已过期' });
    const { result } = renderWithClient(() =>
      useQueryBankCardHeadList({ bnkName: '' }, { request: { silent: true } }),
    );
    await waitFor(() => expect(result.current.isError).toBe(true));
    await settle();
    fake.clock.elapse();
    await waitFor(() => expect(fake.navigations).toEqual(['/phone/login']));
    expect(fake.toasts).toEqual([]);
  });

  it('an imperative call (no react-query) gets its toast too, once', async () => {
    const fake = installFakeCatalogue();
    answer('selectAreaCity', envelope(null, '09990002', '00000000', '省份不存在'));
    const failure = await selectAreaCity({ provinceCode: 'x', cityCode: '' }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).row).toBe('picker-failure');
    await settle();
    expect(fake.toasts).toEqual([{ message: '省份不存在', kind: 'error', durationMs: 2000 }]);
  });

  it('an imperative call with a label resolves only after "<label>成功" has closed', async () => {
    const fake = installFakeCatalogue({ holdToasts: true });
    answer('selectAreaCity', envelope([]));
    const resolved = vi.fn();
    void selectAreaCity({ provinceCode: '', cityCode: '' }, { label: '加载' }).then(resolved);
    await waitFor(() =>
      expect(fake.toasts).toEqual([{ message: '加载成功', kind: 'success', durationMs: 2000 }]),
    );
    await settle();
    expect(resolved).not.toHaveBeenCalled();
    fake.closeToasts();
    await waitFor(() => expect(resolved).toHaveBeenCalledWith([]));
  });
});

describe('react-query types', () => {
  it('every hook error is an ApiError (registered as defaultError)', () => {
    installFakeCatalogue();
    answer('queryBankCardHeadList', envelope([]));
    const { result } = renderWithClient(() => useQueryBankCardHeadList({ bnkName: '' }));
    expectTypeOf(result.current.error).toEqualTypeOf<ApiError | null>();
    const mutation = renderWithClient(() => useGetWXConfigSignature());
    expectTypeOf(mutation.result.current.error).toEqualTypeOf<ApiError | null>();
    expectTypeOf<NonNullable<typeof result.current.error>['row']>().toEqualTypeOf<string | undefined>();
  });
});
