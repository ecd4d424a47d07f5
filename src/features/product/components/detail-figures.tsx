import { Link } from 'react-router-dom';
import type { ProductDetail } from '@gen/model/productDetail';
import { changeDirection, formatChangePct } from '@/format/change';
import { hrefTo } from '@/routing/href';
import { formatRate, formatRateRange, formatWan } from '../model/product-format';

/** 100万（含）至300万 / 300万（含）以上: one benchmark tier's amount range. */
export function tierRange(minAmount: string, maxAmount: string | undefined): string {
  return maxAmount
    ? `${formatWan(minAmount)}（含）至${formatWan(maxAmount)}`
    : `${formatWan(minAmount)}（含）以上`;
}

/**
 * The detail's big number, by class: the tiered benchmark of a fixed-income plan, the latest NAV
 * (with its date, 累计净值, 日涨跌 and 成立以来, 红涨绿跌) of a NAV product, the 7日年化 and 万份收益
 * of a cash product. NAV and cash lead to the chart and the history.
 */
export function DetailFigures({ product }: { product: ProductDetail }) {
  if (product.latestNav) {
    return (
      <section className="product-figures" aria-label="净值">
        <div className="product-figure-main">
          <span className="product-figure-number">{product.latestNav}</span>
          <span className="product-figure-label">单位净值（净值日期 {product.navDate ?? '--'}）</span>
        </div>
        <dl className="product-figure-row">
          <div>
            <dt>累计净值</dt>
            <dd>{product.accNav ?? '--'}</dd>
          </div>
          <div>
            <dt>日涨跌</dt>
            <dd className={`product-change-${changeDirection(product.dailyChange)}`}>
              {formatChangePct(product.dailyChange)}
            </dd>
          </div>
          <div>
            <dt>成立以来（累计净值）</dt>
            <dd className={`product-change-${changeDirection(product.sinceInception)}`}>
              {formatChangePct(product.sinceInception)}
            </dd>
          </div>
        </dl>
        <NavLinks productCode={product.productCode} cash={false} />
      </section>
    );
  }
  if (product.sevenDayYield) {
    return (
      <section className="product-figures" aria-label="收益">
        <div className="product-figure-main">
          <span className="product-figure-number product-figure-rate">
            {formatRate(product.sevenDayYield, 4)}
          </span>
          <span className="product-figure-label">7日年化收益率（{product.yieldDate ?? '--'}）</span>
        </div>
        <dl className="product-figure-row">
          <div>
            <dt>万份收益（元）</dt>
            <dd>{product.perTenThousand ?? '--'}</dd>
          </div>
        </dl>
        <NavLinks productCode={product.productCode} cash />
      </section>
    );
  }
  if (product.benchmarkTiers.length > 0) {
    const rates = product.benchmarkTiers.map((tier) => tier.rate);
    const sorted = [...rates].sort((a, b) => Number(a) - Number(b));
    return (
      <section className="product-figures" aria-label="业绩比较基准">
        <div className="product-figure-main">
          <span className="product-figure-number product-figure-rate">
            {formatRateRange(sorted[0], sorted.at(-1))}
          </span>
          <span className="product-figure-label">业绩比较基准（年化）</span>
        </div>
        <table className="product-tiers">
          <caption className="product-visually-hidden">按认购金额分档的业绩比较基准</caption>
          <thead>
            <tr>
              <th scope="col">认购金额</th>
              <th scope="col">业绩比较基准</th>
            </tr>
          </thead>
          <tbody>
            {product.benchmarkTiers.map((tier) => (
              <tr key={tier.minAmount}>
                <td>{tierRange(tier.minAmount, tier.maxAmount)}</td>
                <td className="product-tier-rate">{formatRate(tier.rate)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="product-figure-note">业绩比较基准不代表产品未来表现和实际收益，不构成收益承诺。</p>
      </section>
    );
  }
  return (
    <section className="product-figures" aria-label="收益分配">
      <div className="product-figure-main">
        <span className="product-figure-number product-figure-plain">按信托合同约定</span>
        <span className="product-figure-label">{product.distribution}</span>
      </div>
    </section>
  );
}

function NavLinks({ productCode, cash }: { productCode: string; cash: boolean }) {
  return (
    <div className="product-figure-links">
      <Link to={cash ? hrefTo('cashBrokenLine', { productCode }) : hrefTo('brokenLinkOne', { productCode })}>
        {cash ? '收益走势' : '净值走势'}
      </Link>
      <Link to={hrefTo('historyNetWorth', { productCode })}>{cash ? '历史收益' : '历史净值'}</Link>
    </div>
  );
}
