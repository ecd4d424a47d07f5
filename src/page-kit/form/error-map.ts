import type * as z from 'zod';

/** How a form names one field in its messages ("请输入支行名称", "请选择开户银行"). */
export interface FieldText {
  /** The field's name in Chinese, as the label shows it (支行名称). */
  label: string;
  /** 输入 for typed fields (default), 选择 for pickers. */
  verb?: '输入' | '选择';
  /**
   * The message for a value of the wrong form (a failed pattern): the contract's pattern says what
   * is allowed, this says it in words (请输入正确的11位手机号). Default 请输入正确的<label>.
   */
  format?: string;
  /**
   * The field's length limits, read from the contract's own string schema (a zod string has
   * minLength / maxLength), so that "应为2至50个字" states both ends without copying them.
   */
  length?: { minLength: number | null; maxLength: number | null };
}

export type FieldTexts = Record<string, FieldText>;

const isEmpty = (input: unknown) =>
  input === undefined || input === null || (typeof input === 'string' && input.trim() === '');

/**
 * The page kit's Chinese messages for the contract's zod schemas, passed per parse (the form's
 * resolver), never installed as a global zod locale: the transport validates answers with the same
 * zod, and its diagnostics must stay in zod's own words for the logs.
 *
 * A message set on the schema itself (`.refine(fn, '银行卡号有误…')`) wins over this map (zod's
 * precedence), so rules a page adds carry their own words.
 */
export function formErrorMap(texts: FieldTexts): z.core.$ZodErrorMap {
  return (issue) => {
    const key = issue.path?.[0];
    const text = typeof key === 'string' ? texts[key] : undefined;
    if (!text) return '请检查填写内容';
    const { label, verb = '输入' } = text;
    const required = `请${verb}${label}`;
    // An empty value fails whichever rule comes first (pattern, min length, type): it is missing.
    if (isEmpty(issue.input)) return required;
    switch (issue.code) {
      case 'too_small':
      case 'too_big':
        return lengthMessage(issue, text) ?? required;
      case 'invalid_format':
        return text.format ?? `请${verb === '选择' ? '重新选择' : '输入正确的'}${label}`;
      case 'invalid_value':
        return `请重新选择${label}`;
      default:
        return text.format ?? `${label}有误，请核对`;
    }
  };
}

function lengthMessage(issue: z.core.$ZodRawIssue, { label, length }: FieldText): string | undefined {
  if (issue.code !== 'too_small' && issue.code !== 'too_big') return undefined;
  if (issue.origin === 'string') {
    const min = length?.minLength ?? (issue.code === 'too_small' ? Number(issue.minimum) : null);
    const max = length?.maxLength ?? (issue.code === 'too_big' ? Number(issue.maximum) : null);
    if (min !== null && max !== null) return `${label}应为${min}至${max}个字`;
    if (issue.code === 'too_small') return `${label}至少${min}个字`;
    return `${label}最多${max}个字`;
  }
  if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') {
    return issue.code === 'too_small'
      ? `${label}不能小于${issue.minimum}`
      : `${label}不能大于${issue.maximum}`;
  }
  if (issue.origin === 'array' || issue.origin === 'set') {
    return issue.code === 'too_small' ? `请至少选择${issue.minimum}项` : `最多选择${issue.maximum}项`;
  }
  return undefined;
}
