import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ProductDetail } from '@gen/model/productDetail';
import { hrefTo } from '@/routing/href';
import { CLASS_LABELS, formatWanYuan, RISK_NAMES } from '../model/product-format';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="product-fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

const range = (from: string | undefined, to: string | undefined) =>
  from || to ? `${from ?? '--'} 至 ${to ?? '--'}` : '--';

/** 产品要素: every fact of the product, as label–value rows. */
export function KeyFacts({ product }: { product: ProductDetail }) {
  return (
    <dl className="product-facts">
      <Fact label="产品类别">{CLASS_LABELS[product.productClass]}</Fact>
      <Fact label="风险等级">
        {product.riskLevel}（{RISK_NAMES[product.riskLevel]}）
      </Fact>
      <Fact label="起投金额">{formatWanYuan(product.minAmount)}</Fact>
      <Fact label="递增金额">{formatWanYuan(product.stepAmount)}</Fact>
      <Fact label="产品期限">{product.termText}</Fact>
      {product.raiseStart || product.raiseEnd ? (
        <Fact label={product.trancheName ? `募集期（${product.trancheName}）` : '募集期'}>
          {range(product.raiseStart, product.raiseEnd)}
        </Fact>
      ) : null}
      <Fact label="成立日">{product.establishDate ?? '以成立公告为准'}</Fact>
      {product.maturityDate ? <Fact label="到期日">{product.maturityDate}</Fact> : null}
      <Fact label="收益分配">{product.distribution}</Fact>
      {product.openRule || product.nextOpenDay ? (
        <Fact label="开放日">
          {product.openRule ?? ''}
          {product.nextOpenDay ? (
            <>
              {' '}
              <Link
                className="product-fact-link"
                to={hrefTo('openHouseList', { productCode: product.productCode })}
              >
                下一开放日 {product.nextOpenDay}
              </Link>
            </>
          ) : null}
        </Fact>
      ) : null}
      <Fact label="计划规模">{formatWanYuan(product.totalScale)}</Fact>
      <Fact label="剩余额度">{formatWanYuan(product.remainingQuota)}</Fact>
      <Fact label="受托人">{product.trustee}</Fact>
      <Fact label="保管人">{product.custodian}</Fact>
      {product.adviser ? (
        <Fact label="投资顾问">
          <Link
            className="product-fact-link"
            to={hrefTo('fundManager', { productCode: product.productCode })}
          >
            {product.adviser}
          </Link>
        </Fact>
      ) : null}
      {product.benchmarkName ? <Fact label="业绩基准">{product.benchmarkName}</Fact> : null}
      <Fact label="双录">{product.needsDoubleRecord ? '认购时需进行录音录像' : '无需双录'}</Fact>
    </dl>
  );
}
