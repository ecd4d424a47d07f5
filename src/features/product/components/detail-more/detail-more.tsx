import type { ProductDetail } from '@gen/model/productDetail';
import { LineFacts } from './line-facts';
import { LiveStatus } from './live-status';
import { MyProductOrders } from './my-product-orders';
import { ProductCycle, TrancheList } from './product-cycle';
import { RelatedProducts } from './related-products';
import { RulesSheets } from './rules-sheets';

/**
 * What the 产品要素 tab shows below the key facts: the live quota, the facts of the product's line
 * (固收 or 成本法), purchase conditions and trading rules, the cycle and tranches, the investor's
 * orders in the product, related products.
 */
export function DetailMore({ product }: { product: ProductDetail }) {
  const { productCode } = product;
  return (
    <div className="detail-more">
      <LiveStatus productCode={productCode} status={product.status} />
      <RulesSheets productCode={productCode} cbff={product.productClass === 'CASH'} />
      <LineFacts product={product} />
      {product.productClass === 'FAMILY' ? null : <ProductCycle productCode={productCode} />}
      <TrancheList productCode={productCode} />
      <MyProductOrders productCode={productCode} />
      <RelatedProducts productCode={productCode} />
    </div>
  );
}
