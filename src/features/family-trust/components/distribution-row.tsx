import type { TrustDistribution } from '@gen/model/trustDistribution';
import { MaskedAmount } from '@/page-kit/amount-mask';
import { DISTRIBUTION_KIND, DISTRIBUTION_STATE, RELATION, labelOf } from '../model/labels';
import { cardShort } from '../model/text';

/** One distribution: to whom and what for, the amount, the date and the card it went to. */
export function DistributionRow({ row }: { row: TrustDistribution }) {
  return (
    <div className="ft-row">
      <div className="ft-row-main">
        <p className="ft-row-title">
          {row.beneficiaryName}（{labelOf(RELATION, row.relation)}）· {row.purpose}
        </p>
        <p className="ft-row-meta">
          {row.payDate} · {labelOf(DISTRIBUTION_KIND, row.kind)}
        </p>
        <p className="ft-row-meta">付至{cardShort(row.bankName, row.cardTail)}</p>
      </div>
      <div className="ft-row-side">
        <p className="ft-row-amount">
          <MaskedAmount value={row.amount} unit="元" />
        </p>
        <p className="ft-row-meta">{labelOf(DISTRIBUTION_STATE, row.status)}</p>
      </div>
    </div>
  );
}
