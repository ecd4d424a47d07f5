import { Link } from 'react-router-dom';
import { useEdwTransferingBenefits } from '@gen/hooks/holding/holding';
import type { TransferingBenefitStatus } from '@gen/model/transferingBenefitStatus';
import { MaskedAmount } from '@/page-kit/amount-mask';
import { hrefTo } from '@/routing/href';
import '../styles/holding-detail.css';

const STATUS: Readonly<Record<TransferingBenefitStatus, string>> = {
  SUBMITTED: '已提交',
  WAITING_PAYMENT: '待受让方付款',
  REGISTERING: '登记中',
};

/**
 * 转让中 on positionList: the transfers applied for and not yet registered, whose shares are
 * frozen; each opens its detail. Nothing while there are none, and nothing if the read fails
 * (the holdings above are the page's subject; this is a reminder).
 */
export function TransfersInProgress() {
  const transfers = useEdwTransferingBenefits({}, { request: { silent: true, hideLoading: true } });
  if (!transfers.data?.length) return null;
  return (
    <section className="hd-transfers" aria-label="转让中">
      <h2 className="hd-transfers-title">转让中（{transfers.data.length}笔，份额已冻结）</h2>
      {transfers.data.map((row) => (
        <Link
          key={row.orderNo}
          className="hd-transfer"
          to={hrefTo('makeOverDetails', { orderNo: row.orderNo })}
        >
          <span className="hd-transfer-name">{row.productName}</span>
          <span>
            <MaskedAmount value={row.shares} unit="份" /> · 受让方 {row.transfereeNameMasked} ·{' '}
            {STATUS[row.status]}
          </span>
        </Link>
      ))}
    </section>
  );
}
