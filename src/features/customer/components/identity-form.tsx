import { Button, Checkbox, DatePicker, Picker } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useDictDetail } from '@gen/hooks/common/common';
import type { CustomerInfo } from '@gen/model/customerInfo';
import { DigitsInput, ID_NUMBER } from '@/page-kit/digits-input';
import {
  FieldRow,
  FormActions,
  FormField,
  FormOption,
  FormSection,
  SubmitForm,
  TextInput,
  useContractForm,
} from '@/page-kit/form';
import { RefusalNote } from '@/page-kit/refusal-note';
import { SelectField } from '@/page-kit/select-field';
import { useSubmit } from '@/page-kit/submit';
import { CountrySearchDialog } from '@/page-kit/country-search-dialog';
import { useCountryOptions } from '@/page-kit/area-levels';
import { chinaToday, dateOf, isoOf } from '../model/china-date';
import {
  IDENTITY_FORM_TEXTS,
  RESIDENT_ID,
  identityFormSchema,
  type IdentityFormOutput,
  type IdentityFormValues,
} from '../model/identity-form';

type Dict = 'occupation' | 'certificate_type';
type Picking = Dict | 'country' | 'from' | 'to' | null;

/** A dictionary (dictDetail) as picker options; cached for the session. */
function useDictOptions(dictType: Dict) {
  return useDictDetail(
    { dictType },
    {
      query: {
        staleTime: Number.POSITIVE_INFINITY,
        select: (data) => (data?.dictList ?? []).map(({ note, fldm }) => ({ label: note, value: fldm })),
      },
      request: { hideLoading: true },
    },
  );
}

const yearsFrom = (iso: string, years: number) => {
  const date = dateOf(iso);
  date.setFullYear(date.getFullYear() + years);
  return date;
};

export interface IdentityFormProps {
  info: CustomerInfo;
  initial: IdentityFormValues;
  refusal?: string;
  onSubmit: (values: IdentityFormValues, output: IdentityFormOutput) => void;
}

/**
 * The identity part of personInfoUpdate: nationality (the country search dialog, its code from the
 * country dictionary), occupation and ID type (dictionaries occupation / certificate_type), the new
 * ID number when the type changes, and the validity with 长期. The name and gender are shown, not
 * edited (a change of name goes through the counter with the new ID).
 */
export function IdentityForm({ info, initial, refusal, onSubmit }: IdentityFormProps) {
  const today = chinaToday();
  const schema = useMemo(() => identityFormSchema(info, today), [info, today]);
  const form = useContractForm({ schema, texts: IDENTITY_FORM_TEXTS, defaultValues: initial });
  const [picking, setPicking] = useState<Picking>(null);
  const [countryError, setCountryError] = useState<string>();
  const occupations = useDictOptions('occupation');
  const idTypes = useDictOptions('certificate_type');
  const countries = useCountryOptions(true);
  const idType = form.watch('idType');
  const longTerm = form.watch('idLongTerm');
  const next = useSubmit(() =>
    form.handleSubmit((output) => onSubmit(form.getValues() as IdentityFormValues, output))(),
  );
  const labelOf = (options: { label: string; value: string }[] | undefined, value: string) =>
    options?.find((option) => option.value === value)?.label ?? '';

  return (
    <SubmitForm onSubmit={() => void next.run()}>
      {refusal ? <RefusalNote>{refusal}</RefusalNote> : null}
      <FormSection label="基本信息">
        <FieldRow label="姓名">
          <span className="form-row-value">{info.name}</span>
        </FieldRow>
        <FieldRow label="性别">
          <span className="form-row-value">{info.genderName}</span>
        </FieldRow>
        <FormField
          control={form.control}
          name="nationality"
          label="国籍/地区"
          render={({ bind, value, onPick }) => (
            <>
              <SelectField
                {...bind}
                value={value?.name ?? ''}
                placeholder="请选择国籍/地区"
                onClick={() => setPicking('country')}
              />
              <CountrySearchDialog
                visible={picking === 'country'}
                onClose={() => setPicking(null)}
                onConfirm={(name) => {
                  if (!name) return;
                  const found = countries.data?.find((country) => country.name === name);
                  if (found) {
                    setCountryError(undefined);
                    onPick({ code: found.code, name: found.name });
                  } else setCountryError(`暂不支持选择“${name}”，请联系客服`);
                }}
              />
              {countryError ? (
                <span className="person-update-error" role="alert">
                  {countryError}
                </span>
              ) : null}
            </>
          )}
        />
        <FormField
          control={form.control}
          name="occupationCode"
          label="职业"
          render={({ bind, value, onPick }) => (
            <>
              <SelectField
                {...bind}
                value={
                  labelOf(occupations.data, value) ||
                  (value === initial.occupationCode ? info.occupationName : '')
                }
                placeholder="请选择职业"
                onClick={() => setPicking('occupation')}
              />
              <Picker
                title="选择职业"
                visible={picking === 'occupation'}
                columns={[occupations.data ?? []]}
                value={[value]}
                loading={occupations.isPending}
                onClose={() => setPicking(null)}
                onConfirm={([picked]) => {
                  if (typeof picked === 'string') onPick(picked);
                }}
              />
            </>
          )}
        />
      </FormSection>

      <FormSection label="证件信息">
        <FormField
          control={form.control}
          name="idType"
          label="证件类型"
          render={({ bind, value, onPick }) => (
            <>
              <SelectField
                {...bind}
                value={labelOf(idTypes.data, value) || (value === info.idType ? info.idTypeName : '')}
                placeholder="请选择证件类型"
                onClick={() => setPicking('certificate_type')}
              />
              <Picker
                title="选择证件类型"
                visible={picking === 'certificate_type'}
                columns={[idTypes.data ?? []]}
                value={[value]}
                loading={idTypes.isPending}
                onClose={() => setPicking(null)}
                onConfirm={([picked]) => {
                  if (typeof picked === 'string') {
                    onPick(picked);
                    form.setValue('idNo', '');
                  }
                }}
              />
            </>
          )}
        />
        <FormField
          control={form.control}
          name="idNo"
          label="证件号码"
          hint={
            idType === info.idType
              ? `当前：${info.idNoMasked}；换领新证号码不变时无需填写`
              : '更换证件类型须填写新证件号码'
          }
          render={({ bind, value, onChange }) =>
            idType === RESIDENT_ID ? (
              <DigitsInput
                {...bind}
                format={ID_NUMBER}
                placeholder={idType === info.idType ? '号码不变可不填' : '请输入18位身份证号码'}
                value={value}
                onChange={onChange}
              />
            ) : (
              <TextInput
                {...bind}
                autoCapitalize="characters"
                placeholder={idType === info.idType ? '号码不变可不填' : '请输入证件号码'}
                maxLength={20}
                value={value}
                onChange={(text) => onChange(text.replace(/\s/g, '').toUpperCase())}
              />
            )
          }
        />
        <FormField
          control={form.control}
          name="idValidFrom"
          label="有效期起"
          render={({ bind, value, onPick }) => (
            <>
              <SelectField
                {...bind}
                value={value}
                placeholder="请选择起始日"
                onClick={() => setPicking('from')}
              />
              <DatePicker
                title="证件有效期起始日"
                visible={picking === 'from'}
                precision="day"
                min={new Date(1950, 0, 1)}
                max={dateOf(today)}
                value={value ? dateOf(value) : dateOf(today)}
                onClose={() => setPicking(null)}
                onConfirm={(date) => onPick(isoOf(date))}
              />
            </>
          )}
        />
        {longTerm ? null : (
          <FormField
            control={form.control}
            name="idValidTo"
            label="有效期至"
            render={({ bind, value, onPick }) => (
              <>
                <SelectField
                  {...bind}
                  value={value}
                  placeholder="请选择截止日"
                  onClick={() => setPicking('to')}
                />
                <DatePicker
                  title="证件有效期截止日"
                  visible={picking === 'to'}
                  precision="day"
                  min={yearsFrom(today, -30)}
                  max={yearsFrom(today, 50)}
                  value={value ? dateOf(value) : yearsFrom(today, 10)}
                  onClose={() => setPicking(null)}
                  onConfirm={(date) => onPick(isoOf(date))}
                />
              </>
            )}
          />
        )}
        <FormOption>
          <Checkbox
            checked={longTerm}
            onChange={(checked) => {
              form.setValue('idLongTerm', checked);
              if (checked) form.setValue('idValidTo', '');
              form.clearErrors('idValidTo');
            }}
          >
            长期有效
          </Checkbox>
        </FormOption>
      </FormSection>
      <FormActions tip="请按新证件如实填写，提交后将与公安身份信息核验。下一步将向预留手机号发送短信验证码。">
        <Button block type="submit" color="primary" size="large">
          下一步
        </Button>
      </FormActions>
    </SubmitForm>
  );
}
