import { useState } from 'react';
import type { Control } from 'react-hook-form';
import { FormField } from '@/page-kit/form';
import { MultiSelectPicker } from '@/page-kit/multi-select-picker';
import { SelectField } from '@/page-kit/select-field';
import { fundSourceText, useFundSourceOptions } from '../hooks/use-fund-source-options';
import type { ContactFormOutput, ContactFormValues } from '../model/contact-form';

/**
 * 信托资金来源: a form row opening the multi-select picker over the fund_source dictionary; 确定
 * keeps the ticked codes (several may apply), 取消 keeps the earlier choice.
 */
export function FundSourceField({
  control,
}: {
  control: Control<ContactFormValues, unknown, ContactFormOutput>;
}) {
  const [picking, setPicking] = useState(false);
  const options = useFundSourceOptions();
  const columns = options.data ?? [];
  return (
    <FormField
      control={control}
      name="fundSources"
      label="信托资金来源"
      hint="可多选，用于反洗钱客户身份识别"
      render={({ bind, value, onPick }) => (
        <>
          <SelectField
            {...bind}
            value={fundSourceText(value, columns)}
            placeholder={options.isError ? '加载失败，点击重试' : '请选择'}
            onClick={() => {
              if (options.isError) void options.refetch();
              else setPicking(true);
            }}
          />
          {picking && columns.length > 0 ? (
            <MultiSelectPicker
              visible
              columns={columns}
              defaultChecked={value}
              onConfirm={(items) =>
                onPick(items.filter((item) => item.checked).map((item) => String(item.id)))
              }
              onClose={() => setPicking(false)}
            />
          ) : null}
        </>
      )}
    />
  );
}
