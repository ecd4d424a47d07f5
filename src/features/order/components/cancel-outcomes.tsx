import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import type { CancelOrderData } from '@gen/model/cancelOrderData';
import type { OrderDetail } from '@gen/model/orderDetail';
import { formatMoney } from '@/format/money';
import { PageFrame } from '@/page-kit/page-frame';
import { ResultView } from '@/page-kit/result-page';
import { hrefTo } from '@/routing/href';
import '../styles/order-detail.css';

/** Why the server refused the cancel, said in place (cancelOrderCheck's own codes). */
export type Refusal = '05040003' | '05040004' | '05040005';

/** The server refused the cancel: why, and the one way on. */
export function Refused({ orderNo, code }: { orderNo: string; code: Refusal }) {
  const navigate = useNavigate();
  const text: Record<Refusal, { title: string; description: string }> = {
    '05040003': { title: '该订单当前不可撤销', description: '订单状态已变化，请返回订单查看最新状态。' },
    '05040004': {
      title: '冷静期已结束',
      description: '冷静期已结束，订单不可撤销。我司将安排回访，请完成回访问卷，认购方可生效。',
    },
    '05040005': {
      title: '资金确认中，暂不可撤销',
      description: '到账确认后进入24小时冷静期，请在冷静期内操作。',
    },
  };
  return (
    <PageFrame
      footer={
        <div className="order-footer-actions">
          <Button
            size="large"
            fill="outline"
            onClick={() => void navigate(hrefTo('productOrderDetails', { orderNo }), { replace: true })}
          >
            查看订单
          </Button>
          {code === '05040004' ? (
            <Button
              size="large"
              color="primary"
              onClick={() => void navigate(hrefTo('saleQuestionnaire', { orderNo }))}
            >
              填写回访问卷
            </Button>
          ) : null}
        </div>
      }
    >
      <ResultView status="warning" title={text[code].title} description={text[code].description} />
    </PageFrame>
  );
}

/** The order is cancelled: the refund, when there is one, and the way to follow it. */
export function Cancelled({ order, result }: { order: OrderDetail; result: CancelOrderData }) {
  const navigate = useNavigate();
  const refunding = result.refundStatus !== 'NONE';
  return (
    <PageFrame
      title="撤销成功"
      back={false}
      footer={
        <Button
          block
          color="primary"
          size="large"
          onClick={() =>
            void navigate(hrefTo('productOrderDetails', { orderNo: order.orderNo }), { replace: true })
          }
        >
          {refunding ? '查看退款进度' : '查看订单'}
        </Button>
      }
    >
      <ResultView
        status="success"
        title="订单已撤销"
        description={
          refunding
            ? `认购资金 ${formatMoney(result.refundAmount)} 元将在1–3个工作日内全额退还至${order.bankName}（${order.cardNoMasked.slice(-4)}）。`
            : '订单已关闭，无需再打款。'
        }
      />
    </PageFrame>
  );
}
