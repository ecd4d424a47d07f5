import { Link, useNavigate } from 'react-router-dom';
import { useQueryIncomeInformation } from '@gen/hooks/order/order';
import type { IncomeInformationData } from '@gen/model/incomeInformationData';
import type { IncomeSchedulePeriod } from '@gen/model/incomeSchedulePeriod';
import { isBusinessError } from '@/api/business-error';
import { formatMoney } from '@/format/money';
import { PageFrame } from '@/page-kit/page-frame';
import { QueryView } from '@/page-kit/query-states';
import { ResultPage } from '@/page-kit/result-page';
import { hrefTo } from '@/routing/href';
import { usePageQuery } from '@/routing/use-page-query';
import { HoldingMissing, toHolding } from '../components/holding-missing';
import { OrderDetailSkeleton } from '../components/order-detail-skeleton';
import { OrderFacts } from '../components/order-facts';
import '../styles/order-detail.css';
import '../styles/trade.css';
import '../styles/income-schedule.css';

const TYPE_TEXT = { INCOME: '收益', PRINCIPAL: '本金', PRINCIPAL_AND_INCOME: '本息' } as const;
const STATE_TEXT = { PAID: '已到账', PLANNED: '预计', PENDING: '清算中待分配' } as const;

/**
 * incomeInformation (收益信息): one fixed-income holding's whole distribution schedule by year:
 * each period's date, type (收益 / 本金 / 本息), amount and the card's tail; paid periods as paid,
 * the rest as the server's estimate (预计), a plan in liquidation's last period pending; the
 * year's and the plan's totals (queryIncomeInformation, our proposal). Linked from 收益分配明细.
 */
export default function IncomeInformationPage() {
  const { productCode } = usePageQuery('incomeInformation');
  if (!productCode) return <HoldingMissing />;
  return <IncomeScreen productCode={productCode} />;
}

function IncomeScreen({ productCode }: { productCode: string }) {
  const query = useQueryIncomeInformation(
    { productCode },
    { request: { ownCodes: ['05049010', '05049011'] } },
  );
  if (isBusinessError(query.error, '05049010')) return <HoldingMissing notFound />;
  if (isBusinessError(query.error, '05049011')) return <NoSchedule productCode={productCode} />;
  return (
    <PageFrame busy={query.isPending}>
      <QueryView query={query} skeleton={<OrderDetailSkeleton />} pendingLabel="收益信息加载中">
        {(data) => <Schedule info={data} />}
      </QueryView>
    </PageFrame>
  );
}

function Schedule({ info }: { info: IncomeInformationData }) {
  return (
    <>
      <section className="trade-head" aria-label="收益概要">
        <h2 className="trade-head-name">{info.productName}</h2>
        <p className="trade-head-meta">
          <span>{info.holdingStatus === 'LIQUIDATING' ? '清算中' : '存续中'}</span>
          <span>{info.distributionMode}</span>
        </p>
        <dl className="trade-figures">
          <div>
            <dt>已到账合计（元）</dt>
            <dd className="trade-figure-main">{formatMoney(info.paidTotal)}</dd>
          </div>
          <div>
            <dt>待分配（预计，元）</dt>
            <dd>{formatMoney(info.plannedTotal)}</dd>
          </div>
        </dl>
      </section>
      <OrderFacts
        title="产品要素"
        facts={[
          { label: '投资本金', value: `${formatMoney(info.principal)}元` },
          { label: '业绩比较基准', value: `${info.benchmarkRate}%` },
          { label: '起息日 / 到期日', value: `${info.valueDate} / ${info.maturityDate}` },
          { label: '分配到账卡', value: `${info.bankName}（尾号${info.cardTail}）` },
        ]}
      />
      {info.years.map((year) => (
        <section key={year.year} className="trade-year" aria-label={`${year.year}年`}>
          <div className="trade-year-head">
            <h3 className="trade-year-title">{year.year}年</h3>
            <span className="trade-year-sum">
              {year.paidAmount !== '0.00' ? `已到账 ${formatMoney(year.paidAmount)}元` : ''}
              {year.paidAmount !== '0.00' && year.plannedAmount !== '0.00' ? ' · ' : ''}
              {year.plannedAmount !== '0.00' ? `待分配 ${formatMoney(year.plannedAmount)}元` : ''}
            </span>
          </div>
          <ul className="trade-periods" aria-label={`${year.year}年分配`}>
            {year.periods.map((period) => (
              <PeriodRow key={period.period} period={period} cardTail={info.cardTail} />
            ))}
          </ul>
        </section>
      ))}
      <ul className="order-links" aria-label="更多">
        <li>
          <Link className="order-link" to={hrefTo('orderIncome', { productCode: info.productCode })}>
            收益分配明细<span className="order-link-extra">已到账记录 ›</span>
          </Link>
        </li>
      </ul>
      <p className="order-note">
        待分配金额按业绩比较基准与当前本金预估，仅供参考，不构成收益承诺；实际分配以受托人公告及到账金额为准。
      </p>
    </>
  );
}

function PeriodRow({ period, cardTail }: { period: IncomeSchedulePeriod; cardTail: string }) {
  const paid = period.state === 'PAID';
  return (
    <li className={`trade-period${paid ? '' : ' trade-period-planned'}`}>
      <span className="trade-period-date">
        {period.payDate}
        <span className="trade-tag">{TYPE_TEXT[period.distributionType]}</span>
      </span>
      <span className="trade-period-amount">
        {paid ? '' : '约'}
        {formatMoney(period.amount)}元
      </span>
      <span className="trade-period-sub">
        第{period.period}期 · 计息 {period.interestStart} 至 {period.interestEnd}
        {paid ? ` · 到账卡尾号${cardTail}` : ''}
      </span>
      <span className="trade-period-state">{STATE_TEXT[period.state]}</span>
    </li>
  );
}

function NoSchedule({ productCode }: { productCode: string }) {
  const navigate = useNavigate();
  return (
    <ResultPage
      back
      status="warning"
      title="暂无分配计划"
      description="该产品不按期分配收益（净值型、现金管理类产品的收益体现在净值或每日收益中）。"
      actions={[{ text: '查看持仓详情', primary: true, onClick: () => toHolding(navigate, productCode) }]}
    />
  );
}
