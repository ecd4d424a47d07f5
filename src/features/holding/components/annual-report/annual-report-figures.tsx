import type { AnnualReport } from '@gen/model/annualReport';
import type { AnnualReportProduct } from '@gen/model/annualReportProduct';
import { MaskedAmount, useAmountMask } from '@/page-kit/amount-mask';
import { CLASS_LABELS, wanText } from '../../model/holding-format';
import '../../styles/holding-detail.css';
import '../../styles/records.css';

/** One figure of the year: its label, the amount (with 万元 for large ones) and how many. */
function Figure({ label, amount, count }: { label: string; amount: string; count?: string }) {
  const { hidden } = useAmountMask();
  const wan = hidden ? undefined : wanText(amount);
  return (
    <div className="ar-figure">
      <dt>{label}(元)</dt>
      <dd>
        <MaskedAmount value={amount} />
        {wan ? <span className="ar-wan">约{wan}</span> : null}
        {count ? <span className="ar-count">{count}</span> : null}
      </dd>
    </div>
  );
}

/** The year in four figures: invested, redeemed or transferred, income paid, principal back. */
export function AnnualFigures({ report }: { report: AnnualReport }) {
  return (
    <dl className="ar-figures">
      <Figure label="年度投资" amount={report.investedAmount} count={`${report.investCount}笔`} />
      <Figure label="赎回与转让" amount={report.redeemedAmount} count={`${report.redeemCount}笔`} />
      <Figure label="收益分配" amount={report.incomeAmount} count={`${report.distributionCount}笔`} />
      <Figure label="返还本金" amount={report.principalAmount} />
    </dl>
  );
}

const PARTS = [
  ['investedAmount', '投资'],
  ['redeemedAmount', '赎回/转让'],
  ['incomeAmount', '收益分配'],
  ['principalAmount', '返还本金'],
] as const;

/** The products with activity in the year: each shows only the parts that are not zero. */
export function AnnualProducts({ products }: { products: readonly AnnualReportProduct[] }) {
  return (
    <section className="ar-products" aria-label="产品明细">
      <h3 className="ar-subtitle">产品明细</h3>
      <ul className="hi-list">
        {products.map((row) => (
          <li key={row.productCode} className="ar-product">
            <p className="ar-product-name">
              {row.productName}
              <span className="ar-class">{CLASS_LABELS[row.productClass]}</span>
            </p>
            <dl className="ar-parts">
              {PARTS.filter(([key]) => row[key] !== '0.00').map(([key, label]) => (
                <div key={key}>
                  <dt>{label}</dt>
                  <dd>
                    <MaskedAmount value={row[key]} unit="元" />
                  </dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}
