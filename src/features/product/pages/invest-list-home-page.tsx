import { Link } from 'react-router-dom';
import { usePurchaseProductList, useQueryAppletProductType } from '@gen/hooks/product/product';
import type { ProductTypeItem } from '@gen/model/productTypeItem';
import { PageFrame } from '@/page-kit/page-frame';
import { QueryView } from '@/page-kit/query-states';
import { hrefTo } from '@/routing/href';
import { ProductCard, ProductCardSkeleton } from '../components/product-card';
import '../styles/product-pages.css';

/** Where a class tile leads: the class pages where there is one, else the lists with a filter. */
function classHref(item: ProductTypeItem): string {
  switch (item.productClass) {
    case 'EQUITY':
      return hrefTo('equity');
    case 'CASH':
      return hrefTo('cash');
    case 'FIXED':
      return hrefTo('investProductList', { productClass: 'FIXED' });
    case 'FAMILY':
      return hrefTo('investmentList', { productClass: 'FAMILY' });
  }
}

const SHORTCUTS = [
  { glyph: '持', label: '我的持仓', to: () => hrefTo('positionList') },
  { glyph: '单', label: '我的订单', to: () => hrefTo('myOrder') },
  { glyph: '开', label: '开放日', to: () => hrefTo('openHouseList') },
  { glyph: '披', label: '信息披露', to: () => hrefTo('reportSearch') },
] as const;

/**
 * investListHome (我的投资): the way in to investing: shortcuts to holdings, orders, open days and
 * disclosures, the product classes with how many are on sale, and the first products on sale.
 */
export default function InvestListHomePage() {
  const types = useQueryAppletProductType({});
  const onSale = usePurchaseProductList({ pageNum: 1, pageSize: 3 }, undefined);
  return (
    <PageFrame flush>
      <nav className="product-shortcuts" aria-label="我的投资">
        {SHORTCUTS.map((item) => (
          <Link key={item.label} className="product-shortcut" to={item.to()}>
            <span className="product-shortcut-glyph" aria-hidden="true">
              {item.glyph}
            </span>
            {item.label}
          </Link>
        ))}
      </nav>

      <section className="product-section" aria-labelledby="product-classes">
        <h2 id="product-classes" className="product-section-title">
          产品分类
        </h2>
        <QueryView
          query={types}
          skeleton={<div className="product-class-grid product-class-skeleton" />}
          pendingLabel="产品分类加载中"
          isEmpty={(list) => list.length === 0}
          empty={{ title: '暂无产品分类' }}
        >
          {(list) => (
            <ul className="product-class-grid">
              {list.map((item) => (
                <li key={item.productClass}>
                  <Link className="product-class-tile" to={classHref(item)}>
                    <span className="product-class-name">{item.className}</span>
                    <span className="product-class-count">
                      {item.onSaleCount > 0 ? `${item.onSaleCount}款在售` : `${item.totalCount}款产品`}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </QueryView>
      </section>

      <section className="product-section" aria-labelledby="product-on-sale">
        <div className="product-section-head">
          <h2 id="product-on-sale" className="product-section-title">
            在售产品
          </h2>
          <Link className="product-section-more" to={hrefTo('investProductList')}>
            查看全部
          </Link>
        </div>
        <QueryView
          query={onSale}
          skeleton={<ProductCardSkeleton rows={2} />}
          pendingLabel="在售产品加载中"
          isEmpty={(page) => page.list.length === 0}
          empty={{ title: '暂无在售产品' }}
        >
          {(page) => (
            <div>
              {page.list.map((product) => (
                <ProductCard key={product.productCode} product={product} />
              ))}
            </div>
          )}
        </QueryView>
        <Link className="product-all-link" to={hrefTo('investmentList')}>
          全部产品（含存续、已结束）
        </Link>
      </section>
    </PageFrame>
  );
}
