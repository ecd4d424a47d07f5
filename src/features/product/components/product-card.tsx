import { Link } from 'react-router-dom';
import type { ProductSummary } from '@gen/model/productSummary';
import { changeDirection, formatChangePct } from '@/format/change';
import { hrefTo } from '@/routing/href';
import {
  CLASS_SHORT,
  formatDateTime,
  formatRate,
  formatRateRange,
  formatWan,
  RISK_NAMES,
} from '../model/product-format';
import { cardClass } from '@/page-kit/card';
import { RiskBadge, StatusBadge } from './badges';
import './product-card.css';

/** Where a card leads: a product in preheat to its preview, every other to its detail. */
export function productHref(product: Pick<ProductSummary, 'productCode' | 'status'>): string {
  return product.status === 'PREHEAT'
    ? hrefTo('preheatDetail', { productCode: product.productCode })
    : hrefTo('productDetail', { productCode: product.productCode });
}

/**
 * The big number of a card: the benchmark range of a fixed-income plan, the latest NAV with its
 * date (and 成立以来, 红涨绿跌) of a NAV product, the 7日年化 of a cash product; before a NAV product's
 * first valuation, that it is one.
 */
function BigNumber({ product }: { product: ProductSummary }) {
  if (product.latestNav) {
    const since = product.sinceInception;
    return (
      <div className="product-card-figures">
        <div className="product-card-figure">
          <span className="product-card-number product-card-nav">{product.latestNav}</span>
          <span className="product-card-label">单位净值（{product.navDate ?? '--'}）</span>
        </div>
        {since ? (
          <div className="product-card-figure">
            <span className={`product-card-change product-change-${changeDirection(since)}`}>
              {formatChangePct(since)}
            </span>
            <span className="product-card-label">成立以来（累计净值）</span>
          </div>
        ) : null}
      </div>
    );
  }
  if (product.sevenDayYield) {
    return (
      <div className="product-card-figure">
        <span className="product-card-number product-card-rate">{formatRate(product.sevenDayYield, 4)}</span>
        <span className="product-card-label">7日年化（{product.yieldDate ?? '--'}）</span>
      </div>
    );
  }
  if (product.benchmarkMin) {
    return (
      <div className="product-card-figure">
        <span className="product-card-number product-card-rate">
          {formatRateRange(product.benchmarkMin, product.benchmarkMax)}
        </span>
        <span className="product-card-label">业绩比较基准（年化）</span>
      </div>
    );
  }
  // No figure yet: a NAV product before its first valuation (预热中), or a plan without a benchmark.
  const navProduct = product.productClass === 'EQUITY';
  return (
    <div className="product-card-figure">
      <span className="product-card-number product-card-muted">{navProduct ? '净值型' : '按合同约定'}</span>
      <span className="product-card-label">{navProduct ? '成立后定期公布单位净值' : '收益分配'}</span>
    </div>
  );
}

function Deadline({ product }: { product: ProductSummary }) {
  if (product.status === 'PREHEAT' && product.saleStartAt) {
    return <p className="product-card-note">开售时间 {formatDateTime(product.saleStartAt)}</p>;
  }
  if (product.raiseEnd && (product.status === 'RAISING' || product.status === 'RESERVING')) {
    return <p className="product-card-note">募集截止 {product.raiseEnd}</p>;
  }
  return null;
}

/** One product in a list: the whole card is the link. Server strings render as text. */
export function ProductCard({ product }: { product: ProductSummary }) {
  const tags = [CLASS_SHORT[product.productClass], product.termText, `${formatWan(product.minAmount)}起投`];
  return (
    <Link
      className={cardClass('product-card')}
      to={productHref(product)}
      aria-label={`${product.productName}，${RISK_NAMES[product.riskLevel]}`}
    >
      <div className="product-card-head">
        <h3 className="product-card-name">{product.productName}</h3>
        <StatusBadge status={product.status} />
      </div>
      <p className="product-card-tags">
        <span>{tags.join(' · ')}</span>
        <RiskBadge level={product.riskLevel} />
        {product.tags.map((tag) => (
          <span key={tag} className="product-card-tag">
            {tag}
          </span>
        ))}
      </p>
      <BigNumber product={product} />
      <Deadline product={product} />
    </Link>
  );
}

/** Skeleton rows shaped like cards. */
export function ProductCardSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <div aria-hidden="true">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className={cardClass('product-card product-card-skeleton')}>
          <div className="product-skeleton-line" />
          <div className="product-skeleton-line product-skeleton-short" />
          <div className="product-skeleton-line product-skeleton-big" />
        </div>
      ))}
    </div>
  );
}
