import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { selectAreaCity } from '@gen/hooks/common/common';
import { API, envelope, setupMswServer } from '@tests/support/msw-server';
import type { AnswerShape, CallFacts } from './answer-shape';
import { rejection } from './testing/rejection';
import { trustAppApi } from './trust-app-api';

const server = setupMswServer();
const area = { provinceCode: '', cityCode: '' };

describe('transport: answers checked against the contract', () => {
  it('resolves an answer that fits its schema', async () => {
    const provinces = [{ provinceName: '广东省', provinceCode: '440000' }];
    server.use(http.post(API('selectAreaCity'), () => HttpResponse.json(envelope(provinces))));
    await expect(selectAreaCity(area)).resolves.toEqual(provinces);
  });

  it('rejects a wrongly typed success as wrong-shape, naming the call and the path', async () => {
    server.use(
      http.post(API('selectAreaCity'), () =>
        HttpResponse.json(envelope([{ provinceName: 44, provinceCode: '4' }])),
      ),
    );
    const error = await rejection(selectAreaCity(area));
    expect([error.kind, error.operation, error.message]).toEqual([
      'wrong-shape',
      'selectAreaCity',
      '数据格式有误，请稍后重试',
    ]);
    expect(error.detail).toContain('result.data[0].provinceName invalid_type: expected string');
  });

  describe('the shape module of a call, loaded with it', () => {
    const request = { url: '/xtmk/apph5/services/trustAppApi/selectAreaCity', method: 'POST', data: area };
    const provinces = [{ provinceName: '广东省', provinceCode: '440000' }];
    const shape: AnswerShape = { t: 'a', i: { t: 'o', p: { provinceName: 's' }, r: ['provinceName'] } };
    const callsWith = (data: CallFacts['data']) => ({ selectAreaCity: { read: true, codes: [], data } });

    it('starts loading before the answer arrives, and checks the answer with it', async () => {
      const events: string[] = [];
      server.use(
        http.post(API('selectAreaCity'), () => {
          events.push('request');
          return HttpResponse.json(envelope([{ provinceName: 44 }]));
        }),
      );
      const load = vi.fn(() => {
        events.push('shape');
        return Promise.resolve({ data: shape });
      });
      const error = await rejection(trustAppApi(request, {}, callsWith(load)));
      expect(events).toEqual(['shape', 'request']);
      expect([error.kind, error.detail]).toEqual([
        'wrong-shape',
        expect.stringContaining('result.data[0].provinceName invalid_type'),
      ]);
    });

    it('a shape module that cannot load skips the check with a warning, never failing a good answer', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      server.use(http.post(API('selectAreaCity'), () => HttpResponse.json(envelope(provinces))));
      const failed = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
      await expect(trustAppApi(request, {}, callsWith(failed))).resolves.toEqual(provinces);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('selectAreaCity'), expect.any(TypeError));
      warn.mockRestore();
    });

    it('a refusal does not wait for the shape', async () => {
      server.use(
        http.post(API('selectAreaCity'), () =>
          HttpResponse.json(envelope(null, '05020001', '00000000', '拒绝')),
        ),
      );
      const never = () => new Promise<{ data: AnswerShape }>(() => undefined);
      const error = await rejection(trustAppApi(request, {}, callsWith(never)));
      expect([error.kind, error.statusCode]).toEqual(['business', '05020001']);
    });
  });

  it('does not check failures: their data is whatever the refusal carries', async () => {
    server.use(
      http.post(API('selectAreaCity'), () =>
        HttpResponse.json(envelope('not a list', '05020001', '00000000', '拒绝')),
      ),
    );
    const error = await rejection(selectAreaCity(area));
    expect([error.kind, error.statusCode]).toEqual(['business', '05020001']);
  });
});
