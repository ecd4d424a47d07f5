import { Link } from 'react-router-dom';
import { useProductRelation } from '@gen/hooks/product/product';
import { hrefTo } from '@/routing/href';
import { RiskBadge, StatusBadge } from '../badges';
import { MoreSection } from './more-section';

const WHY = { SAME_SERIES: '同系列', SAME_CLASS: '同类产品', SAME_ADVISER: '同一投资顾问' } as const;

/** 相关产品 (productRelation) at the foot of the facts; left out while loading, failed or empty. */
export function RelatedProducts({ productCode }: { productCode: string }) {
  const query = useProductRelation({ productCode }, { request: { silent: true } });
  const products = query.data?.products ?? [];
  if (products.length === 0) return null;
  return (
    <MoreSection title="相关产品">
      <ul className="more-rows" aria-label="相关产品">
        {products.map((p) => (
          <li key={p.productCode}>
            <Link className="more-row" to={hrefTo('productDetail', { productCode: p.productCode })}>
              <span className="more-row-main">
                {p.productName}
                <RiskBadge level={p.riskLevel} />
                <StatusBadge status={p.status} />
              </span>
              <span className="more-row-note">{`${WHY[p.relation]} · ${p.headline} ›`}</span>
            </Link>
          </li>
        ))}
      </ul>
    </MoreSection>
  );
}
