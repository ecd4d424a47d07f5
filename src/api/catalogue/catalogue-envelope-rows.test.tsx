import { act, waitFor } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { useAddBankCard, useQueryBankCardHeadList } from '@gen/hooks/bank-card/bank-card';
import { useNewSelectCountryList, useSelectAreaCity, useSelectExternalDict } from '@gen/hooks/common/common';
import { API, envelope, setupMswServer } from '@tests/support/msw-server';
import type { ApiError } from '../api-error';
import type { CallOptions } from '../outcome';
import { installFakeCatalogue, renderWithClient, settle } from './testing/catalogue-harness';

/** One test per envelope row of the catalogue, each through a real generated hook and MSW. */
const server = setupMswServer();

const card = {
  cardNo: '6222020200112233445',
  bnkName: '中国工商银行',
  provinceCode: '440000',
  provinceName: '广东省',
  cityCode: '440300',
  cityName: '深圳市',
  branchName: '深圳分行',
  reservedPhone: '13800138000',
  smsCode: '123456',
  smsSerialNo: 'S1',
};

const reply = (op: string, body: JsonBodyType) =>
  server.use(http.post(API(op), () => HttpResponse.json(body)));

/** A read through useQueryBankCardHeadList (not a picker call) that fails; returns its error. */
async function failedRead(body: JsonBodyType, request?: CallOptions): Promise<ApiError> {
  reply('queryBankCardHeadList', body);
  const { result } = renderWithClient(() => useQueryBankCardHeadList({ bnkName: '' }, { request }));
  await waitFor(() => expect(result.current.isError).toBe(true));
  await settle();
  return result.current.error as ApiError;
}

/** A write through useAddBankCard that fails; returns its error. */
async function failedWrite(body: JsonBodyType): Promise<ApiError> {
  reply('addBankCard', body);
  const { result } = renderWithClient(() => useAddBankCard());
  act(() => result.current.mutate({ data: card }));
  await waitFor(() => expect(result.current.isError).toBe(true));
  await settle();
  return result.current.error as ApiError;
}

describe('catalogue rows: processed envelopes (result.statusCode)', () => {
  it('success: resolves with result.data; with a label the success callback runs after "<label>成功" closes', async () => {
    const fake = installFakeCatalogue({ holdToasts: true });
    reply('addBankCard', envelope({ cardId: 'C1' }));
    const onSuccess = vi.fn();
    const { result } = renderWithClient(() => useAddBankCard({ request: { label: '保存' } }));
    act(() => result.current.mutate({ data: card }, { onSuccess }));
    await waitFor(() =>
      expect(fake.toasts).toEqual([{ message: '保存成功', kind: 'success', durationMs: 2000 }]),
    );
    await settle();
    expect(onSuccess).not.toHaveBeenCalled();
    act(() => fake.closeToasts());
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(onSuccess.mock.calls[0]?.[0]).toEqual({ cardId: 'C1' });
  });

  it('success without a label: data, no toast', async () => {
    const fake = installFakeCatalogue();
    reply('queryBankCardHeadList', envelope([{ bnkName: '招商银行' }]));
    const { result } = renderWithClient(() => useQueryBankCardHeadList({ bnkName: '' }));
    await waitFor(() => expect(result.current.data).toEqual([{ bnkName: '招商银行' }]));
    expect(fake.toasts).toEqual([]);
  });

  it.each(['00000014', '03040105'])('business-silent %s: failure with the result, no toast', async (code) => {
    const fake = installFakeCatalogue();
    const error = await failedRead(envelope({ reason: 'x' }, code, '00000000', '无需提示'));
    expect([error.row, error.kind, error.statusCode]).toEqual(['business-silent', 'business', code]);
    expect(error.result).toEqual({ statusCode: code, msg: '无需提示', data: { reason: 'x' } });
    expect([fake.toasts, fake.navigations, fake.nativeLogins]).toEqual([[], [], []]);
  });

  it('native-login 04040528: the native app is asked to log in; no toast', async () => {
    const fake = installFakeCatalogue({ ownApp: true });
    const error = await failedRead(envelope(null, '04040528', '00000000', '请登录'));
    expect(error.row).toBe('native-login');
    expect(fake.nativeLogins).toHaveLength(1);
    expect([fake.toasts, fake.navigations]).toEqual([[], []]);
  });

  it('download-redirect 04040510: the message for 2 s, then the download page after 2 s', async () => {
    const fake = installFakeCatalogue();
    const error = await failedRead(envelope(null, '04040510', '00000000', '请升级App'));
    expect(error.row).toBe('download-redirect');
    expect(fake.toasts).toEqual([{ message: '请升级App', kind: 'error', durationMs: 2000 }]);
    expect(fake.clock.delays).toEqual([2000]);
    expect(fake.navigations).toEqual([]);
    fake.clock.elapse();
    await waitFor(() => expect(fake.navigations).toEqual(['/phone/download']));
  });

  it('business-error: any other statusCode shows result.msg for 2 s and rejects', async () => {
    const fake = installFakeCatalogue();
    const error = await failedRead(envelope(null, '09990001', '00000000', '银行卡不存在'));
    expect([error.row, error.kind, error.statusCode, error.message]).toEqual([
      'business-error',
      'business',
      '09990001',
      '银行卡不存在',
    ]);
    expect(fake.toasts).toEqual([{ message: '银行卡不存在', kind: 'error', durationMs: 2000 }]);
  });

  type PickerHook = () => { isError: boolean; error: ApiError | null };
  it.each<[string, PickerHook]>([
    ['selectAreaCity', () => useSelectAreaCity({ provinceCode: '', cityCode: '' })],
    ['selectExternalDict', () => useSelectExternalDict({ dictCode: 'cnty_cd' })],
    ['newSelectCountryList', () => useNewSelectCountryList({ areaName: '中' })],
  ])('picker-failure %s: the server message as an error toast, even for a silent code', async (op, hook) => {
    const fake = installFakeCatalogue();
    reply(op, envelope(null, '00000014', '00000000', '区域数据加载失败'));
    const { result } = renderWithClient(hook);
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.row).toBe('picker-failure');
    expect(fake.toasts).toEqual([{ message: '区域数据加载失败', kind: 'error', durationMs: 2000 }]);
  });
});

describe('catalogue rows: gateway codes (outer code)', () => {
  it.each(['06060010', '04049549', '04040549'])(
    'app-login %s inside the own app: native login, no toast',
    async (code) => {
      const fake = installFakeCatalogue({ ownApp: true });
      const error = await failedRead({ code, msg: '请先登录' });
      expect([error.row, error.kind, error.code]).toEqual(['app-login', 'gateway', code]);
      expect(fake.nativeLogins).toHaveLength(1);
      expect(fake.toasts).toEqual([]);
    },
  );

  it.each(['06060010', '04049549', '04040549'])(
    'app-login %s elsewhere: failure with the message only',
    async (code) => {
      const fake = installFakeCatalogue({ ownApp: false });
      const error = await failedRead({ code, msg: '请先登录' });
      expect([error.row, error.message]).toEqual(['app-login', '请先登录']);
      expect([fake.nativeLogins, fake.toasts, fake.navigations]).toEqual([[], [], []]);
    },
  );

  it('session-expired 00000008 on a write: the message for 1 s, then the login page', async () => {
    const fake = installFakeCatalogue({ path: '/phone/myOrder' });
    const error = await failedWrite({ code: '00000008', msg: '登录已过期' });
    expect([error.row, error.code, error.remedy]).toEqual(['session-expired', '00000008', 'login']);
    expect(fake.toasts).toEqual([{ message: '登录已过期', kind: 'error', durationMs: 1000 }]);
    expect(fake.clock.delays).toEqual([1000]);
    expect(fake.navigations).toEqual([]);
    fake.clock.elapse();
    await waitFor(() => expect(fake.navigations).toEqual(['/phone/login']));
  });

  it('session-expired 00000008 on a read: no toast (the page says it, with 重新登录), then the login page', async () => {
    const fake = installFakeCatalogue({ path: '/phone/myOrder' });
    const error = await failedRead({ code: '00000008', msg: '登录已过期' });
    expect([error.row, error.message, error.remedy]).toEqual(['session-expired', '登录已过期', 'login']);
    expect(fake.toasts).toEqual([]);
    fake.clock.elapse();
    await waitFor(() => expect(fake.navigations).toEqual(['/phone/login']));
  });

  it('session-expired without a message says "请重新登录"; already on login, it stays', async () => {
    const fake = installFakeCatalogue({ path: '/phone/login' });
    await failedWrite({ code: '00000008', msg: '' });
    expect(fake.toasts).toEqual([{ message: '请重新登录', kind: 'error', durationMs: 1000 }]);
    fake.clock.elapse();
    await settle();
    expect(fake.navigations).toEqual([]);
  });

  it('gateway-error: another outer code shows its message for 2 s', async () => {
    const fake = installFakeCatalogue();
    const error = await failedRead({ code: '05000001', msg: '系统繁忙' });
    expect([error.row, error.kind, error.message]).toEqual(['gateway-error', 'gateway', '系统繁忙']);
    expect(fake.toasts).toEqual([{ message: '系统繁忙', kind: 'error', durationMs: 2000 }]);
  });

  it('gateway-error without a message shows "<label>失败"', async () => {
    const fake = installFakeCatalogue();
    await failedRead({ code: '05000001' }, { label: '查询' });
    expect(fake.toasts).toEqual([{ message: '查询失败', kind: 'error', durationMs: 2000 }]);
  });

  it('empty: a processed envelope without result shows "<label>异常"', async () => {
    const fake = installFakeCatalogue();
    const error = await failedRead({ code: '00000000', msg: '成功', result: null }, { label: '加载' });
    expect([error.row, error.kind]).toEqual(['empty', 'empty']);
    expect(fake.toasts).toEqual([{ message: '加载异常', kind: 'error', durationMs: 2000 }]);
  });
});
