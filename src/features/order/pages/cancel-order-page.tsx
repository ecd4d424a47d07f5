import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { CancelOrderData } from '@gen/model/cancelOrderData';
import type { OrderDetail } from '@gen/model/orderDetail';
import { formatMoney } from '@/format/money';
import { PageFooterHint, PageFrame } from '@/page-kit/page-frame';
import { QueryView } from '@/page-kit/query-states';
import { ResultView } from '@/page-kit/result-page';
import { useSubmit } from '@/page-kit/submit';
import { hrefTo } from '@/routing/href';
import { usePageQuery } from '@/routing/use-page-query';
import { confirmDialog } from '@/page-kit/confirm-dialog';
import { OrderDeadline } from '../components/order-deadline';
import { OrderDetailSkeleton } from '../components/order-detail-skeleton';
import { OrderFacts } from '../components/order-facts';
import { OrderMissing } from '../components/order-missing';
import { OrderSummary } from '../components/order-summary';
import { useOrderDetail } from '../hooks/use-order-detail';
import { SmsStep } from '../components/cancel-sms-step';
import { Cancelled, Refused, type Refusal } from '../components/cancel-outcomes';
import '../styles/order-detail.css';

/**
 * cancellationOrder (撤销认购): what a cancel does to this order (before payment: closed; in the
 * cooling-off: the full amount back to the paying card), 确认撤销 → a confirm dialog → the SMS
 * code (sendBusiSms CANCEL_ORDER, bizNo = orderNo) → cancelOrderCheck, which decides at that
 * moment (the device's clock never does). Done: the refund and the way back to the order.
 */
export default function CancelOrderPage() {
  const { orderNo } = usePageQuery('cancellationOrder');
  if (!orderNo) return <OrderMissing />;
  return <CancelScreen orderNo={orderNo} />;
}

function CancelScreen({ orderNo }: { orderNo: string }) {
  const { query, notFound } = useOrderDetail(orderNo);
  const [step, setStep] = useState<'review' | 'sms'>('review');
  const [refusal, setRefusal] = useState<Refusal>();
  const [done, setDone] = useState<CancelOrderData>();
  if (notFound) return <OrderMissing notFound />;
  const order = query.data;
  if (done && order) return <Cancelled order={order} result={done} />;
  if (refusal) return <Refused orderNo={orderNo} code={refusal} />;
  return (
    <PageFrame
      busy={query.isPending}
      title={order && order.type !== 'SUBSCRIBE' && order.type !== 'ADDITIONAL' ? '撤销申请' : undefined}
      footer={
        order && step === 'review' && order.cancellable ? (
          <ReviewFooter order={order} onConfirmed={() => setStep('sms')} />
        ) : null
      }
    >
      <QueryView query={query} skeleton={<OrderDetailSkeleton />} pendingLabel="订单加载中">
        {(data) =>
          step === 'sms' ? (
            <SmsStep order={data} onDone={setDone} onRefused={setRefusal} />
          ) : (
            <Review order={data} onDeadline={() => void query.refetch()} />
          )
        }
      </QueryView>
    </PageFrame>
  );
}

const paid = (order: OrderDetail) => order.status === 'COOLING_OFF';

function Review({ order, onDeadline }: { order: OrderDetail; onDeadline: () => void }) {
  return (
    <>
      <OrderSummary
        productName={order.productName}
        type={order.type}
        status={order.status}
        amount={order.amount}
        shares={order.shares}
      />
      {paid(order) && order.coolingOffEndsAt ? (
        <OrderDeadline
          title="冷静期中"
          prefix="截止"
          deadline={order.coolingOffEndsAt}
          tone="progress"
          text="冷静期内您可无条件撤销认购，无需说明理由，不收取任何费用。"
          onEnd={onDeadline}
        />
      ) : null}
      {order.cancellable ? <Consequences order={order} /> : <NotCancellable order={order} />}
    </>
  );
}

function Consequences({ order }: { order: OrderDetail }) {
  return (
    <>
      <OrderFacts
        title="撤销后"
        facts={
          paid(order)
            ? [
                { label: '订单状态', value: '已撤单，退款中' },
                { label: '退款金额', value: `${formatMoney(order.amount)}元（全额）` },
                { label: '退回银行卡', value: `${order.bankName} ${order.cardNoMasked}` },
                { label: '预计到账', value: '1–3个工作日内原路退回' },
              ]
            : [
                { label: '订单状态', value: '已撤单' },
                { label: '说明', value: '订单关闭，无需再打款；已签署的合同随之失效' },
              ]
        }
      />
      <p className="order-note">
        撤销后不可恢复。如需再次认购，须重新下单并按产品当时的额度与规则办理。为保障资金安全，撤销需验证您预留手机号的短信验证码。
      </p>
    </>
  );
}

/** The hint said no: why, without asking the server (it is asked again on any tap anyway). */
function NotCancellable({ order }: { order: OrderDetail }) {
  const navigate = useNavigate();
  const afterCooling =
    order.status === 'TO_VISIT' || order.status === 'SUBSCRIBED' || order.status === 'CONFIRMED';
  return (
    <>
      <ResultView
        status="warning"
        title="该订单当前不可撤销"
        description={
          order.status === 'FUNDS_CHECKING'
            ? '资金确认中，暂不可撤销。到账确认后进入24小时冷静期，冷静期内可撤销。'
            : afterCooling
              ? '冷静期已结束，订单不可撤销。'
              : '订单已结束或正在处理中，无需撤销。'
        }
      />
      {order.status === 'TO_VISIT' ? (
        <Button
          block
          color="primary"
          size="large"
          onClick={() => void navigate(hrefTo('saleQuestionnaire', { orderNo: order.orderNo }))}
        >
          填写回访问卷
        </Button>
      ) : null}
      <Button
        block
        size="large"
        className="order-inline-footer"
        onClick={() => void navigate(hrefTo('productOrderDetails', { orderNo: order.orderNo }))}
      >
        查看订单
      </Button>
    </>
  );
}

function ReviewFooter({ order, onConfirmed }: { order: OrderDetail; onConfirmed: () => void }) {
  const ask = useSubmit(async () => {
    const ok = await confirmDialog({
      title: paid(order) ? '确认撤销认购？' : '确认撤销订单？',
      content: paid(order)
        ? `撤销后认购资金 ${formatMoney(order.amount)} 元将全额退还至${order.bankName}（${order.cardNoMasked.slice(-4)}），订单不可恢复。`
        : '撤销后订单关闭，不可恢复。',
      okBtnText: '确认撤销',
      noBtnText: '再想想',
    });
    if (ok) onConfirmed();
  });
  return (
    <>
      <PageFooterHint>下一步将向您预留的手机号发送短信验证码</PageFooterHint>
      <Button
        block
        color="danger"
        size="large"
        loading={ask.pending}
        disabled={ask.pending}
        onClick={() => void ask.run()}
      >
        确认撤销
      </Button>
    </>
  );
}
