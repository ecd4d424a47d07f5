import { Link } from 'react-router-dom';
import type { TransferingBenefit } from '@gen/model/transferingBenefit';
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
 * frozen; each opens its detail. Nothing while there are none. The page reads them (silently:
 * the holdings are the page's subject, this is a reminder) and passes what it got.
 */
export function TransfersInProgress({ transfers }: { transfers: readonly TransferingBenefit[] | undefined }) {
  if (!transfers?.length) return null;
  return (
    <section className="hd-transfers" aria-label="转让中">
      <h2 className="hd-transfers-title">转让中（{transfers.length}笔，份额已冻结）</h2>
      {transfers.map((row) => (
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
