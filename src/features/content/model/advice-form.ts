import * as z from 'zod';
import { AddOpinionBody } from '@gen/zod/content/content.zod';
import { blankAsAbsent, type FieldTexts, requestDataOf, trimmed } from '@/page-kit/form';

/** The empty form (no type chosen yet); the images live beside it (ImageUpload's fileIds). */
export const emptyAdviceForm = () => ({ content: '', contactPhone: '' });

// Every limit is addOpinion's (openapi/schemas/content.yaml): 5–500 characters, phone 1[3-9]….
const wire = requestDataOf(AddOpinionBody).shape;

export const CONTENT_MAX = wire.content.maxLength ?? 500;
export const IMAGES_MAX = 3;

export const adviceFormSchema = z.object({
  opinionType: wire.opinionType,
  content: trimmed(wire.content),
  contactPhone: blankAsAbsent(wire.contactPhone),
});

export const ADVICE_FORM_TEXTS: FieldTexts = {
  opinionType: { label: '反馈类型', verb: '选择' },
  content: { label: '问题描述', length: wire.content },
  contactPhone: { label: '联系电话', format: '请输入正确的11位手机号' },
};

export const OPINION_TYPES = [
  { value: 'PRODUCT', label: '产品' },
  { value: 'SERVICE', label: '服务' },
  { value: 'SYSTEM', label: '系统' },
  { value: 'OTHER', label: '其他' },
] as const;

/** The picker's choice as the contract's enum value (anything else: undefined). */
export const opinionTypeOf = (value: unknown) => OPINION_TYPES.find((t) => t.value === value)?.value;

export const opinionTypeLabel = (value: string | undefined) =>
  OPINION_TYPES.find((t) => t.value === value)?.label ?? '其他';

export const OPINION_STATUS = {
  PENDING: { label: '待处理', tone: 'default' },
  PROCESSING: { label: '处理中', tone: 'warning' },
  REPLIED: { label: '已回复', tone: 'success' },
} as const;

export const opinionStatusOf = (status: string) =>
  OPINION_STATUS[status as keyof typeof OPINION_STATUS] ?? { label: '处理中', tone: 'default' as const };

/** A compressed image as uploadImage's base64 body (no data: prefix). */
export function readAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = typeof reader.result === 'string' ? reader.result : '';
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('图片读取失败'));
    reader.readAsDataURL(file);
  });
}
