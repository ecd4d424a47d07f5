import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/api-error';
import { blockTypeLabel, unbindBlockedNote, unbindRefusalOf, UNKNOWN_BLOCK_LABEL } from './unbind-refusal';

const reason = { blockType: 'HOLDING', reasonText: '产品存续中', productName: '鑫享稳健1号' };
const refusal = (data: unknown, statusCode = '05020001') =>
  new ApiError({
    kind: 'business',
    statusCode,
    message: 'x',
    result: { statusCode, data },
  });

describe('unbindRefusalOf', () => {
  it('reads the reasons of a 05020001 refusal', () => {
    expect(unbindRefusalOf(refusal({ cardId: 'C1', removed: false, reasons: [reason] }))).toEqual([reason]);
  });

  it('keeps the refusal when its data is missing or malformed (the page then explains generically)', () => {
    expect(unbindRefusalOf(refusal(undefined))).toEqual([]);
    expect(unbindRefusalOf(refusal({ reasons: 'HOLDING' }))).toEqual([]);
    expect(
      unbindRefusalOf(refusal({ reasons: [null, 7, { blockType: 'HOLDING', reasonText: 1 }, reason] })),
    ).toEqual([reason]);
  });

  it('keeps a reason of a block type the contract does not list yet', () => {
    const frozen = { blockType: 'FROZEN', reasonText: '该卡已被司法冻结' };
    expect(unbindRefusalOf(refusal({ reasons: [frozen] }))).toEqual([frozen]);
  });

  it('is null for every other error', () => {
    expect(unbindRefusalOf(refusal({ reasons: [reason] }, '05020008'))).toBeNull();
    expect(unbindRefusalOf(new ApiError({ kind: 'gateway', code: '00000008', message: 'x' }))).toBeNull();
    expect(unbindRefusalOf(new Error('x'))).toBeNull();
  });
});

describe('block type labels', () => {
  it('names the listed types and falls back for any other value', () => {
    expect(['HOLDING', 'IN_TRANSIT', 'FROZEN', '', 'toString', undefined, 3].map(blockTypeLabel)).toEqual([
      '存续产品',
      '在途交易',
      UNKNOWN_BLOCK_LABEL,
      UNKNOWN_BLOCK_LABEL,
      UNKNOWN_BLOCK_LABEL,
      UNKNOWN_BLOCK_LABEL,
      UNKNOWN_BLOCK_LABEL,
    ]);
  });

  it('writes the list note without "undefined", each label once', () => {
    expect(unbindBlockedNote(['HOLDING', 'IN_TRANSIT'])).toBe('该卡有存续产品、在途交易，暂不可解绑');
    const unknown = ['FROZEN', 'PLEDGED'] as unknown as Parameters<typeof unbindBlockedNote>[0];
    expect(unbindBlockedNote(unknown)).toBe('该卡有其他未完成业务，暂不可解绑');
    expect(unbindBlockedNote([])).toBe('该卡有存续产品或在途交易，暂不可解绑');
  });
});
