import { describe, expect, it } from 'vitest';
import { postCall } from '../testing/post-call';
import { setupMockApi } from '../testing/setup-mock-api';
import { GENERIC_GATEWAY, GENERIC_STATUS, OUTCOMES } from './outcomes';
import { clearScenario, getScenario, setScenario } from './scenario-store';
import { setSessionStatus } from './session';
import { WRONG_SHAPES, wrongShape } from './wrong-shapes';

setupMockApi();

const AREA = { provinceCode: '', cityCode: '' };
const isSuccess = (json: unknown) =>
  (json as { code?: string; result?: { statusCode?: string } })?.result?.statusCode === '00000000' &&
  (json as { code?: string }).code === '00000000';

describe('catalogue outcomes on the wire', () => {
  const statusRows = ['00000014', '03040105', '04040528', '04040510', GENERIC_STATUS];
  it.each(statusRows)(
    'statusCode %s: HTTP 200, code 00000000, result.statusCode set, no data',
    async (code) => {
      setScenario({ outcome: code });
      const answer = await postCall('selectAreaCity', AREA);
      expect(answer.status).toBe(200);
      expect(answer.json).toEqual({
        code: '00000000',
        msg: '成功',
        result: { statusCode: code, msg: expect.stringMatching(/\S/) },
      });
    },
  );

  const gatewayRows = ['06060010', '04049549', '04040549', '00000008', GENERIC_GATEWAY];
  it.each(gatewayRows)('outer code %s: HTTP 200, that code and a message, no result', async (code) => {
    setScenario({ outcome: code });
    const answer = await postCall('queryOrderList', {});
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ code, msg: expect.stringMatching(/\S/) });
  });

  it.each([
    ['http401', 401, 'Unauthorized'],
    ['http404', 404, 'Not Found'],
    ['http500', 500, 'Internal Server Error'],
  ] as const)('%s: HTTP %i %s', async (outcome, status, statusText) => {
    setScenario({ outcome });
    const answer = await postCall('selectAreaCity', AREA);
    expect([answer.status, answer.statusText]).toEqual([status, statusText]);
  });

  it('empty: HTTP 200 with no body', async () => {
    setScenario({ outcome: 'empty' });
    const answer = await postCall('selectAreaCity', AREA);
    expect([answer.status, answer.text]).toEqual([200, '']);
  });

  it('malformed: HTTP 200 with a body that is not JSON', async () => {
    setScenario({ outcome: 'malformed' });
    const answer = await postCall('selectAreaCity', AREA);
    expect(answer.status).toBe(200);
    expect(answer.json).toBeUndefined();
    expect(answer.text).toContain('502 Bad Gateway');
  });

  it('timeout: never answers (the caller gives up)', async () => {
    setScenario({ outcome: 'timeout' });
    const pending = postCall('selectAreaCity', AREA, { signal: AbortSignal.timeout(300) });
    await expect(pending).rejects.toThrow(/abort|timeout/i);
  });

  it('slow: answers normally after the delay', async () => {
    setScenario({ outcome: 'slow', delayMs: 400 });
    const started = performance.now();
    const answer = await postCall('selectAreaCity', AREA);
    expect(performance.now() - started).toBeGreaterThanOrEqual(380);
    expect(isSuccess(answer.json)).toBe(true);
  });

  it('network-error: the request fails', async () => {
    setScenario({ outcome: 'network-error' });
    await expect(postCall('selectAreaCity', AREA)).rejects.toThrow();
  });

  it('status:<code> and code:<code> force any other code', async () => {
    setScenario({ outcome: 'status:12345678' });
    expect((await postCall('selectAreaCity', AREA)).json).toMatchObject({
      result: { statusCode: '12345678' },
    });
    setScenario({ outcome: 'code:87654321' });
    expect((await postCall('selectAreaCity', AREA)).json).toMatchObject({ code: '87654321' });
  });

  it('has a test above for every outcome of the catalogue (and the wrong types below)', () => {
    expect(OUTCOMES.filter((o) => o.family !== 'shape').map((o) => o.id)).toHaveLength(20);
    expect(OUTCOMES.filter((o) => o.family === 'shape').map((o) => o.id)).toEqual([
      'wrong-type',
      ...WRONG_SHAPES.map((shape) => `wrong-type:${shape}`),
    ]);
  });
});

describe('targeting', () => {
  it('a named call gets the outcome, the others answer normally', async () => {
    setScenario({ outcome: 'http500', call: 'selectAreaCity' });
    expect((await postCall('selectAreaCity', AREA)).status).toBe(500);
    expect(isSuccess((await postCall('newSelectCountryList', { areaName: '' })).json)).toBe(true);
  });

  it('times: only the next n matching calls, then normal again', async () => {
    setScenario({ outcome: '00000008', times: 2 });
    expect((await postCall('selectAreaCity', AREA)).json).toMatchObject({ code: '00000008' });
    expect(getScenario()).toMatchObject({ times: 1 });
    expect((await postCall('selectAreaCity', AREA)).json).toMatchObject({ code: '00000008' });
    expect(getScenario()).toBeUndefined();
    expect(isSuccess((await postCall('selectAreaCity', AREA)).json)).toBe(true);
  });

  it('clearScenario returns to normal answers; unknown outcomes are refused', async () => {
    setScenario({ outcome: 'http500' });
    clearScenario();
    expect(isSuccess((await postCall('selectAreaCity', AREA)).json)).toBe(true);
    expect(() => setScenario({ outcome: 'http999' })).toThrow(/Unknown mock outcome/);
  });
});

describe('session scenarios', () => {
  it('session-expired: calls that need a login answer 00000008; reference data still works', async () => {
    setScenario({ outcome: 'session-expired' });
    expect((await postCall('queryOrderList', {})).json).toEqual({
      code: '00000008',
      msg: '登录已过期，请重新登录',
    });
    expect(isSuccess((await postCall('selectAreaCity', AREA)).json)).toBe(true);
    expect(isSuccess((await postCall('queryBankCardHeadList', { bnkName: '' })).json)).toBe(true);
  });

  it('logged-out: calls that need a login answer 06060010', async () => {
    setScenario({ outcome: 'logged-out' });
    expect((await postCall('bankCardList', {})).json).toEqual({
      code: '06060010',
      msg: '用户未登录，请先登录',
    });
    expect(isSuccess((await postCall('getArticleList', { pageNum: 1, pageSize: 10 })).json)).toBe(true);
  });

  it('the stateful session does the same until it is active again (reset restores it)', async () => {
    await setSessionStatus('expired');
    expect((await postCall('queryTotalHolding', {})).json).toMatchObject({ code: '00000008' });
    await setSessionStatus('loggedOut');
    expect((await postCall('queryTotalHolding', {})).json).toMatchObject({ code: '06060010' });
    await setSessionStatus('active');
    expect(isSuccess((await postCall('queryTotalHolding', {})).json)).toBe(true);
  });
});

describe('wrong-type: the real answer with result.data wrongly typed', () => {
  const dataOf = (json: unknown) => (json as { result: { data: unknown } }).result.data;

  it.each(WRONG_SHAPES)('wrong-type:%s on one call; the envelope stays a success', async (shape) => {
    const normal = dataOf((await postCall('bankCardList', {})).json);
    setScenario({ outcome: `wrong-type:${shape}`, call: 'bankCardList' });
    const answer = await postCall('bankCardList', {});
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({
      code: '00000000',
      result: { statusCode: '00000000', msg: '查询成功' },
    });
    expect(dataOf(answer.json)).toEqual(wrongShape(normal, shape));
    expect(isSuccess((await postCall('selectAreaCity', AREA)).json)).toBe(true);
  });

  it('wrong-type alone sends a list as a string, on any call (a generated one too)', async () => {
    setScenario({ outcome: 'wrong-type' });
    expect(dataOf((await postCall('bankCardList', {})).json)).toMatchObject({ cards: expect.any(String) });
    expect(dataOf((await postCall('selectAreaCity', AREA)).json)).toEqual(expect.any(String));
    const articles = dataOf((await postCall('getArticleList', { pageNum: 1, pageSize: 4 })).json);
    expect(articles).toMatchObject({ list: expect.any(String) });
  });

  it('keeps state: a write still happens, only its answer is wrongly typed', async () => {
    setScenario({ outcome: 'wrong-type:number-for-string', call: 'bankCardAsDefault' });
    const answer = await postCall('bankCardAsDefault', { cardId: 'BC202311020007' });
    expect(dataOf(answer.json)).toEqual({ cardId: 12345 });
    clearScenario();
    const list = dataOf((await postCall('bankCardList', {})).json) as { cards: { cardId: string }[] };
    expect(list.cards[0]?.cardId).toBe('BC202311020007');
  });

  it('passes failures through unchanged: refusals, session answers, contract refusals', async () => {
    setScenario({ outcome: 'wrong-type' });
    expect((await postCall('checkRemoveBankCard', { cardId: 'BC202311020007' })).json).toMatchObject({
      result: { statusCode: '05020001', data: { removed: false, reasons: expect.any(Array) } },
    });
    expect((await postCall('bankCardAsDefault', {})).json).toMatchObject({
      result: { statusCode: '00000001' },
    });
    await setSessionStatus('expired');
    expect((await postCall('bankCardList', {})).json).toEqual({
      code: '00000008',
      msg: '登录已过期，请重新登录',
    });
  });
});
