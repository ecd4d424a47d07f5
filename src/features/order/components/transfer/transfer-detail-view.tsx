import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import type { TransferDetailData } from '@gen/model/transferDetailData';
import { formatMoney } from '@/format/money';
import { PageFrame } from '@/page-kit/page-frame';
import { hrefTo } from '@/routing/href';
import { OrderFacts } from '../order-facts';
import { OrderProgress } from '../order-progress';
import { OrderSummary } from '../order-summary';
import { formatDateTime } from '@/features/order/model/datetime';
import '@/features/order/styles/order-detail.css';
import { useReclickGuard } from '@/page-kit/reclick-guard';

/** What the status means for the investor now (已提交: the transferee's turn; 已登记; 已撤销). */
function StatusBanner({ transfer }: { transfer: TransferDetailData }) {
  if (transfer.status === 'SUBMITTED' || transfer.status === 'TO_SIGN')
    return (
      <section className="order-banner order-banner-progress">
        <p className="order-banner-title">转让申请已提交，待受让方签约付款</p>
        <p className="order-banner-text">
          受让方签署协议并付清价款后，我司办理转让登记，一般5个工作日内完成；登记前份额冻结，信托利益仍归您所有。
        </p>
      </section>
    );
  if (transfer.status === 'CONFIRMED')
    return (
      <section className="order-banner order-banner-progress">
        <p className="order-banner-title">转让已登记生效</p>
        <p className="order-banner-text">
          {`转让价款扣除手续费后 ${formatMoney(transfer.netAmount)} 元划付至${transfer.bankName}（尾号${transfer.cardNoMasked.slice(-4)}）。`}
        </p>
      </section>
    );
  if (transfer.status === 'CANCELLED')
    return (
      <section className="order-banner order-banner-failed">
        <p className="order-banner-title">转让已撤销</p>
        <p className="order-banner-text">冻结的份额已恢复为您持有。</p>
      </section>
    );
  return null;
}

/**
 * makeOverDetails with an order: the transfer as applied (shares, price, fee, net, the transferee
 * masked, the card), its status and progress (提交申请 → 签约 → 登记确认), 撤销转让 while the
 * transferee has not paid, and the way to the order.
 */
export function TransferDetailView({ transfer }: { transfer: TransferDetailData }) {
  const navigate = useNavigate();
  const go = useReclickGuard((href: string) => navigate(href));
  const { orderNo } = transfer;
  return (
    <PageFrame
      footer={
        <div className="order-footer-actions">
          {transfer.cancellable ? (
            <Button size="large" fill="outline" onClick={() => go(hrefTo('cancellationOrder', { orderNo }))}>
              撤销转让
            </Button>
          ) : null}
          <Button size="large" color="primary" onClick={() => go(hrefTo('makeOver'))}>
            我的转让
          </Button>
        </div>
      }
    >
      <OrderSummary
        productName={transfer.productName}
        type="TRANSFER"
        status={transfer.status}
        amount={transfer.price}
        shares={transfer.shares}
      />
      <StatusBanner transfer={transfer} />
      <section className="order-panel" aria-label="转让进度">
        <h3 className="order-panel-title">转让进度</h3>
        <OrderProgress
          order={{
            type: 'TRANSFER',
            status: transfer.status,
            timeline: transfer.timeline,
            needsRecording: false,
          }}
        />
      </section>
      <OrderFacts
        title="转让信息"
        facts={[
          { label: '转让份额', value: `${formatMoney(transfer.shares)}份` },
          { label: '转让价款', value: `${formatMoney(transfer.price)}元` },
          { label: '每份价格', value: `${transfer.unitPrice}元` },
          { label: '手续费', value: `${formatMoney(transfer.fee)}元` },
          { label: '预计到账', value: `${formatMoney(transfer.netAmount)}元` },
          { label: '受让方', value: `${transfer.transfereeNameMasked} ${transfer.transfereeIdNoMasked}` },
          { label: '价款到账卡', value: `${transfer.bankName} ${transfer.cardNoMasked}` },
          { label: '转让协议', value: `《${transfer.agreementName}》已签署` },
          { label: '订单编号', value: orderNo },
          { label: '申请时间', value: formatDateTime(transfer.appliedAt) },
          transfer.registeredAt
            ? { label: '登记时间', value: formatDateTime(transfer.registeredAt) }
            : undefined,
        ]}
      />
      <ul className="order-links" aria-label="更多">
        <li>
          <button
            type="button"
            className="order-link order-link-button"
            onClick={() => go(hrefTo('productOrderDetails', { orderNo }))}
          >
            订单详情<span className="order-link-extra">›</span>
          </button>
        </li>
      </ul>
      <p className="order-note">如有疑问，请致电客服热线 400-820-8888（工作日 9:00–17:30）。</p>
    </PageFrame>
  );
}
