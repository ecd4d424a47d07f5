import { useNavigate } from 'react-router-dom';
import { PageFrame } from '@/page-kit/page-frame';
import { hrefTo } from '@/routing/href';
import { usePageQuery } from '@/routing/use-page-query';
import { ClassTabs } from '../components/class-tabs';
import { PurchaseProductList } from '../components/product-list';
import { CLASS_LABELS } from '../model/product-format';
import '../styles/product-pages.css';

/**
 * investProductList (可投产品): the products on sale now, by class. The tab lives in the address
 * (?productClass=), so going back from a detail returns to the same tab from the query cache.
 */
export default function InvestProductListPage() {
  const { productClass } = usePageQuery('investProductList');
  const navigate = useNavigate();
  return (
    <PageFrame flush>
      <ClassTabs
        value={productClass}
        onChange={(next) =>
          navigate(hrefTo('investProductList', next ? { productClass: next } : {}), { replace: true })
        }
      />
      <p className="product-list-notice">本页产品仅向合格投资者展示，业绩比较基准不代表实际收益。</p>
      <PurchaseProductList
        key={productClass ?? 'ALL'}
        productClass={productClass}
        label={productClass ? `${CLASS_LABELS[productClass]}产品` : '可投产品'}
      />
    </PageFrame>
  );
}
