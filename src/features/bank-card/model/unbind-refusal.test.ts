import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/api-error';
import { unbindRefusalOf } from './unbind-refusal';

const reason = { blockType: 'HOLDING', reasonText: '产品存续中', productName: '鑫享稳健1号' };
const refusal = (data: unknown) =>
  new ApiError({
    kind: 'business',
    statusCode: '05020001',
    message: 'x',
    result: { statusCode: '05020001', data },
  });

describe('unbindRefusalOf', () => {
  it('reads the reasons of a 05020001 refusal', () => {
    expect(unbindRefusalOf(refusal({ cardId: 'C1', removed: false, reasons: [reason] }))).toEqual([reason]);
  });

  it('keeps the refusal when its data is missing or malformed (the page then explains generically)', () => {
    expect(unbindRefusalOf(refusal(undefined))).toEqual([]);
    expect(unbindRefusalOf(refusal({ reasons: [{ blockType: 'OTHER', reasonText: 1 }, reason] }))).toEqual([
      reason,
    ]);
  });

  it('is null for every other error', () => {
    expect(
      unbindRefusalOf(new ApiError({ kind: 'business', statusCode: '05020008', message: 'x' })),
    ).toBeNull();
    expect(unbindRefusalOf(new ApiError({ kind: 'gateway', code: '00000008', message: 'x' }))).toBeNull();
    expect(unbindRefusalOf(new Error('x'))).toBeNull();
  });
});
