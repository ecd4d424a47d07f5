import type { ReactNode } from 'react';
import type { FamilyTrustDetail } from '@gen/model/familyTrustDetail';
import { AmountMaskToggle, MaskedAmount, useAmountMask } from '@/page-kit/amount-mask';
import { ROLE, TRUST_STATUS, TRUST_TYPE, labelOf } from '../model/labels';
import { percentText, wanText } from '../model/text';

function Fact({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'ft-fact-wide' : undefined}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * The trust at a glance. The settlor sees its size (当前规模 with the eye toggle, 约…万元) and
 * initial property; a beneficiary sees his own share and what he received. Both see the term,
 * settlor and trustee. The server decides what a role may see; the page shows what came.
 */
export function TrustOverview({ trust }: { trust: FamilyTrustDetail }) {
  const { hidden } = useAmountMask();
  const mine = trust.beneficiaries.find((b) => b.isSelf);
  const wan = trust.currentScale ? wanText(trust.currentScale) : undefined;
  return (
    <section className="ft-section ft-overview" aria-labelledby="ft-overview-name">
      <h2 id="ft-overview-name" className="ft-overview-name">
        {trust.trustName}
      </h2>
      <ul className="ft-badges" aria-label="信托标签">
        <li className="ft-badge">{labelOf(TRUST_TYPE, trust.trustType)}</li>
        <li className="ft-badge ft-badge-role">{labelOf(ROLE, trust.role)}</li>
        <li className="ft-badge ft-badge-muted">{labelOf(TRUST_STATUS, trust.status)}</li>
      </ul>
      {trust.currentScale ? (
        <div className="ft-figure">
          <p className="ft-figure-label">
            当前规模(元)
            <AmountMaskToggle className="ft-eye" />
          </p>
          <p className="ft-figure-value">
            <MaskedAmount value={trust.currentScale} />
          </p>
          <p className="ft-figure-wan">
            {!hidden && wan ? `约${wan}，` : ''}估值日 {trust.valuationDate}
          </p>
        </div>
      ) : mine ? (
        <div className="ft-figure">
          <p className="ft-figure-label">
            我的受益份额
            <AmountMaskToggle className="ft-eye" />
          </p>
          <p className="ft-figure-value">{percentText(mine.sharePercent)}</p>
        </div>
      ) : null}
      <dl className="ft-facts">
        {trust.initialProperty ? (
          <Fact label="初始信托财产(元)">
            <MaskedAmount value={trust.initialProperty} />
          </Fact>
        ) : null}
        <Fact label={trust.role === 'SETTLOR' ? '累计已分配(元)' : '本人累计获得(元)'}>
          <MaskedAmount value={trust.totalDistributed} />
        </Fact>
        {trust.role === 'SETTLOR' && mine ? (
          <Fact label="我的受益份额">{percentText(mine.sharePercent)}</Fact>
        ) : null}
        <Fact label="委托人">{trust.settlorName}</Fact>
        <Fact label="成立日">{trust.establishDate}</Fact>
        <Fact label="到期日">{trust.maturityDate ?? '无固定期限'}</Fact>
        <Fact label="受托人" wide>
          {trust.trusteeName}
        </Fact>
        {trust.custodianName ? (
          <Fact label="保管人" wide>
            {trust.custodianName}
          </Fact>
        ) : null}
        {trust.purposeText ? (
          <Fact label="信托目的" wide>
            {trust.purposeText}
          </Fact>
        ) : null}
        <Fact label="分配方式" wide>
          {trust.distributionModeText}
        </Fact>
      </dl>
    </section>
  );
}
