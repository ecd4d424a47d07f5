import type { RedeemInfoData } from '@gen/model/redeemInfoData';
import { formatMoney } from '@/format/money';
import '@/features/order/styles/trade.css';

const CLASS_NAME = { FIXED: '固定收益类', EQUITY: '权益类', CASH: '现金管理类', FAMILY: '家族信托' } as const;

/** The holding being redeemed: product, risk level, NAV, and held / frozen / redeemable shares. */
export function RedeemHead({ info }: { info: RedeemInfoData }) {
  return (
    <section className="trade-head" aria-label="赎回产品">
      <h2 className="trade-head-name">{info.productName}</h2>
      <p className="trade-head-meta">
        <span className="trade-risk">{info.riskLevel}</span>
        <span>{CLASS_NAME[info.productClass]}</span>
        <span>
          最新净值 {info.nav}（{info.navDate}）
        </span>
      </p>
      <dl className="trade-figures">
        <div>
          <dt>可赎回份额</dt>
          <dd className="trade-figure-main">{formatMoney(info.redeemableShares)}份</dd>
        </div>
        <div>
          <dt>持有份额</dt>
          <dd>{formatMoney(info.shares)}份</dd>
        </div>
        {info.frozenShares !== '0.00' ? (
          <div>
            <dt>处理中（冻结）</dt>
            <dd>{formatMoney(info.frozenShares)}份</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
