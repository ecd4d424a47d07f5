import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { useQueryBankCardHeadList } from '@gen/hooks/bank-card/bank-card';
import { API, envelope, setupMswServer } from '@tests/support/msw-server';
import { installCatalogue } from '../api/catalogue/install-catalogue';
import { renderWithClient, settle } from '../api/catalogue/testing/catalogue-harness';
import { createFakePorts } from '../api/catalogue/testing/fake-ports';
import type { EnvironmentType } from './bridge-config';
import { installFakeNativeHost } from './fake-native-host';
import { createNativeBridge } from './native-bridge';

/** The catalogue wired to the real bridge, as the shell wires it, with the fake host as the app. */
const server = setupMswServer();
let cleanup: (() => void)[] = [];
afterEach(() => {
  cleanup.forEach((undo) => undo());
  cleanup = [];
});

function wire(environment: EnvironmentType) {
  const host: Record<string, unknown> = {};
  const native = installFakeNativeHost({ container: 'ios', host });
  const fake = createFakePorts();
  const bridge = createNativeBridge({ environment: () => environment, toast: fake.ports.toast, host });
  cleanup.push(installCatalogue({ ...fake.ports, native: bridge }));
  return { native, fake };
}

async function read(body: Parameters<typeof HttpResponse.json>[0]) {
  server.use(http.post(API('queryBankCardHeadList'), () => HttpResponse.json(body)));
  const { result } = renderWithClient(() => useQueryBankCardHeadList({ bnkName: '' }));
  await waitFor(() => expect(result.current.isError).toBe(true));
  await settle();
  return result.current.error;
}

describe('catalogue through the native bridge', () => {
  it('statusCode 04040528 asks the hosting app to log in', async () => {
    const { native } = wire('ownApp');
    const error = await read(envelope(null, '04040528', '00000000', '请登录'));
    expect(error?.row).toBe('native-login');
    expect(native.callsOf('login')).toEqual([
      { container: 'ios', method: 'login', params: {}, at: expect.any(Number) },
    ]);
  });

  it('outer code 06060010 inside the own app asks for native login', async () => {
    const { native } = wire('ownApp');
    await read({ code: '06060010', msg: '请先登录' });
    expect(native.callsOf('login')).toHaveLength(1);
  });

  it('outer code 06060010 in the mini-program only rejects with the message', async () => {
    const { native, fake } = wire('miniProgram');
    const error = await read({ code: '06060010', msg: '请先登录' });
    expect(error?.message).toBe('请先登录');
    expect(native.calls).toEqual([]);
    expect(fake.toasts).toEqual([]);
  });
});
