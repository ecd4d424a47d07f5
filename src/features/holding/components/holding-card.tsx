import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Holding } from '@gen/model/holding';
import { formatDecimal, MaskedAmount } from '@/page-kit/amount-mask';
import { hrefTo } from '@/routing/href';
import { RISK_LABELS, STATUS_LABELS, rateText } from '../model/holding-format';
import { cardClass } from '@/page-kit/card';
import { SignedAmount } from './signed-amount';
import '../styles/holding.css';
import '../styles/holding-detail.css';

/** One fact of a card: a label over its value. */
export function Fact({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'hd-fact hd-fact-wide' : 'hd-fact'}>
      <dt className="hd-fact-label">{label}</dt>
      <dd className="hd-fact-value">{children}</dd>
    </div>
  );
}

/**
 * The facts of a holding by its class (the contract sends exactly one class block). `inDetail`
 * leaves out 参考市值 and 持有收益, which the detail page shows above them.
 */
export function HoldingFacts({ holding, inDetail }: { holding: Holding; inDetail?: boolean }) {
  const { fixedIncome: fixed, nav, cash, familyTrust: family } = holding;
  if (fixed) {
    return (
      <dl className="hd-facts">
        <Fact label="投资本金(元)">
          <MaskedAmount value={fixed.principal} />
        </Fact>
        <Fact label="业绩比较基准">{rateText(fixed.benchmarkRate)}</Fact>
        <Fact label="已分配收益(元)">
          <SignedAmount value={fixed.distributedIncome} />
        </Fact>
        <Fact label="下一分配日">{fixed.nextDistributionDate ?? '--'}</Fact>
      </dl>
    );
  }
  if (nav) {
    return (
      <dl className="hd-facts">
        {inDetail ? null : (
          <>
            <Fact label="参考市值(元)">
              <MaskedAmount value={holding.marketValue} />
            </Fact>
            <Fact label="持有收益(元)">
              <SignedAmount value={nav.holdingIncome} />
            </Fact>
          </>
        )}
        <Fact label="持有份额(份)">
          <MaskedAmount value={nav.shares} />
        </Fact>
        <Fact label={`单位净值(${nav.navDate})`}>{formatDecimal(nav.nav, 4)}</Fact>
        <Fact label="持有收益率（按持仓成本）">
          <SignedAmount value={nav.holdingYield} unit="%" maskable={false} />
        </Fact>
        <Fact label="下一开放日">{nav.nextOpenDate ?? '--'}</Fact>
      </dl>
    );
  }
  if (cash) {
    return (
      <dl className="hd-facts">
        {inDetail ? null : (
          <Fact label="持有金额(元)">
            <MaskedAmount value={holding.marketValue} />
          </Fact>
        )}
        <Fact label="七日年化">{rateText(cash.sevenDayYield, 4)}</Fact>
        <Fact label={`昨日收益(${cash.incomeDate})`}>
          <SignedAmount value={cash.yesterdayIncome} />
        </Fact>
        {inDetail ? null : (
          <Fact label="累计收益(元)">
            <SignedAmount value={holding.accumulatedIncome} />
          </Fact>
        )}
      </dl>
    );
  }
  if (family) {
    return (
      <dl className="hd-facts">
        <Fact label="当前规模(元)">
          <MaskedAmount value={family.currentScale} />
        </Fact>
        <Fact label="初始信托财产(元)">
          <MaskedAmount value={family.initialProperty} />
        </Fact>
        <Fact label="设立日">{family.establishDate}</Fact>
        <Fact label="受益人">{family.beneficiaryCount}人</Fact>
      </dl>
    );
  }
  return null;
}

/** Where a holding's card leads: its detail, or the family-trust home for a family trust. */
export function holdingHref(holding: Holding): string {
  return holding.productClass === 'FAMILY'
    ? hrefTo('familyZhuPage')
    : hrefTo('holdingDetails', { productCode: holding.productCode });
}

/** A holding in a list: name, status and risk, its class's key facts, the term line. The card is the link. */
export function HoldingCard({ holding }: { holding: Holding }) {
  const fixed = holding.fixedIncome;
  return (
    <Link className={cardClass('hd-card')} to={holdingHref(holding)}>
      <div className="hd-card-head">
        <h2 className="hd-card-title">{holding.productName}</h2>
        <span className={`hd-badge hd-badge-${holding.holdingStatus.toLowerCase()}`}>
          {STATUS_LABELS[holding.holdingStatus]}
        </span>
      </div>
      <p className="hd-card-meta">
        <span>{RISK_LABELS[holding.riskLevel] ?? holding.riskLevel}</span>
        {fixed ? (
          <span>
            {fixed.establishDate} 至 {fixed.maturityDate}
          </span>
        ) : null}
        {holding.productClass === 'FAMILY' ? <span>查看家族信托</span> : null}
      </p>
      <HoldingFacts holding={holding} />
    </Link>
  );
}

/** Skeleton cards, so the list does not jump when it arrives. */
export function HoldingCardSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <div aria-hidden="true">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className={cardClass('hd-card hd-card-skeleton')}>
          <div className="hd-skeleton-line" />
          <div className="hd-skeleton-line hd-skeleton-short" />
          <div className="hd-skeleton-block" />
        </div>
      ))}
    </div>
  );
}
