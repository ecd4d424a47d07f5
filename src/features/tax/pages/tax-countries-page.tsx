import { Button, Selector, Skeleton, TextArea, Toast } from 'antd-mobile';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryCountryRegion } from '@gen/hooks/tax/tax';
import type { CountryRegion } from '@gen/model/countryRegion';
import type { NoTinReason } from '@gen/model/noTinReason';
import { FieldRow, FormActions, FormSection, TextInput } from '@/page-kit/form';
import { PageFrame } from '@/page-kit/page-frame';
import { QueryView } from '@/page-kit/query-states';
import { SelectField } from '@/page-kit/select-field';
import { hrefTo } from '@/routing/href';
import type { AppPath } from '@/routing/query-params';
import { usePageQuery } from '@/routing/use-page-query';
import { useReclickGuard } from '@/page-kit/reclick-guard';
import { CountrySearchDialog } from '@/page-kit/country-search-dialog';
import { crsDraft } from '../model/crs-draft';
import {
  allRowErrors,
  emptyResidenceRow,
  EXPLANATION_MAX,
  MAX_RESIDENCES,
  NO_TIN_REASONS,
  withCountry,
  type ResidenceRow,
  type RowErrors,
} from '../model/crs-rules';
import { useLostDraft } from '../hooks/use-lost-draft';
import '../styles/tax.css';

/**
 * fiscal/revenue: one to three jurisdictions of tax residence other than China, each with its
 * TIN, or the reason there is none (居民国不发放 only where the jurisdiction issues none; 未能取得
 * with an explanation). Countries through the nationality search dialog; the TIN rule from
 * queryCountryRegion. Then the notice (fiscal/consequence).
 */
export default function TaxCountriesPage() {
  const { redirect } = usePageQuery('fiscal/revenue');
  const lost = useLostDraft(redirect, true);
  const countries = useQueryCountryRegion({}, { query: { enabled: !lost, staleTime: Infinity } });
  return (
    <PageFrame busy={countries.isPending && !lost}>
      {lost ? null : (
        <QueryView
          query={countries}
          pendingLabel="国家（地区）加载中"
          skeleton={<Skeleton.Paragraph lineCount={8} animated />}
        >
          {(list) => <RevenueForm countries={list} redirect={redirect} />}
        </QueryView>
      )}
    </PageFrame>
  );
}

function RevenueForm({ countries, redirect }: { countries: readonly CountryRegion[]; redirect?: AppPath }) {
  const navigate = useNavigate();
  const [rows, setRows] = useState<ResidenceRow[]>(() => crsDraft.get()?.rows ?? [emptyResidenceRow()]);
  const [picking, setPicking] = useState<number | null>(null);
  const [tried, setTried] = useState(false);
  const errors = allRowErrors(rows);

  const change = (index: number, patch: Partial<ResidenceRow>) =>
    setRows((old) => old.map((row, i) => (i === index ? { ...row, ...patch } : row)));

  const pick = (index: number, name: string) => {
    if (!name) return;
    if (name === '中国') {
      setRows((old) =>
        old.map((row, i) =>
          i === index ? { ...withCountry(row, undefined), countryCode: 'CHN', countryName: '中国' } : row,
        ),
      );
      return;
    }
    const country = countries.find((c) => c.countryName === name);
    if (!country) {
      Toast.show({ content: `暂不支持选择“${name}”，请联系客服` });
      return;
    }
    setRows((old) => old.map((row, i) => (i === index ? withCountry(row, country) : row)));
  };

  const go = useReclickGuard(() => navigate(hrefTo('fiscal/consequence', { redirect })));
  const next = () => {
    setTried(true);
    if (errors.some((e) => Object.keys(e).length > 0)) {
      Toast.show({ content: '请完善税收居民国（地区）信息' });
      return;
    }
    crsDraft.update({ rows });
    go();
  };

  return (
    <>
      <p className="tax-intro">
        请填写中国以外的税收居民国（地区）及纳税人识别号，最多{MAX_RESIDENCES}
        个。如无法提供纳税人识别号，请选择原因。
      </p>
      {rows.map((row, index) => (
        <ResidenceFields
          key={index}
          index={index}
          row={row}
          errors={tried ? (errors[index] ?? {}) : {}}
          removable={rows.length > 1}
          onPick={() => setPicking(index)}
          onChange={(patch) => change(index, patch)}
          onRemove={() => setRows((old) => old.filter((_, i) => i !== index))}
        />
      ))}
      {rows.length < MAX_RESIDENCES ? (
        <Button
          block
          fill="outline"
          color="primary"
          onClick={() => setRows((old) => [...old, emptyResidenceRow()])}
        >
          + 添加税收居民国（地区）
        </Button>
      ) : (
        <p className="tax-hint">最多可填写{MAX_RESIDENCES}个税收居民国（地区）。</p>
      )}
      <FormActions>
        <Button block color="primary" size="large" onClick={next}>
          下一步
        </Button>
      </FormActions>
      <CountrySearchDialog
        // A fresh search for each row (the dialog keeps its text while mounted).
        key={picking ?? 'closed'}
        visible={picking !== null}
        onConfirm={(name) => (picking !== null ? pick(picking, name) : undefined)}
        onClose={() => setPicking(null)}
      />
    </>
  );
}

interface ResidenceFieldsProps {
  index: number;
  row: ResidenceRow;
  errors: RowErrors;
  removable: boolean;
  onPick: () => void;
  onChange: (patch: Partial<ResidenceRow>) => void;
  onRemove: () => void;
}

function ResidenceFields({
  index,
  row,
  errors,
  removable,
  onPick,
  onChange,
  onRemove,
}: ResidenceFieldsProps) {
  const id = useId();
  const reasons = NO_TIN_REASONS.map((reason) => ({
    label: reason.label,
    value: reason.value,
    disabled: reason.value === 'NOT_ISSUED' && row.tinIssued === true,
  }));
  return (
    <section className="tax-section" aria-labelledby={`${id}-title`}>
      <div className="tax-row-head">
        <h3 id={`${id}-title`}>税收居民国（地区）{index + 1}</h3>
        {removable ? (
          <Button size="small" fill="none" color="danger" onClick={onRemove}>
            删除
          </Button>
        ) : null}
      </div>
      <FormSection label={`第${index + 1}个税收居民国（地区）`}>
        <FieldRow label="国家（地区）" htmlFor={`${id}-country`} error={errors.country}>
          <SelectField
            id={`${id}-country`}
            value={row.countryName}
            placeholder="请选择国家（地区）"
            aria-invalid={errors.country !== undefined}
            onClick={onPick}
          />
        </FieldRow>
        <FieldRow label="纳税人识别号" labelId={`${id}-has-tin`}>
          <Selector
            aria-labelledby={`${id}-has-tin`}
            columns={2}
            options={[
              { label: '有识别号', value: 'yes' },
              { label: '无法提供', value: 'no' },
            ]}
            value={[row.hasTin ? 'yes' : 'no']}
            onChange={(values) => (values[0] ? onChange({ hasTin: values[0] === 'yes' }) : undefined)}
          />
        </FieldRow>
        {row.hasTin ? (
          <FieldRow label="识别号" htmlFor={`${id}-tin`} hint={row.tinHint} error={errors.tin}>
            <TextInput
              id={`${id}-tin`}
              placeholder="请输入纳税人识别号"
              autoCapitalize="characters"
              maxLength={30}
              aria-invalid={errors.tin !== undefined}
              value={row.tin}
              onChange={(tin) => onChange({ tin: tin.replace(/\s/g, '') })}
            />
          </FieldRow>
        ) : (
          <>
            <FieldRow label="原因" labelId={`${id}-reason`} error={errors.noTinReason}>
              <Selector
                aria-labelledby={`${id}-reason`}
                columns={1}
                options={reasons}
                value={row.noTinReason ? [row.noTinReason] : []}
                onChange={(values) => onChange({ noTinReason: values[0] as NoTinReason | undefined })}
              />
            </FieldRow>
            {row.tinIssued ? (
              <p className="tax-hint">{row.countryName}发放纳税人识别号；如未能取得，请说明具体原因。</p>
            ) : null}
            {row.noTinReason === 'UNABLE_TO_OBTAIN' ? (
              <FieldRow label="具体原因" htmlFor={`${id}-why`} error={errors.noTinExplanation}>
                <TextArea
                  id={`${id}-why`}
                  className="tax-textarea"
                  placeholder="请说明未能取得纳税人识别号的原因"
                  maxLength={EXPLANATION_MAX}
                  showCount
                  autoSize={{ minRows: 2, maxRows: 5 }}
                  aria-invalid={errors.noTinExplanation !== undefined}
                  value={row.noTinExplanation}
                  onChange={(text) => onChange({ noTinExplanation: text })}
                />
              </FieldRow>
            ) : null}
          </>
        )}
      </FormSection>
    </section>
  );
}
