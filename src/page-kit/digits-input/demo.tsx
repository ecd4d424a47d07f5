import { useState } from 'react';
import { DemoCase, DemoOutput, type DemoProps } from '@/dev/gallery/demo-frame';
import { FieldRow, FormSection } from '@/page-kit/form';
import { CARD_NUMBER, ID_NUMBER, MAINLAND_PHONE, type DigitsFormat } from './digits-format';
import { DigitsInput } from './digits-input';

export const demoMeta = { title: '分组数字输入（卡号、手机号、身份证号）', order: 12 };

function Row({
  label,
  format,
  initial,
  placeholder,
}: {
  label: string;
  format: DigitsFormat;
  initial: string;
  placeholder: string;
}) {
  const [value, setValue] = useState(initial);
  const id = `demo-digits-${label}`;
  return (
    <>
      <FieldRow label={label} htmlFor={id}>
        <DigitsInput id={id} format={format} value={value} onChange={setValue} placeholder={placeholder} />
      </FieldRow>
      <DemoOutput value={value} />
    </>
  );
}

/** Type or paste with any spacing ("+86 139-0000-1111"); insert or delete in the middle. */
export default function DigitsInputDemo({ open }: DemoProps) {
  return (
    <DemoCase title="卡号 4 位一组，手机号 3-4-4，身份证号 6-8-4（末位可为 X）">
      <FormSection label="分组数字">
        <Row
          label="银行卡号"
          format={CARD_NUMBER}
          initial={open ? '6217002870012345672' : ''}
          placeholder="请输入银行卡号"
        />
        <Row
          label="手机号"
          format={MAINLAND_PHONE}
          initial={open ? '13900001111' : ''}
          placeholder="请输入手机号"
        />
        <Row
          label="身份证号"
          format={ID_NUMBER}
          initial={open ? '11010519491231002X' : ''}
          placeholder="请输入身份证号"
        />
      </FormSection>
    </DemoCase>
  );
}
