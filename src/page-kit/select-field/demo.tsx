import { useState } from 'react';
import { BankPicker } from '@/page-kit/bank-picker';
import { DemoCase, type DemoProps } from '@/dev/gallery/demo-frame';
import { FieldRow, FormSection } from '@/page-kit/form';
import { SelectField } from './select-field';

export const demoMeta = { title: '选择项（打开选择器的按钮）', order: 11 };

/** Static states only (the picker itself is the bank-picker widget's demo, which calls the API). */
export default function SelectFieldDemo(_props: DemoProps) {
  const [bank, setBank] = useState('');
  const [picking, setPicking] = useState(false);
  return (
    <>
      <DemoCase title="未选择 / 已选择 / 不可修改 / 校验未通过">
        <FormSection label="开户信息">
          <FieldRow label="开户银行" htmlFor="demo-select-bank">
            <SelectField
              id="demo-select-bank"
              placeholder="请选择开户银行"
              value={bank}
              onClick={() => setPicking(true)}
            />
          </FieldRow>
          <FieldRow label="开户省市" htmlFor="demo-select-region">
            <SelectField id="demo-select-region" value="广东省 深圳市" />
          </FieldRow>
          <FieldRow label="证件类型" htmlFor="demo-select-id">
            <SelectField id="demo-select-id" value="居民身份证" disabled />
          </FieldRow>
          <FieldRow label="职业" htmlFor="demo-select-job" error="请选择职业" errorId="demo-select-job-error">
            <SelectField id="demo-select-job" aria-invalid aria-describedby="demo-select-job-error" />
          </FieldRow>
        </FormSection>
      </DemoCase>
      {picking ? <BankPicker visible onSelect={setBank} onClose={() => setPicking(false)} /> : null}
    </>
  );
}
