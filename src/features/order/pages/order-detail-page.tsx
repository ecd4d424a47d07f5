import { Button } from 'antd-mobile';
import { Link, useNavigate } from 'react-router-dom';
import { useQueryRefundStatus } from '@gen/hooks/order/order';
import type { OrderDetail } from '@gen/model/orderDetail';
import { formatMoney } from '@/format/money';
import { PageFooterHint, PageFrame } from '@/page-kit/page-frame';
import { QueryView } from '@/page-kit/query-states';
import { hrefTo } from '@/routing/href';
import { useRouteDef } from '@/routing/route-context';
import { usePageQuery } from '@/routing/use-page-query';
import { useReclickGuard } from '@/page-kit/reclick-guard';
import { OrderDeadline } from '../components/order-deadline';
import { OrderDetailSkeleton } from '../components/order-detail-skeleton';
import { OrderFacts } from '../components/order-facts';
import { OrderLifeCards } from '../components/holding-life/order-life-cards';
import { OrderMissing } from '../components/order-missing';
import { OrderProgress } from '../components/order-progress';
import { OrderSummary } from '../components/order-summary';
import { useOrderDetail } from '../hooks/use-order-detail';
import { formatDateTime } from '../model/datetime';
import { nextActionOf, offersCancel } from '../model/next-action';
import '../styles/order-detail.css';

type DetailRoute = 'productOrderDetails' | 'productOrderDetails1' | 'productOrderDetails4' | 'orderDetailAdd';

/**
 * productOrderDetails (and its variants productOrderDetails1 / 4 and orderDetailAdd, the same
 * page): the order, its progress 预约 → 签约 → 双录 → 打款 → 冷静期 → 回访 → 确认 with the live step,
 * the deadline that matters now (打款 / 冷静期, counting down), the refund of a cancelled order,
 * and the ONE next action for the status in the footer.
 */
export default function OrderDetailPage() {
  const route = (useRouteDef()?.name ?? 'productOrderDetails') as DetailRoute;
  const { orderNo } = usePageQuery(route);
  if (!orderNo) return <OrderMissing />;
  return <OrderDetailScreen orderNo={orderNo} />;
}

function OrderDetailScreen({ orderNo }: { orderNo: string }) {
  const { query, notFound } = useOrderDetail(orderNo, { poll: true });
  if (notFound) return <OrderMissing notFound />;
  const order = query.data;
  return (
    <PageFrame
      busy={query.isPending}
      title={order?.type === 'ADDITIONAL' ? '追加订单详情' : undefined}
      footer={order ? <DetailFooter order={order} /> : null}
    >
      <QueryView query={query} skeleton={<OrderDetailSkeleton />} pendingLabel="订单加载中">
        {(data) => <DetailBody order={data} onDeadline={() => void query.refetch()} />}
      </QueryView>
    </PageFrame>
  );
}

function DetailBody({ order, onDeadline }: { order: OrderDetail; onDeadline: () => void }) {
  const subscription = order.type === 'SUBSCRIBE' || order.type === 'ADDITIONAL';
  const receiving = order.type === 'REDEEM' || order.type === 'TRANSFER';
  return (
    <>
      <OrderSummary
        productName={order.productName}
        type={order.type}
        status={order.status}
        amount={order.amount}
        shares={order.shares}
      />
      <StatusBanner order={order} onDeadline={onDeadline} />
      {order.status === 'REFUNDING' || order.status === 'REFUNDED' ? (
        <RefundPanel orderNo={order.orderNo} />
      ) : null}
      <section className="order-panel" aria-label="订单进度">
        <h3 className="order-panel-title">订单进度</h3>
        <OrderProgress order={order} />
      </section>
      <OrderFacts
        title="订单信息"
        facts={[
          { label: '订单编号', value: order.orderNo },
          { label: '产品风险等级', value: order.riskLevel },
          { label: '申请时间', value: formatDateTime(order.appliedAt) },
          {
            label: receiving ? '到账银行卡' : '付款银行卡',
            value: `${order.bankName} ${order.cardNoMasked}`,
          },
          subscription && { label: '录音录像（双录）', value: order.needsRecording ? '需要' : '无需' },
          order.type === 'TRANSFER' && order.amount
            ? { label: '转让价款', value: `${formatMoney(order.amount)}元` }
            : undefined,
          order.openDay ? { label: '确认开放日', value: order.openDay } : undefined,
          order.confirmedShares
            ? { label: '确认份额', value: `${formatMoney(order.confirmedShares)}份` }
            : undefined,
          order.confirmedAmount
            ? { label: '确认金额', value: `${formatMoney(order.confirmedAmount)}元` }
            : undefined,
        ]}
      />
      <OrderLifeCards order={order} />
      <ul className="order-links" aria-label="更多">
        <li>
          <Link className="order-link" to={hrefTo('track', { orderNo: order.orderNo })}>
            交易进度<span className="order-link-extra">每一步的时间 ›</span>
          </Link>
        </li>
        {subscription ? (
          <li>
            <Link className="order-link" to={hrefTo('xqlbDetails', { orderNo: order.orderNo })}>
              认购申请书<span className="order-link-extra">›</span>
            </Link>
          </li>
        ) : null}
        {order.type === 'TRANSFER' ? (
          <li>
            <Link className="order-link" to={hrefTo('makeOverDetails', { orderNo: order.orderNo })}>
              转让详情<span className="order-link-extra">受让方、价款与手续费 ›</span>
            </Link>
          </li>
        ) : null}
        {order.proofCount > 0 ? (
          <li>
            <Link className="order-link" to={hrefTo('orderLook', { orderNo: order.orderNo })}>
              转账凭证<span className="order-link-extra">{`已上传${order.proofCount}张 ›`}</span>
            </Link>
          </li>
        ) : null}
      </ul>
      <p className="order-note">如有疑问，请致电客服热线 400-820-8888（工作日 9:00–17:30）。</p>
    </>
  );
}

/** What the status means right now: a deadline counting down, the open day, why it failed. */
function StatusBanner({ order, onDeadline }: { order: OrderDetail; onDeadline: () => void }) {
  switch (order.status) {
    case 'TO_PAY':
      return order.paymentDeadline ? (
        <OrderDeadline
          title="待打款"
          prefix="请于"
          deadline={order.paymentDeadline}
          text="逾期未到账订单将自动失效。收款户名须为“华信信托股份有限公司”。"
          onEnd={onDeadline}
        />
      ) : null;
    case 'COOLING_OFF':
      return order.coolingOffEndsAt ? (
        <OrderDeadline
          title="冷静期中"
          prefix="截止"
          deadline={order.coolingOffEndsAt}
          tone="progress"
          text="冷静期内您可无条件撤销认购，认购资金将全额退还至付款银行卡；冷静期结束后我司将安排回访。"
          onEnd={onDeadline}
        />
      ) : null;
    case 'FUNDS_CHECKING':
      return (
        <section className="order-banner order-banner-progress">
          <p className="order-banner-title">资金确认中</p>
          <p className="order-banner-text">
            {order.paymentMethod === 'WALLET' ? '已通过钱包支付。' : ''}
            我司确认到账后，订单进入24小时冷静期，请留意短信通知。
          </p>
        </section>
      );
    case 'TO_OPEN_DAY':
      return order.openDay ? (
        <section className="order-banner order-banner-progress">
          <p className="order-banner-title">待开放日确认</p>
          <p className="order-banner-text">{`赎回申请将于开放日 ${order.openDay} 确认，确认金额以当日净值为准。`}</p>
        </section>
      ) : null;
    case 'REDEEM_FAILED':
      return (
        <section className="order-banner order-banner-failed">
          <p className="order-banner-title">赎回失败</p>
          {order.failReason ? <p className="order-banner-text">{order.failReason}</p> : null}
        </section>
      );
    case 'EXPIRED':
      return (
        <section className="order-banner order-banner-failed">
          <p className="order-banner-title">订单已失效</p>
          <p className="order-banner-text">
            未在打款截止时间前完成打款，订单已自动失效。如需认购请重新下单。
          </p>
        </section>
      );
    default:
      return null;
  }
}

/** The refund of an order cancelled in the cooling-off (queryRefundStatus). */
function RefundPanel({ orderNo }: { orderNo: string }) {
  const refund = useQueryRefundStatus({ orderNo }, { query: { staleTime: 0 } });
  return (
    <QueryView query={refund} skeleton={<OrderDetailSkeleton panels={1} />} pendingLabel="退款信息加载中">
      {(data) => (
        <OrderFacts
          title={data.refundStatus === 'REFUNDED' ? '退款已到账' : '退款处理中'}
          facts={[
            data.refundAmount
              ? { label: '退款金额', value: `${formatMoney(data.refundAmount)}元` }
              : undefined,
            { label: '退回银行卡', value: `${data.bankName} ${data.cardNoMasked}` },
            data.cancelledAt ? { label: '撤单时间', value: formatDateTime(data.cancelledAt) } : undefined,
            data.refundStatus === 'REFUNDING' && data.expectedBy
              ? { label: '预计到账', value: `${data.expectedBy} 前` }
              : undefined,
            data.refundedAt ? { label: '到账时间', value: formatDateTime(data.refundedAt) } : undefined,
          ]}
        />
      )}
    </QueryView>
  );
}

function DetailFooter({ order }: { order: OrderDetail }) {
  const navigate = useNavigate();
  const go = useReclickGuard((href: string) => navigate(href));
  const next = nextActionOf(order);
  const cancel = offersCancel(order);
  if (!next && !cancel) return null;
  return (
    <>
      {next?.hint ? <PageFooterHint>{next.hint}</PageFooterHint> : null}
      <div className="order-footer-actions">
        {cancel ? (
          <Button
            size="large"
            fill="outline"
            onClick={() => go(hrefTo('cancellationOrder', { orderNo: order.orderNo }))}
          >
            撤销订单
          </Button>
        ) : null}
        {next ? (
          <Button
            size="large"
            color={next.secondary ? 'default' : 'primary'}
            fill={next.secondary ? 'outline' : 'solid'}
            onClick={() => go(next.href)}
          >
            {next.label}
          </Button>
        ) : null}
      </div>
    </>
  );
}
