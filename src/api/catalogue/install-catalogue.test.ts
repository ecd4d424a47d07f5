import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-error';
import type { CallContext, OutcomeHandler, TransportOutcome } from '../outcome';
import { createCatalogueHandler } from './catalogue-handler';
import { lazyCatalogueHandler } from './install-catalogue';
import { runPending } from './pending-effects';
import { createFakePorts } from './testing/fake-ports';

const success = (data: unknown): TransportOutcome => ({
  kind: 'envelope',
  envelope: { code: '00000000', result: { statusCode: '00000000', msg: '成功', data } },
});
const business: TransportOutcome = {
  kind: 'envelope',
  envelope: { code: '00000000', result: { statusCode: '05020001', msg: '该卡有在途交易，暂不能解绑' } },
};
const network: TransportOutcome = { kind: 'network', error: new TypeError('Failed to fetch') };
const context = (options: CallContext['options'] = {}): CallContext => ({
  operation: 'bankCardList',
  options,
});

/** A rejection's error, for a handler that may throw synchronously or reject. */
async function failureOf(run: () => unknown): Promise<ApiError> {
  try {
    await run();
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected a failure');
}

describe('lazyCatalogueHandler', () => {
  it('answers a success without a label itself, without loading the table', () => {
    const load = vi.fn<() => Promise<OutcomeHandler>>();
    const handle = lazyCatalogueHandler(createFakePorts().ports, load);
    expect(handle(success(['a']), context())).toEqual(['a']);
    expect(load).not.toHaveBeenCalled();
  });

  it('loads the table once for the first outcome that needs it, then uses it directly', async () => {
    const fake = createFakePorts();
    const load = vi.fn(() => Promise.resolve(createCatalogueHandler(fake.ports)));
    const handle = lazyCatalogueHandler(fake.ports, load);

    const first = await failureOf(() => handle(business, context()));
    expect(first).toBeInstanceOf(ApiError);
    expect(first.row).toBe('business-error');
    runPending(first);
    expect(fake.toasts).toEqual([{ message: '该卡有在途交易，暂不能解绑', kind: 'error', durationMs: 2000 }]);

    // Loaded: a labelled success toasts through the table's success row.
    await expect(handle(success(1), context({ label: '保存' }))).resolves.toBe(1);
    expect(fake.toasts.at(-1)).toEqual({ message: '保存成功', kind: 'success', durationMs: 2000 });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('without the table (offline, stale chunk) still fails with the Chinese message and its toast, and tries again later', async () => {
    const fake = createFakePorts();
    const load = vi
      .fn<() => Promise<OutcomeHandler>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(createCatalogueHandler(fake.ports));
    const handle = lazyCatalogueHandler(fake.ports, load);

    const offline = await failureOf(() => handle(network, context()));
    expect(offline).toMatchObject({ kind: 'network', message: '网络异常，请检查网络后重试' });
    runPending(offline);
    expect(fake.toasts).toEqual([{ message: '网络异常，请检查网络后重试', kind: 'error', durationMs: 2000 }]);

    const silent = await failureOf(() => handle(network, context({ silent: true })));
    runPending(silent);
    expect(fake.toasts).toHaveLength(1);
    expect(silent.row).toBe('network'); // the second outcome loaded the table
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('without the table keeps a code the caller handles itself quiet, and resolves a labelled success', async () => {
    const fake = createFakePorts();
    const handle = lazyCatalogueHandler(fake.ports, () => Promise.reject(new Error('offline')));
    const own = await failureOf(() => handle(business, { ...context(), ownCodes: ['05020001'] }));
    expect(own).toMatchObject({ kind: 'business', statusCode: '05020001' });
    runPending(own);
    expect(fake.toasts).toEqual([]);
    await expect(handle(success('ok'), context({ label: '保存' }))).resolves.toBe('ok');
  });
});
