import { Skeleton } from 'antd-mobile';
import { useEdwCurrentHoldingDetails } from '@gen/hooks/holding/holding';
import type { HoldingLot } from '@gen/model/holdingLot';
import { formatDecimal, MaskedAmount } from '@/page-kit/amount-mask';
import { cardClass } from '@/page-kit/card';
import { QueryView } from '@/page-kit/query-states';
import { TRADE_TYPE_LABELS } from '@/page-kit/trade-labels';
import { rateText } from '../model/holding-format';
import { Fact } from './holding-card';

/**
 * 持仓明细: the confirmed trades one holding is made of (edwCurrentHoldingDetails). A fixed-income
 * lot shows its own value date, maturity and benchmark; a NAV lot its units and confirmation NAV.
 */
export function HoldingLots({ productCode }: { productCode: string }) {
  const lots = useEdwCurrentHoldingDetails(
    { productCode },
    { request: { hideLoading: true, ownCodes: ['05060001'] } },
  );
  return (
    <section className={cardClass('hd-section')} aria-label="持仓明细">
      <h3 className="hd-section-title">持仓明细</h3>
      <QueryView
        query={lots}
        pendingLabel="持仓明细加载中"
        failedTitle="持仓明细加载失败"
        skeleton={<Skeleton.Paragraph lineCount={3} animated />}
      >
        {(data) => (
          <ol className="hd-lots">
            {data.lots.map((lot) => (
              <li key={lot.tradeNo} className="hd-lot">
                <LotFacts lot={lot} />
              </li>
            ))}
          </ol>
        )}
      </QueryView>
    </section>
  );
}

function LotFacts({ lot }: { lot: HoldingLot }) {
  return (
    <>
      <p className="hd-lot-head">
        <span className="hd-badge hd-badge-running">{TRADE_TYPE_LABELS[lot.lotType]}</span>
        <span className="hd-lot-date">确认日 {lot.confirmDate}</span>
      </p>
      <dl className="hd-facts">
        <Fact label="确认金额(元)">
          <MaskedAmount value={lot.amount} />
        </Fact>
        {lot.benchmarkRate ? <Fact label="业绩比较基准">{rateText(lot.benchmarkRate)}</Fact> : null}
        {lot.valueDate ? <Fact label="起息日">{lot.valueDate}</Fact> : null}
        {lot.maturityDate ? <Fact label="到期日">{lot.maturityDate}</Fact> : null}
        {lot.shares ? (
          <Fact label="确认份额(份)">
            <MaskedAmount value={lot.shares} />
          </Fact>
        ) : null}
        {lot.nav ? <Fact label="确认净值">{formatDecimal(lot.nav, 4)}</Fact> : null}
      </dl>
    </>
  );
}
