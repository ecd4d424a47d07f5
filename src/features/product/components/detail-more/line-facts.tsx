import { useCbffCouponList, useCbffFixedDetail, useFixedDetailNew } from '@gen/hooks/product/product';
import type { ProductDetail } from '@gen/model/productDetail';
import { QueryView } from '@/page-kit/query-states';
import { formatRate, formatWanYuan } from '../../model/product-format';
import { MoreSection, MoreSkeleton } from './more-section';

const KIND_TEXT = { INCOME: '付息', PRINCIPAL: '还本', BOTH: '还本付息' } as const;

/** 固定收益类: what only the plan has (fixedDetailNew): 起息, 付息安排, 还款来源, 增信措施. */
function FixedFacts({ productCode }: { productCode: string }) {
  const query = useFixedDetailNew({ productCode }, { request: { ownCodes: ['05030006'] } });
  return (
    <MoreSection title="固收要素">
      <QueryView query={query} skeleton={<MoreSkeleton />} pendingLabel="固收要素加载中">
        {(fixed) => (
          <>
            <dl className="product-facts">
              <div className="product-fact">
                <dt>起息规则</dt>
                <dd>{fixed.valueDateRule}</dd>
              </div>
              <div className="product-fact">
                <dt>还款来源</dt>
                <dd>{fixed.repaymentSource}</dd>
              </div>
              <div className="product-fact">
                <dt>增信措施</dt>
                <dd>
                  {fixed.creditEnhancements.map((line) => (
                    <span key={line} className="more-line">
                      {line}
                    </span>
                  ))}
                </dd>
              </div>
              {fixed.collateralRatio ? (
                <div className="product-fact">
                  <dt>抵押率</dt>
                  <dd>{formatRate(fixed.collateralRatio)}</dd>
                </div>
              ) : null}
            </dl>
            {fixed.distributions.length > 0 ? (
              <>
                <h4 className="more-subtitle">{`付息安排${fixed.trancheName ? `（${fixed.trancheName}）` : ''}`}</h4>
                <ol className="more-schedule" aria-label="付息安排">
                  {fixed.distributions.map((d) => (
                    <li key={d.date}>
                      <span>{d.date}</span>
                      <span>{KIND_TEXT[d.kind]}</span>
                    </li>
                  ))}
                </ol>
              </>
            ) : null}
          </>
        )}
      </QueryView>
    </MoreSection>
  );
}

/** 现金管理类 (成本法): valuation, yields, quick redemption (cbffFixedDetail) and coupons (cbffCouponList). */
function CostMethodFacts({ productCode }: { productCode: string }) {
  const detail = useCbffFixedDetail({ productCode }, { request: { ownCodes: ['05030006'] } });
  const coupons = useCbffCouponList({ productCode }, { request: { ownCodes: ['05030006'] } });
  return (
    <>
      <MoreSection title="估值与收益">
        <QueryView query={detail} skeleton={<MoreSkeleton />} pendingLabel="估值与收益加载中">
          {(cash) => (
            <dl className="product-facts">
              <div className="product-fact">
                <dt>估值方法</dt>
                <dd>{`${cash.valuationMethod}，每份净值${cash.unitValue}元`}</dd>
              </div>
              <div className="product-fact">
                <dt>7日年化</dt>
                <dd>{`${formatRate(cash.sevenDayYield)}（${cash.yieldDate}）`}</dd>
              </div>
              <div className="product-fact">
                <dt>万份收益</dt>
                <dd>{`${cash.tenThousandIncome}元`}</dd>
              </div>
              <div className="product-fact">
                <dt>收益结转</dt>
                <dd>{cash.carryOver}</dd>
              </div>
              <div className="product-fact">
                <dt>快速赎回</dt>
                <dd>{`今日剩余${formatWanYuan(cash.quickRedeemLeft)}，单日上限${formatWanYuan(cash.quickRedeemLimit)}`}</dd>
              </div>
            </dl>
          )}
        </QueryView>
      </MoreSection>
      <MoreSection title="我的优惠券">
        <QueryView
          query={coupons}
          skeleton={<MoreSkeleton />}
          pendingLabel="优惠券加载中"
          isEmpty={(data) => data.coupons.length === 0}
          empty={{ title: '暂无可用于本产品的优惠券' }}
        >
          {(data) => (
            <ul className="more-coupons" aria-label="我的优惠券">
              {data.coupons.map((c) => (
                <li key={c.couponId} className={c.usable ? 'more-coupon' : 'more-coupon more-coupon-off'}>
                  <span className="more-coupon-title">{c.title}</span>
                  <span className="more-coupon-note">
                    {c.usable
                      ? `申购满${formatWanYuan(c.minAmount)}可用${c.days ? `，加息${c.days}天` : ''}，有效期至${c.validUntil}`
                      : (c.reason ?? '暂不可用')}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </QueryView>
      </MoreSection>
    </>
  );
}

/** The facts of the product's line: fixedDetailNew for 固定收益类, cbff* for 现金管理类, none else. */
export function LineFacts({ product }: { product: ProductDetail }) {
  if (product.productClass === 'FIXED') return <FixedFacts productCode={product.productCode} />;
  if (product.productClass === 'CASH') return <CostMethodFacts productCode={product.productCode} />;
  return null;
}
