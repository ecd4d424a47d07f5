import { Button, Skeleton } from 'antd-mobile';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryTaxIssueNoticeStatus } from '@gen/hooks/tax/tax';
import type { TaxHolder } from '@gen/model/taxHolder';
import { FieldRow, FormActions, FormField, FormSection, TextInput, useContractForm } from '@/page-kit/form';
import { PageFrame } from '@/page-kit/page-frame';
import { QueryView } from '@/page-kit/query-states';
import { useSubmit } from '@/page-kit/submit';
import { hrefTo } from '@/routing/href';
import type { AppPath } from '@/routing/query-params';
import { usePageQuery } from '@/routing/use-page-query';
import { crsDraft } from '../model/crs-draft';
import { cleanPinyin } from '../model/crs-rules';
import { dateText } from '../model/dates';
import {
  emptyMaterials,
  MATERIALS_FORM,
  MATERIALS_TEXTS,
  type MaterialsValues,
} from '../model/materials-form';
import { addressPinyin, namePinyin } from '../model/pinyin';
import { useLostDraft } from '../hooks/use-lost-draft';
import { BirthPlaceField } from '../components/birth-place-field';
import '../styles/tax.css';

/**
 * fiscal/materials (仅为非居民 / 既是又是): the holder's name in pinyin (prefilled by pinyin-pro,
 * editable for polyphonic characters), the birth date from the ID, the current address and the
 * birthplace (picked in the region popup) in Chinese and in English or pinyin. Then fiscal/revenue.
 */
export default function ExtraInformationPage() {
  const { redirect } = usePageQuery('fiscal/materials');
  const lost = useLostDraft(redirect, true);
  const status = useQueryTaxIssueNoticeStatus({}, { query: { enabled: !lost } });
  return (
    <PageFrame busy={status.isPending && !lost}>
      {lost ? null : (
        <QueryView
          query={status}
          pendingLabel="信息加载中"
          skeleton={<Skeleton.Paragraph lineCount={8} animated />}
        >
          {(data) => <MaterialsForm holder={data.holder} redirect={redirect} />}
        </QueryView>
      )}
    </PageFrame>
  );
}

function MaterialsForm({ holder, redirect }: { holder: TaxHolder; redirect?: AppPath }) {
  const navigate = useNavigate();
  const kept = crsDraft.get()?.details;
  const form = useContractForm({
    schema: MATERIALS_FORM,
    texts: MATERIALS_TEXTS,
    defaultValues: kept ?? { ...emptyMaterials(), addressCn: holder.addressCn ?? '' },
  });

  // The name in pinyin, from the Chinese name, unless the investor already has one here.
  useEffect(() => {
    if (kept) return;
    let live = true;
    void namePinyin(holder.realName).then(({ surname, given }) => {
      if (!live) return;
      if (!form.getValues('surnamePinyin')) form.setValue('surnamePinyin', surname);
      if (!form.getValues('givenNamePinyin')) form.setValue('givenNamePinyin', given);
    });
    return () => {
      live = false;
    };
  }, [kept, holder.realName, form]);

  const fillPinyin = async (from: 'addressCn' | 'birthPlaceCn', to: 'addressEn' | 'birthPlaceEn') => {
    const text = form.getValues(from).trim();
    if (text) form.setValue(to, await addressPinyin(text), { shouldValidate: true });
  };

  const next = useSubmit(() =>
    form.handleSubmit((values) => {
      crsDraft.update({ details: { ...values, birthDate: holder.birthDate } });
      navigate(hrefTo('fiscal/revenue', { redirect }));
    })(),
  );

  const text = (name: keyof MaterialsValues, placeholder: string, upper = false) => (
    <FormField
      control={form.control}
      name={name}
      label={MATERIALS_TEXTS[name]?.label ?? name}
      render={({ bind, value, onChange }) => (
        <TextInput
          {...bind}
          placeholder={placeholder}
          autoCapitalize={upper ? 'characters' : undefined}
          value={value}
          onChange={(typed) => onChange(upper ? cleanPinyin(typed) : typed)}
        />
      )}
    />
  );
  // An address is longer than a line: all of it stays in view, under its label.
  const address = (name: 'addressCn' | 'addressEn', placeholder: string) => (
    <FormField
      control={form.control}
      name={name}
      label={MATERIALS_TEXTS[name]?.label ?? name}
      render={({ bind, value, onChange }) => (
        <textarea
          {...bind}
          className="tax-textarea tax-address"
          rows={2}
          placeholder={placeholder}
          value={value}
          onChange={(event) => onChange(event.target.value.replace(/\n/g, ''))}
        />
      )}
    />
  );

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void next.run();
      }}
    >
      <p className="tax-intro">请按证件信息填写。姓名拼音已根据您的中文姓名自动生成，多音字请核对并修改。</p>
      <FormSection label="声明人信息">
        <FieldRow label="姓名">
          <span className="form-row-value">{holder.realName}</span>
        </FieldRow>
        {text('surnamePinyin', '如 ZHANG', true)}
        {text('givenNamePinyin', '如 WEI', true)}
        <FieldRow label="出生日期" hint="按您的身份证件">
          <span className="form-row-value">{dateText(holder.birthDate)}</span>
        </FieldRow>
      </FormSection>
      <div className="tax-stacked">
        <FormSection label="现居地址">
          {address('addressCn', '国家、省、市及详细地址')}
          {address('addressEn', '如 Room 1202, No.3, Lane 1588 Zhangyang Road, Shanghai, China')}
          <Button
            size="small"
            fill="none"
            color="primary"
            onClick={() => void fillPinyin('addressCn', 'addressEn')}
          >
            按中文地址生成拼音
          </Button>
        </FormSection>
        <FormSection label="出生地">
          <BirthPlaceField
            control={form.control}
            label={MATERIALS_TEXTS.birthPlaceCn?.label ?? '出生地（中文）'}
          />
          {text('birthPlaceEn', '如 Shanghai, China')}
          <Button
            size="small"
            fill="none"
            color="primary"
            onClick={() => void fillPinyin('birthPlaceCn', 'birthPlaceEn')}
          >
            按中文出生地生成拼音
          </Button>
        </FormSection>
      </div>
      <FormActions>
        <Button block type="submit" color="primary" size="large" loading={next.pending}>
          下一步
        </Button>
      </FormActions>
    </form>
  );
}
