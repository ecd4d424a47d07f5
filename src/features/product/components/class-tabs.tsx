import { Tabs } from '@/page-kit/tabs';
import type { ProductClass } from '@gen/model/productClass';
import { CLASS_SHORT } from '../model/product-format';
import { CLASS_KEYS } from '../model/route-keys';

/** 全部 / 固定收益 / 权益 / 现金管理 / 家族: the class tabs of the product lists. */
export function ClassTabs({
  value,
  onChange,
}: {
  value: ProductClass | undefined;
  onChange: (value: ProductClass | undefined) => void;
}) {
  return (
    <Tabs
      className="product-class-tabs"
      activeKey={value ?? 'ALL'}
      onChange={(key) => onChange(key === 'ALL' ? undefined : (key as ProductClass))}
    >
      <Tabs.Tab key="ALL" title="全部" />
      {CLASS_KEYS.map((key) => (
        <Tabs.Tab key={key} title={CLASS_SHORT[key]} />
      ))}
    </Tabs>
  );
}
