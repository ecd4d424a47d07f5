import { waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { useQueryBankCardHeadList } from '@gen/hooks/bank-card/bank-card';
import { API, envelope, setupMswServer } from '@tests/support/msw-server';
import type { ApiError } from '../api-error';
import type { CallOptions } from '../outcome';
import { installFakeCatalogue, renderWithClient, settle } from './testing/catalogue-harness';

/** One test per catalogue row for HTTP statuses, odd bodies and failures before an answer. */
const server = setupMswServer();

async function failedRead(request?: CallOptions, retryDelay = 0): Promise<ApiError> {
  const { result } = renderWithClient(() =>
    useQueryBankCardHeadList({ bnkName: '' }, { request, query: { retryDelay } }),
  );
  await waitFor(() => expect(result.current.isError).toBe(true));
  await settle();
  return result.current.error as ApiError;
}

const answer = (response: () => Response | Promise<Response>) =>
  server.use(http.post(API('queryBankCardHeadList'), response));

describe('catalogue rows: HTTP statuses', () => {
  it('http-401: ignored (rejects with nothing shown)', async () => {
    const fake = installFakeCatalogue();
    answer(() => new HttpResponse(null, { status: 401, statusText: 'Unauthorized' }));
    const error = await failedRead();
    expect([error.row, error.kind, error.httpStatus]).toEqual(['http-401', 'http', 401]);
    expect(error.message).toBe('请求未能完成（401），请稍后重试');
    expect([fake.toasts, fake.navigations, fake.nativeLogins]).toEqual([[], [], []]);
  });

  it('http-404: opens the 404 page and rejects', async () => {
    const fake = installFakeCatalogue();
    answer(() => new HttpResponse(null, { status: 404, statusText: 'Not Found' }));
    const error = await failedRead();
    expect([error.row, error.httpStatus, error.message]).toEqual([
      'http-404',
      404,
      '请求未能完成（404），请稍后重试',
    ]);
    expect(fake.navigations).toEqual(['/phone/404']);
    expect(fake.toasts).toEqual([]);
  });

  it.each([
    [500, 'Internal Server Error', '服务暂时不可用（500），请稍后重试'],
    [502, 'Bad Gateway', '服务暂时不可用（502），请稍后重试'],
    [504, 'Gateway Timeout', '服务暂时不可用（504），请稍后重试'],
    [403, 'Forbidden', '请求未能完成（403），请稍后重试'],
    [429, 'Too Many Requests', '请求未能完成（429），请稍后重试'],
  ])(
    'http-other %i: code -404 and the status text for logs; Chinese shown for 2 s',
    async (status, text, shown) => {
      const fake = installFakeCatalogue();
      answer(() => new HttpResponse('<html>oops</html>', { status, statusText: text }));
      const error = await failedRead(undefined, 0);
      expect([error.row, error.code, error.httpStatusText, error.message]).toEqual([
        'http-other',
        '-404',
        text,
        shown,
      ]);
      expect(fake.toasts).toEqual([{ message: shown, kind: 'error', durationMs: 2000 }]);
    },
  );

  it('http-other 500 with a Chinese envelope: its message is shown, not the status', async () => {
    const fake = installFakeCatalogue();
    answer(() =>
      HttpResponse.json(
        { code: '00000000', msg: '成功', result: { statusCode: '10000001', msg: '系统繁忙，请稍后再试' } },
        { status: 500, statusText: 'Internal Server Error' },
      ),
    );
    const error = await failedRead();
    expect([error.code, error.httpStatusText, error.message]).toEqual([
      '-404',
      'Internal Server Error',
      '系统繁忙，请稍后再试',
    ]);
    expect(fake.toasts).toEqual([{ message: '系统繁忙，请稍后再试', kind: 'error', durationMs: 2000 }]);
  });

  it('http-other 503 is retried as a read, and shown once for the final failure', async () => {
    const fake = installFakeCatalogue();
    let attempts = 0;
    answer(() => {
      attempts += 1;
      return new HttpResponse(null, { status: 503, statusText: 'Service Unavailable' });
    });
    const error = await failedRead();
    expect(attempts).toBe(3);
    expect(error.row).toBe('http-other');
    expect(fake.toasts).toEqual([
      { message: '服务暂时不可用（503），请稍后重试', kind: 'error', durationMs: 2000 },
    ]);
  });
});

describe('catalogue rows: bodies and failures before an answer', () => {
  it('empty: an empty body shows "<label>异常" for 2 s', async () => {
    const fake = installFakeCatalogue();
    answer(() => new HttpResponse('', { status: 200 }));
    const error = await failedRead({ label: '查询银行' });
    expect([error.row, error.message]).toEqual(['empty', '查询银行异常']);
    expect(fake.toasts).toEqual([{ message: '查询银行异常', kind: 'error', durationMs: 2000 }]);
  });

  it('malformed: a non-JSON body shows a clear message', async () => {
    const fake = installFakeCatalogue();
    answer(() => new HttpResponse('<html>502 Bad Gateway</html>', { status: 200 }));
    const error = await failedRead();
    expect([error.row, error.kind]).toEqual(['malformed', 'malformed']);
    expect(fake.toasts).toEqual([
      { message: '服务返回的数据格式有误，请稍后重试', kind: 'error', durationMs: 2000 },
    ]);
  });

  it('wrong-shape: a success that misses the contract is one Chinese toast, not retried, with the call and path for logs', async () => {
    const fake = installFakeCatalogue();
    let attempts = 0;
    answer(() => {
      attempts += 1;
      return HttpResponse.json(envelope(['招商银行', { bnkName: 7 }]));
    });
    const error = await failedRead();
    expect(attempts).toBe(1);
    expect([error.row, error.kind, error.operation, error.message]).toEqual([
      'wrong-shape',
      'wrong-shape',
      'queryBankCardHeadList',
      '数据格式有误，请稍后重试',
    ]);
    expect(error.detail).toBe(
      'queryBankCardHeadList: result.data[0] invalid_type: expected object; result.data[1].bnkName invalid_type: expected string',
    );
    expect(fake.toasts).toEqual([{ message: '数据格式有误，请稍后重试', kind: 'error', durationMs: 2000 }]);
  });

  it('wrong-shape: a read answered with no data at all', async () => {
    installFakeCatalogue();
    answer(() => HttpResponse.json({ code: '00000000', result: { statusCode: '00000000' } }));
    const error = await failedRead();
    expect([error.row, error.detail]).toEqual(['wrong-shape', 'queryBankCardHeadList: result.data missing']);
  });

  it('network: retried twice as a read, one toast for the final failure', async () => {
    const fake = installFakeCatalogue();
    let attempts = 0;
    answer(() => {
      attempts += 1;
      return HttpResponse.error();
    });
    const error = await failedRead();
    expect(attempts).toBe(3);
    expect([error.row, error.kind]).toEqual(['network', 'network']);
    expect(fake.toasts).toEqual([{ message: '网络异常，请检查网络后重试', kind: 'error', durationMs: 2000 }]);
  });

  it('timeout: no answer within the timeout', async () => {
    const fake = installFakeCatalogue();
    answer(async () => {
      await delay('infinite');
      return HttpResponse.json(envelope([]));
    });
    const error = await failedRead({ timeoutMs: 30 });
    expect([error.row, error.kind]).toEqual(['timeout', 'timeout']);
    expect(fake.toasts).toEqual([{ message: '请求超时，请稍后重试', kind: 'error', durationMs: 2000 }]);
  });
});
