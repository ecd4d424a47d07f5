import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/api-error';
import type { AppPath } from '@/routing/query-params';
import { qualificationRow } from './qualification';

const here = '/phone/capitain?productCode=XT2024001' as AppPath;
const back = `redirect=${encodeURIComponent(here)}`;
const refusal = (statusCode: string, message: string) =>
  new ApiError({ kind: 'business', statusCode, message, code: '00000000' });

describe('the gate’s qualified-investor row (checkCustomerQualification)', () => {
  it('approved: the way and the last valid day, nothing to fix', () => {
    expect(
      qualificationRow(
        {
          data: { way: 'INCOME', wayName: '近3年本人年均收入不低于40万元', validUntil: '2027-07-25' },
          error: null,
        },
        here,
      ),
    ).toEqual({
      check: {
        item: 'QUALIFIED_INVESTOR',
        state: 'PASSED',
        summary: '已认证',
        message: '近3年本人年均收入不低于40万元，有效期至2027-07-25',
      },
    });
  });

  it('approved but about to expire: a warning that lets through, with 重新认证', () => {
    const row = qualificationRow(
      {
        data: {
          way: 'FINANCIAL_ASSETS',
          wayName: '家庭金融资产不低于500万元',
          validUntil: '2026-12-10',
          notice: '认证将于2026-12-10到期，到期后须重新认证方可认购',
        },
        error: null,
      },
      here,
    );
    expect(row?.check.state).toBe('WARNING');
    expect(row?.check.message).toBe(
      '家庭金融资产不低于500万元，有效期至2026-12-10。认证将于2026-12-10到期，到期后须重新认证方可认购',
    );
    expect(row?.fix).toEqual({ label: '重新认证', href: `/phone/strengthen?${back}` });
  });

  it.each([
    ['05080901', 'FAILED', '未认证', '去认证', '/phone/strengthen'],
    ['05080902', 'PENDING', '审核中', '查看进度', '/phone/certificationDetails'],
    ['05080903', 'FAILED', '已驳回', '查看原因', '/phone/certificationDetails'],
    ['05080904', 'FAILED', '已过期', '重新认证', '/phone/strengthen'],
  ])('refusal %s: %s %s, fixed by %s on %s (and back)', (code, state, summary, label, path) => {
    const row = qualificationRow({ error: refusal(code, '服务端的说明') }, here);
    expect(row).toEqual({
      check: { item: 'QUALIFIED_INVESTOR', state, summary, message: '服务端的说明' },
      fix: { label, href: `${path}?${back}` },
    });
  });

  it('no answer yet, another failure or another code: no row of its own', () => {
    expect(qualificationRow({ error: null }, here)).toBeUndefined();
    expect(qualificationRow({ error: refusal('00000001', '业务处理失败') }, here)).toBeUndefined();
    expect(qualificationRow({ error: new Error('offline') }, here)).toBeUndefined();
  });
});
