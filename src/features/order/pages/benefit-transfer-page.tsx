import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useQueryFtsTransferList } from '@gen/hooks/order/order';
import type { TransferListData } from '@gen/model/transferListData';
import { formatMoney } from '@/format/money';
import { PageFrame } from '@/page-kit/page-frame';
import { QueryView } from '@/page-kit/query-states';
import { hrefTo } from '@/routing/href';
import { usePageQuery } from '@/routing/use-page-query';
import { OrderListSkeleton } from '../components/order-list-skeleton';
import { OrderStatusBadge } from '../components/order-status-badge';
import { formatDateTime } from '../model/datetime';
import '../styles/trade.css';
import '../styles/trade-lists.css';

/**
 * makeOver (受益权转让, "choose product to transfer"): the fixed-income holdings, transferable ones
 * first with the shares that may go (the others greyed with the reason), and the investor's
 * transfers with their status. A holding's 转让 (holdingDetails → makeOver?productCode) goes
 * straight on to its form.
 */
export default function BenefitTransferPage() {
  const { productCode } = usePageQuery('makeOver');
  const navigate = useNavigate();
  useEffect(() => {
    if (productCode) void navigate(hrefTo('makeOverDetails', { productCode }), { replace: true });
  }, [productCode, navigate]);
  const query = useQueryFtsTransferList({}, { query: { staleTime: 0, enabled: !productCode } });
  return (
    <PageFrame busy={query.isPending}>
      <QueryView
        query={query}
        skeleton={<OrderListSkeleton />}
        pendingLabel="转让信息加载中"
        isEmpty={(data) => data.holdings.length === 0 && data.transfers.length === 0}
        empty={{
          title: '暂无可转让的持仓',
          description: '固定收益类信托的受益权可在存续期内转让给其他合格投资者',
        }}
      >
        {(data) => <Lists data={data} />}
      </QueryView>
    </PageFrame>
  );
}

function Lists({ data }: { data: TransferListData }) {
  return (
    <>
      <p className="order-note">
        受益权转让：将您持有的固定收益类信托受益权转让给我司的其他合格投资者，转让价款与受让方协商确定，经我司登记后生效。
      </p>
      <h3 className="trade-section-title">选择转让的产品</h3>
      <ul className="trade-list" aria-label="可转让的持仓">
        {data.holdings.map((holding) => {
          const body = (
            <>
              <div className="trade-item-head">
                <h4 className="trade-item-name">{holding.productName}</h4>
                <span className="trade-risk">{holding.riskLevel}</span>
              </div>
              <p className="trade-item-line">
                可转让 {formatMoney(holding.transferableShares)}份 · 持有 {formatMoney(holding.shares)}份
              </p>
              <p className="trade-item-line">
                业绩比较基准 {holding.benchmarkRate}% · 到期日 {holding.maturityDate}
              </p>
              {holding.reason ? <p className="trade-item-reason">{holding.reason}</p> : null}
            </>
          );
          return (
            <li key={holding.productCode}>
              {holding.transferable ? (
                <Link
                  className="trade-item"
                  to={hrefTo('makeOverDetails', { productCode: holding.productCode })}
                  aria-label={`转让 ${holding.productName}`}
                >
                  {body}
                </Link>
              ) : (
                <div className="trade-item trade-item-off" aria-disabled="true">
                  {body}
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {data.transfers.length > 0 ? (
        <>
          <h3 className="trade-section-title">我的转让</h3>
          <ul className="trade-list" aria-label="我的转让">
            {data.transfers.map((transfer) => (
              <li key={transfer.orderNo}>
                <Link
                  className="trade-item"
                  to={hrefTo('makeOverDetails', { orderNo: transfer.orderNo })}
                  aria-label={`转让 ${transfer.orderNo}`}
                >
                  <div className="trade-item-head">
                    <h4 className="trade-item-name">{transfer.productName}</h4>
                    <OrderStatusBadge status={transfer.status} />
                  </div>
                  <p className="trade-item-line">
                    {formatMoney(transfer.shares)}份 · 价款 {formatMoney(transfer.price)}元 · 受让方{' '}
                    {transfer.transfereeNameMasked}
                  </p>
                  <p className="trade-item-line">申请于 {formatDateTime(transfer.appliedAt)}</p>
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}
