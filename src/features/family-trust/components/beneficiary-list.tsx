import Big from 'big.js';
import type { TrustBeneficiary } from '@gen/model/trustBeneficiary';
import { RELATION, labelOf } from '../model/labels';
import { percentText } from '../model/text';

/** A share as a bar width, 0–100 %, whatever the server sent. */
function barWidth(share: string): string {
  try {
    const value = new Big(share);
    return `${value.lt(0) ? 0 : value.gt(100) ? 100 : value.toFixed(2)}%`;
  } catch {
    return '0%';
  }
}

/** 受益人: name (others masked by the server), relation to the settlor, share with a bar. */
export function BeneficiaryList({
  beneficiaries,
  settlor,
}: {
  beneficiaries: readonly TrustBeneficiary[];
  settlor: boolean;
}) {
  return (
    <section className="ft-section" aria-labelledby="ft-beneficiaries">
      <div className="ft-section-head">
        <h2 id="ft-beneficiaries" className="ft-section-title">
          受益人
        </h2>
      </div>
      <ul className="ft-people">
        {beneficiaries.map((b) => (
          <li key={b.beneficiaryId} className="ft-person">
            <div className="ft-person-line">
              <span className="ft-person-name">
                {b.name}
                {b.isSelf ? <span className="ft-badge ft-badge-role"> 本人</span> : null}
              </span>
              <span className="ft-person-relation">与委托人关系：{labelOf(RELATION, b.relation)}</span>
              <span className="ft-person-share">受益份额 {percentText(b.sharePercent)}</span>
            </div>
            <div className="ft-share-bar" aria-hidden="true">
              <span style={{ width: barWidth(b.sharePercent) }} />
            </div>
          </li>
        ))}
      </ul>
      {!settlor ? <p className="ft-note">其他受益人的信息仅委托人可见。</p> : null}
    </section>
  );
}
