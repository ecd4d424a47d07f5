import { Button } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import * as z from 'zod';
import { UpdateBankCardInfoBody } from '@gen/zod/bank-card/bank-card.zod';
import { DemoCase, DemoOutput, type DemoProps } from '@/dev/gallery/demo-frame';
import { blankAsAbsent, requestDataOf, trimmed } from './contract-schema';
import type { FieldTexts } from './error-map';
import { FieldRow, FormActions, FormSection } from './field-row';
import { FormField } from './form-field';
import { TextInput } from './text-input';
import { useContractForm } from './use-contract-form';

export const demoMeta = { title: '表单（契约校验、逐项提示）', order: 10 };

// The limits come from the contract: branch 2–50 characters, phone 1[3-9] + 9 digits, optional.
const wire = requestDataOf(UpdateBankCardInfoBody);
const schema = z.object({
  branchName: trimmed(wire.shape.branchName),
  reservedPhone: blankAsAbsent(wire.shape.reservedPhone),
});
const TEXTS: FieldTexts = {
  branchName: { label: '支行名称', length: wire.shape.branchName },
  reservedPhone: { label: '预留手机号', format: '请输入正确的11位手机号' },
};

/** `open`: submitted once empty, so every message shows (and focus sits on the first field). */
export default function FormDemo({ open }: DemoProps) {
  const [sent, setSent] = useState<unknown>();
  const form = useContractForm({
    schema,
    texts: TEXTS,
    defaultValues: { branchName: '', reservedPhone: '' },
  });
  const submit = form.handleSubmit(setSent);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (open) formRef.current?.requestSubmit();
  }, [open]);
  return (
    <DemoCase title="修改支行：空着点“保存”，焦点移到第一个错误项">
      <form noValidate ref={formRef} onSubmit={(event) => void submit(event)}>
        <FormSection label="开户信息">
          <FieldRow label="户名">
            <span className="form-row-value">张三</span>
          </FieldRow>
          <FormField
            control={form.control}
            name="branchName"
            label="支行名称"
            render={({ bind, value, onChange }) => (
              <TextInput {...bind} value={value} onChange={onChange} placeholder="如：深圳分行科技园支行" />
            )}
          />
          <FormField
            control={form.control}
            name="reservedPhone"
            label="预留手机号"
            hint="不修改请留空"
            render={({ bind, value, onChange }) => (
              <TextInput {...bind} value={value} onChange={onChange} inputMode="numeric" placeholder="选填" />
            )}
          />
        </FormSection>
        <FormActions tip="提交即表示确认以上信息真实有效">
          <Button block type="submit" color="primary" size="large">
            保存
          </Button>
        </FormActions>
      </form>
      <DemoOutput value={sent} />
    </DemoCase>
  );
}
