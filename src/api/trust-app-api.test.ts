import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bankCardAsDefault } from '@gen/hooks/bank-card/bank-card';
import { selectAreaCity } from '@gen/hooks/common/common';
import { API, envelope, setupMswServer } from '@tests/support/msw-server';
import { ApiError } from './api-error';
import { API_TIMEOUT_MS } from './exchange';
import { inFlightStore } from './in-flight';
import { rejection } from './testing/rejection';

const server = setupMswServer();
const area = { provinceCode: '', cityCode: '' };

describe('transport: request', () => {
  it('posts JSON wrapped in requestData to the call path', async () => {
    let seen: { url: string; method: string; type: string | null; body: unknown } | undefined;
    server.use(
      http.post(API('selectAreaCity'), async ({ request }) => {
        seen = {
          url: request.url,
          method: request.method,
          type: request.headers.get('content-type'),
          body: await request.json(),
        };
        return HttpResponse.json(envelope([]));
      }),
    );
    await selectAreaCity({ provinceCode: '440000', cityCode: '' });
    expect(seen).toEqual({
      url: expect.stringMatching(/\/xtmk\/apph5\/services\/trustAppApi\/selectAreaCity$/),
      method: 'POST',
      type: 'application/json',
      body: { requestData: { provinceCode: '440000', cityCode: '' } },
    });
  });

  it('sends X-Hide-Loading for reads by default and when asked; such calls do not count as loading', async () => {
    const headers: (string | null)[] = [];
    const counts: number[] = [];
    const record = ({ request }: { request: Request }) => {
      headers.push(request.headers.get('x-hide-loading'));
      counts.push(inFlightStore.get());
    };
    server.use(
      http.post(API('selectAreaCity'), (info) => {
        record(info);
        return HttpResponse.json(envelope([]));
      }),
      http.post(API('bankCardAsDefault'), (info) => {
        record(info);
        return HttpResponse.json(envelope({ cardId: 'C1' }));
      }),
    );
    await selectAreaCity(area); // a read: hidden by default
    await selectAreaCity(area, { hideLoading: false }); // a read that wants the overlay
    await bankCardAsDefault({ cardId: 'C1' }); // a write: shown by default
    await bankCardAsDefault({ cardId: 'C1' }, { hideLoading: true });
    expect(headers).toEqual(['1', null, null, '1']);
    expect(counts).toEqual([0, 1, 1, 0]);
    expect(inFlightStore.get()).toBe(0);
  });
});

describe('transport: HTTP outcomes (product spec, section 7)', () => {
  it('200 resolves with result.data', async () => {
    const provinces = [{ provinceName: '广东省', provinceCode: '440000' }];
    server.use(http.post(API('selectAreaCity'), () => HttpResponse.json(envelope(provinces))));
    await expect(selectAreaCity(area)).resolves.toEqual(provinces);
  });

  it('304 is read as a body, not as an HTTP error', async () => {
    server.use(http.post(API('selectAreaCity'), () => new HttpResponse(null, { status: 304 })));
    const error = await rejection(selectAreaCity(area, { label: '查询' }));
    expect(error.kind).toBe('empty');
    expect(error.message).toBe('查询异常');
  });

  it('401 rejects quietly: no code, kind http', async () => {
    server.use(
      http.post(
        API('selectAreaCity'),
        () => new HttpResponse(null, { status: 401, statusText: 'Unauthorized' }),
      ),
    );
    const error = await rejection(selectAreaCity(area));
    expect([error.kind, error.httpStatus, error.code]).toEqual(['http', 401, undefined]);
  });

  it('404 rejects with the status so the catalogue can open the 404 page', async () => {
    server.use(
      http.post(
        API('selectAreaCity'),
        () => new HttpResponse(null, { status: 404, statusText: 'Not Found' }),
      ),
    );
    const error = await rejection(selectAreaCity(area));
    expect([error.kind, error.httpStatus, error.code]).toEqual(['http', 404, undefined]);
  });

  it.each([
    [500, '服务暂时不可用（500），请稍后重试'],
    [502, '服务暂时不可用（502），请稍后重试'],
    [503, '服务暂时不可用（503），请稍后重试'],
    [403, '请求未能完成（403），请稍后重试'],
    [201, '请求未能完成（201），请稍后重试'],
  ])('%i becomes code -404, the status text kept for logs, a Chinese message shown', async (status, text) => {
    server.use(
      http.post(
        API('selectAreaCity'),
        () => new HttpResponse('x', { status, statusText: `Status ${status}` }),
      ),
    );
    const error = await rejection(selectAreaCity(area));
    expect([error.kind, error.httpStatus, error.code, error.httpStatusText, error.message]).toEqual([
      'http',
      status,
      '-404',
      `Status ${status}`,
      text,
    ]);
  });

  it('a 500 that carries the envelope shows its message (result.msg first, then msg)', async () => {
    const answers = [
      { code: '00000000', msg: '外层', result: { statusCode: '99999999', msg: '系统繁忙，请稍后再试' } },
      { code: '99999999', msg: '网关维护中' },
      { code: '99999999', msg: '' },
    ];
    const messages: string[] = [];
    for (const body of answers) {
      server.use(
        http.post(API('selectAreaCity'), () =>
          HttpResponse.json(body, { status: 500, statusText: 'Internal Server Error' }),
        ),
      );
      const error = await rejection(selectAreaCity(area));
      expect([error.code, error.httpStatusText]).toEqual(['-404', 'Internal Server Error']);
      messages.push(error.message);
    }
    expect(messages).toEqual(['系统繁忙，请稍后再试', '网关维护中', '服务暂时不可用（500），请稍后重试']);
  });
});

describe('transport: bodies', () => {
  it('an empty body is "<label>异常"', async () => {
    server.use(http.post(API('selectAreaCity'), () => new HttpResponse('', { status: 200 })));
    const error = await rejection(selectAreaCity(area, { label: '加载' }));
    expect([error.kind, error.message]).toEqual(['empty', '加载异常']);
  });

  it.each([
    ['not JSON', '<html>gateway error</html>'],
    ['JSON without a code', '{"result":{"statusCode":"00000000"}}'],
    ['a JSON array', '[1,2,3]'],
  ])('%s is a malformed answer with a clear message', async (_, body) => {
    server.use(http.post(API('selectAreaCity'), () => new HttpResponse(body, { status: 200 })));
    const error = await rejection(selectAreaCity(area));
    expect(error.kind).toBe('malformed');
    expect(error.message).toMatch(/格式有误/);
  });

  it('a business failure carries statusCode, message and result', async () => {
    server.use(
      http.post(API('selectAreaCity'), () =>
        HttpResponse.json(envelope(null, '03040105', '00000000', '参数错误')),
      ),
    );
    const error = await rejection(selectAreaCity(area));
    expect([error.kind, error.statusCode, error.message]).toEqual(['business', '03040105', '参数错误']);
    expect(error.result).toMatchObject({ statusCode: '03040105' });
  });

  it('a business failure without data is still a business failure, not a malformed answer', async () => {
    server.use(
      http.post(API('selectAreaCity'), () =>
        HttpResponse.json({
          code: '00000000',
          msg: '成功',
          result: { statusCode: '05020002', msg: '验证码错误' },
        }),
      ),
    );
    const error = await rejection(selectAreaCity(area));
    expect([error.kind, error.statusCode, error.message]).toEqual(['business', '05020002', '验证码错误']);
  });

  it('a gateway failure carries the outer code', async () => {
    server.use(
      http.post(API('selectAreaCity'), () => HttpResponse.json({ code: '00000008', msg: '登录已过期' })),
    );
    const error = await rejection(selectAreaCity(area));
    expect([error.kind, error.code, error.message]).toEqual(['gateway', '00000008', '登录已过期']);
  });
});

describe('transport: failures before an answer', () => {
  afterEach(() => vi.useRealTimers());

  it('a network failure is kind network', async () => {
    server.use(http.post(API('selectAreaCity'), () => HttpResponse.error()));
    const error = await rejection(selectAreaCity(area));
    expect(error.kind).toBe('network');
    expect(inFlightStore.get()).toBe(0);
  });

  it(`times out after exactly ${API_TIMEOUT_MS} ms`, async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.use(
      http.post(API('selectAreaCity'), async () => {
        await delay('infinite');
        return HttpResponse.json(envelope([]));
      }),
    );
    let settled: unknown;
    void selectAreaCity(area).then(
      () => (settled = 'resolved'),
      (error: unknown) => (settled = error),
    );
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS - 1);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBeInstanceOf(ApiError);
    expect((settled as ApiError).kind).toBe('timeout');
    expect(API_TIMEOUT_MS).toBe(600_000);
  });

  it("a caller's cancellation propagates as an abort, not as an ApiError", async () => {
    server.use(
      http.post(API('selectAreaCity'), async () => {
        await delay('infinite');
        return HttpResponse.json(envelope([]));
      }),
    );
    const controller = new AbortController();
    const call = selectAreaCity(area, undefined, controller.signal);
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });
});
