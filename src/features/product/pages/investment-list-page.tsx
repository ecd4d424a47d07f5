import { CapsuleTabs } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import type { ProductStatusGroup } from '@gen/model/productStatusGroup';
import { PageFrame } from '@/page-kit/page-frame';
import { hrefTo } from '@/routing/href';
import { usePageQuery } from '@/routing/use-page-query';
import { ClassTabs } from '../components/class-tabs';
import { AllProductList } from '../components/product-list';
import { STATUS_GROUP_KEYS } from '../model/route-keys';
import '../styles/product-pages.css';

const GROUP_LABELS: Readonly<Record<ProductStatusGroup, string>> = {
  ON_SALE: '在售',
  RUNNING: '存续',
  ENDED: '已结束',
};

/**
 * investmentList (全部产品): every product the investor may see, on sale or not, by class and by
 * status group (在售 / 存续 / 已结束). Both filters live in the address.
 */
export default function InvestmentListPage() {
  const { productClass, status } = usePageQuery('investmentList');
  const navigate = useNavigate();
  const go = (next: { productClass?: typeof productClass; status?: ProductStatusGroup }) =>
    navigate(
      hrefTo('investmentList', {
        ...(next.productClass ? { productClass: next.productClass } : {}),
        ...(next.status ? { status: next.status } : {}),
      }),
      { replace: true },
    );
  return (
    <PageFrame flush>
      <ClassTabs value={productClass} onChange={(next) => go({ productClass: next, status })} />
      <CapsuleTabs
        className="product-status-tabs"
        activeKey={status ?? 'ALL'}
        onChange={(key) =>
          go({ productClass, status: key === 'ALL' ? undefined : (key as ProductStatusGroup) })
        }
      >
        <CapsuleTabs.Tab key="ALL" title="全部" />
        {STATUS_GROUP_KEYS.map((key) => (
          <CapsuleTabs.Tab key={key} title={GROUP_LABELS[key]} />
        ))}
      </CapsuleTabs>
      <AllProductList
        key={`${productClass ?? 'ALL'}-${status ?? 'ALL'}`}
        productClass={productClass}
        statusGroup={status}
        label="产品列表"
      />
    </PageFrame>
  );
}
