import { Button, Steps } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import type { OrderDetail } from '@gen/model/orderDetail';
import type { OrderStatus } from '@gen/model/orderStatus';
import { PageFrame } from '@/page-kit/page-frame';
import { QueryView } from '@/page-kit/query-states';
import { hrefTo } from '@/routing/href';
import { usePageQuery } from '@/routing/use-page-query';
import { OrderDetailSkeleton } from '../components/order-detail-skeleton';
import { OrderMissing } from '../components/order-missing';
import { OrderProgress } from '../components/order-progress';
import { OrderSummary } from '../components/order-summary';
import { useOrderDetail } from '../hooks/use-order-detail';
import { formatDateTime } from '../model/datetime';
import { ORDER_STATUS_LABEL } from '../model/order-labels';
import '../styles/order-detail.css';

/** What each status entered meant, in the investor's words (the record under the steps). */
const ENTERED: Record<OrderStatus, string> = {
  TO_SIGN: '提交申请，待签署合同',
  TO_RECORD: '合同已签署，待录音录像（双录）',
  TO_PAY: '待打款',
  FUNDS_CHECKING: '已上传转账凭证，资金确认中',
  COOLING_OFF: '资金已到账，进入24小时冷静期',
  TO_VISIT: '冷静期结束，待回访',
  SUBSCRIBED: '回访完成，认购成功',
  CONFIRMED: '份额已确认',
  CANCELLED: '订单已撤销',
  EXPIRED: '超过打款截止时间，订单失效',
  REFUNDING: '冷静期内撤销，退款中',
  REFUNDED: '退款已到账',
  SUBMITTED: '申请已提交',
  TO_OPEN_DAY: '已受理，待开放日确认',
  REDEEM_CONFIRMED: '赎回已确认，资金划付中',
  PAID_OUT: '赎回资金已到账',
  REDEEM_FAILED: '赎回失败',
};

/**
 * track (交易进度): the order's progress steps and, under them, every status it entered with the
 * time (newest first), from queryOrderDetail's timeline — the 17-status state machine as the
 * investor lived it.
 */
export default function OrderProgressPage() {
  const { orderNo } = usePageQuery('track');
  if (!orderNo) return <OrderMissing />;
  return <TrackScreen orderNo={orderNo} />;
}

function TrackScreen({ orderNo }: { orderNo: string }) {
  const navigate = useNavigate();
  const { query, notFound } = useOrderDetail(orderNo);
  if (notFound) return <OrderMissing notFound />;
  return (
    <PageFrame
      busy={query.isPending}
      footer={
        query.data ? (
          <Button
            block
            size="large"
            onClick={() => void navigate(hrefTo('productOrderDetails', { orderNo }))}
          >
            查看订单详情
          </Button>
        ) : null
      }
    >
      <QueryView query={query} skeleton={<OrderDetailSkeleton />} pendingLabel="交易进度加载中">
        {(order) => <TrackBody order={order} />}
      </QueryView>
    </PageFrame>
  );
}

function TrackBody({ order }: { order: OrderDetail }) {
  const record = [...order.timeline].reverse();
  return (
    <>
      <OrderSummary
        productName={order.productName}
        type={order.type}
        status={order.status}
        amount={order.amount}
        shares={order.shares}
      />
      <section className="order-panel" aria-label="订单进度">
        <h3 className="order-panel-title">订单进度</h3>
        <OrderProgress order={order} />
      </section>
      <section className="order-panel" aria-label="办理记录">
        <h3 className="order-panel-title">办理记录</h3>
        <Steps className="order-steps" direction="vertical" current={0}>
          {record.map((entry, index) => (
            <Steps.Step
              key={`${entry.status}-${entry.at}`}
              status={index === 0 ? 'process' : 'finish'}
              title={ORDER_STATUS_LABEL[entry.status]}
              description={
                <>
                  <span className="order-timeline-time">{formatDateTime(entry.at)}</span>
                  <br />
                  {ENTERED[entry.status]}
                </>
              }
            />
          ))}
        </Steps>
      </section>
    </>
  );
}
