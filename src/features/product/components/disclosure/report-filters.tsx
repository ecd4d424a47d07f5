import { Picker } from 'antd-mobile';
import { Tabs } from '@/page-kit/tabs';
import { useState } from 'react';
import { useQueryAppletProductList } from '@gen/hooks/product/product';
import type { ReportType } from '@gen/model/reportType';
import { REPORT_TYPE_KEYS, REPORT_TYPE_LABELS } from '@/features/product/model/file-labels';
import { SelectField } from '@/page-kit/select-field';

export interface ReportFilter {
  productCode?: string;
  type?: ReportType;
  year?: number;
}

const ALL = 'ALL';

/** Years an investor may look up: this one back to 2020 (the oldest story product's first notice). */
export function reportYears(today = new Date()): number[] {
  const last = today.getFullYear();
  return Array.from({ length: last - 2019 }, (_, i) => last - i);
}

/** The product picker's choices: every product the investor may see (queryAppletProductList). */
function useProductChoices() {
  const query = useQueryAppletProductList({ pageNum: 1, pageSize: 50 }, undefined, {
    query: { staleTime: 5 * 60_000 },
  });
  return query.data?.list ?? [];
}

/**
 * reportSearch's filters: the disclosure type as tabs (全部 + seven types), the product and
 * the year as pickers. Every change replaces the address (the caller's onChange), so back and
 * reload keep the filter.
 */
export function ReportFilters({
  value,
  onChange,
}: {
  value: ReportFilter;
  onChange: (next: ReportFilter) => void;
}) {
  const products = useProductChoices();
  const [picking, setPicking] = useState<'product' | 'year'>();
  const productName =
    value.productCode === undefined
      ? undefined
      : (products.find((p) => p.productCode === value.productCode)?.productName ?? value.productCode);

  return (
    <div className="report-filters">
      <Tabs
        className="report-type-tabs"
        activeKey={value.type ?? ALL}
        onChange={(key) => onChange({ ...value, type: key === ALL ? undefined : (key as ReportType) })}
      >
        <Tabs.Tab key={ALL} title="全部" />
        {REPORT_TYPE_KEYS.map((type) => (
          <Tabs.Tab key={type} title={REPORT_TYPE_LABELS[type]} />
        ))}
      </Tabs>
      <div className="report-pickers">
        <label className="report-picker">
          <span className="report-picker-label">产品</span>
          <SelectField
            value={productName ?? '全部产品'}
            aria-label={`产品：${productName ?? '全部产品'}`}
            onClick={() => setPicking('product')}
          />
        </label>
        <label className="report-picker report-picker-year">
          <span className="report-picker-label">年度</span>
          <SelectField
            value={value.year ? `${value.year}年` : '全部年度'}
            aria-label={`年度：${value.year ? `${value.year}年` : '全部年度'}`}
            onClick={() => setPicking('year')}
          />
        </label>
      </div>
      <Picker
        title="选择产品"
        visible={picking === 'product'}
        columns={[
          [
            { label: '全部产品', value: ALL },
            ...products.map((p) => ({ label: p.productName, value: p.productCode })),
          ],
        ]}
        value={[value.productCode ?? ALL]}
        onClose={() => setPicking(undefined)}
        onConfirm={([code]) =>
          onChange({ ...value, productCode: code === ALL || !code ? undefined : String(code) })
        }
      />
      <Picker
        title="选择年度"
        visible={picking === 'year'}
        columns={[
          [
            { label: '全部年度', value: ALL },
            ...reportYears().map((y) => ({ label: `${y}年`, value: String(y) })),
          ],
        ]}
        value={[value.year ? String(value.year) : ALL]}
        onClose={() => setPicking(undefined)}
        onConfirm={([year]) => onChange({ ...value, year: year === ALL || !year ? undefined : Number(year) })}
      />
    </div>
  );
}
