import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { AddBankCardBody } from '@gen/zod/bank-card/bank-card.zod';
import { blankAsAbsent, pickRequest, requestDataOf, trimmed } from './contract-schema';
import { formErrorMap, type FieldTexts } from './error-map';

const wire = requestDataOf(AddBankCardBody);
const TEXTS: FieldTexts = {
  branchName: { label: '支行名称', length: wire.shape.branchName },
  bnkName: { label: '开户银行', verb: '选择' },
  reservedPhone: { label: '银行预留手机号', format: '请输入正确的11位手机号' },
  nickname: { label: '昵称' },
  count: { label: '份数' },
  tags: { label: '标签', verb: '选择' },
  kind: { label: '类型', verb: '选择' },
};

const messages = (schema: z.ZodType, value: unknown, texts: FieldTexts = TEXTS) =>
  schema.safeParse(value, { error: formErrorMap(texts) }).error?.issues.map((issue) => issue.message) ?? [];

describe('formErrorMap (the kit’s Chinese messages over contract schemas)', () => {
  const contract = pickRequest(AddBankCardBody, { branchName: true, bnkName: true, reservedPhone: true });

  it('says what is missing, with the field’s verb', () => {
    expect(messages(contract, { branchName: '', bnkName: '', reservedPhone: '' })).toEqual([
      '请输入支行名称',
      '请选择开户银行',
      '请输入银行预留手机号',
    ]);
    expect(messages(contract, {})).toEqual(['请输入支行名称', '请选择开户银行', '请输入银行预留手机号']);
  });

  it('states both length limits from the contract’s schema', () => {
    expect(messages(contract.pick({ branchName: true }), { branchName: '支' })).toEqual([
      '支行名称应为2至50个字',
    ]);
    expect(messages(contract.pick({ branchName: true }), { branchName: '支'.repeat(51) })).toEqual([
      '支行名称应为2至50个字',
    ]);
  });

  it('words one-sided limits when the field has no length given', () => {
    const schema = z.object({ nickname: z.string().min(3) });
    expect(messages(schema, { nickname: 'ab' })).toEqual(['昵称至少3个字']);
    expect(messages(z.object({ nickname: z.string().max(4) }), { nickname: 'abcde' })).toEqual([
      '昵称最多4个字',
    ]);
  });

  it('uses the field’s format message for a failed pattern, else a generic one', () => {
    expect(messages(contract.pick({ reservedPhone: true }), { reservedPhone: '1290000' })).toEqual([
      '请输入正确的11位手机号',
    ]);
    expect(messages(z.object({ nickname: z.string().regex(/^\d+$/) }), { nickname: 'x' })).toEqual([
      '请输入正确的昵称',
    ]);
  });

  it('covers numbers, lists and choices', () => {
    expect(messages(z.object({ count: z.number().min(1) }), { count: 0 })).toEqual(['份数不能小于1']);
    expect(messages(z.object({ count: z.number().max(9) }), { count: 10 })).toEqual(['份数不能大于9']);
    expect(messages(z.object({ tags: z.array(z.string()).min(1) }), { tags: ['a'].slice(1) })).toEqual([
      '请至少选择1项',
    ]);
    expect(messages(z.object({ kind: z.enum(['A', 'B']) }), { kind: 'C' })).toEqual(['请重新选择类型']);
  });

  it('names nested fields by their top-level field and never shows zod’s English', () => {
    const schema = z.object({ tags: z.object({ code: z.string().regex(/^\d{6}$/) }) });
    expect(messages(schema, { tags: { code: '' } })).toEqual(['请选择标签']);
    expect(messages(z.object({ unknownField: z.string() }), { unknownField: 1 })).toEqual(['请检查填写内容']);
  });

  it('lets a rule the page adds keep its own words', () => {
    const schema = z.object({ nickname: z.string().refine((v) => v !== 'admin', '该昵称不可用') });
    expect(messages(schema, { nickname: 'admin' })).toEqual(['该昵称不可用']);
  });
});

describe('contract-schema helpers', () => {
  it('pick the inner requestData fields of a wire body', () => {
    expect(Object.keys(pickRequest(AddBankCardBody, { cardNo: true, smsCode: true }).shape)).toEqual([
      'cardNo',
      'smsCode',
    ]);
    expect(requestDataOf(AddBankCardBody)).toBe(AddBankCardBody.shape.requestData);
  });

  it('trimmed: validates and returns the text without edge spaces', () => {
    const schema = trimmed(wire.shape.branchName);
    expect(schema.parse('  科技园支行 ')).toBe('科技园支行');
    expect(schema.safeParse(' 支 ').success).toBe(false);
  });

  it('blankAsAbsent: empty is absent, so the contract’s optionality decides', () => {
    const optional = blankAsAbsent(wire.shape.reservedPhone.optional());
    expect(optional.parse('')).toBeUndefined();
    expect(optional.parse('13900001111')).toBe('13900001111');
    expect(optional.safeParse('139').success).toBe(false);
    expect(blankAsAbsent(wire.shape.reservedPhone).safeParse('   ').success).toBe(false);
  });
});
