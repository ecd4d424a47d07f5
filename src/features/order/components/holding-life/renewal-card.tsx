import { Button, Skeleton } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { useCheckRenewal } from '@gen/hooks/order/order';
import type { OrderDetail } from '@gen/model/orderDetail';
import { isBusinessError } from '@/api/business-error';
import { formatMoney } from '@/format/money';
import { limitText } from '@/page-kit/amount-input';
import { QueryView } from '@/page-kit/query-states';
import { hrefTo } from '@/routing/href';
import './holding-life.css';

/**
 * 到期续投 on the detail of a confirmed fixed-income subscription (checkRenewal): the tranche held,
 * its maturity and principal, and the tranche of the series on sale to renew into with the
 * benchmark for that principal; renewing is that tranche's purchase (gate, amount, signing).
 * Left out while asked and for an order renewal does not apply to (05047001).
 */
export function RenewalCard({ order }: { order: OrderDetail }) {
  const navigate = useNavigate();
  const query = useCheckRenewal(
    { orderNo: order.orderNo },
    { request: { ownCodes: ['05047001', '05040001'], hideLoading: true } },
  );
  // Asked of every confirmed subscription; only a fixed-income plan answers, so nothing shows before.
  if (query.isPending) return null;
  if (isBusinessError(query.error, '05047001') || isBusinessError(query.error, '05040001')) return null;
  return (
    <section className="order-panel life-card" aria-label="到期续投">
      <h3 className="order-panel-title">到期续投</h3>
      <QueryView
        query={query}
        skeleton={<Skeleton.Paragraph lineCount={3} animated />}
        pendingLabel="续投信息加载中"
      >
        {(renewal) => (
          <>
            <dl className="life-facts">
              <div>
                <dt>持有期次</dt>
                <dd>{renewal.trancheName ?? renewal.productName}</dd>
              </div>
              <div>
                <dt>到期日</dt>
                <dd>{renewal.maturityDate}</dd>
              </div>
              <div>
                <dt>到期本金</dt>
                <dd>
                  {`${formatMoney(renewal.principal)}元`}
                  <span className="life-wan">{`（${limitText(renewal.principal)}）`}</span>
                </dd>
              </div>
            </dl>
            {renewal.renewable && renewal.target ? (
              <div className="life-offer">
                <p className="life-offer-title">{`可续投 ${renewal.target.trancheName}`}</p>
                <p className="life-offer-text">
                  {`期限${renewal.target.termText}，按到期本金适用业绩比较基准 ${renewal.target.rate}%，续投截止 ${renewal.target.raiseEnd}。`}
                </p>
                <p className="life-offer-note">
                  续投即认购该期次，需完成适当性校验、签约与打款；原期次本息仍于到期后按约定兑付至原银行卡。业绩比较基准不代表未来收益。
                </p>
                <Button
                  block
                  color="primary"
                  onClick={() => {
                    const { productCode, route } = renewal.target!;
                    void navigate(
                      hrefTo(route === 'ADDITIONAL' ? 'capitainAdd' : 'capitain', { productCode }),
                    );
                  }}
                >
                  {`续投${renewal.target.trancheName}`}
                </Button>
              </div>
            ) : (
              <p className="life-offer-note">{renewal.reason ?? '暂不可办理续投'}</p>
            )}
          </>
        )}
      </QueryView>
    </section>
  );
}
