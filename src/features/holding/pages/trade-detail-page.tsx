import { Steps } from 'antd-mobile';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useEdwWaterBillDetail } from '@gen/hooks/holding/holding';
import type { TradeDetail } from '@gen/model/tradeDetail';
import type { TradeStepState } from '@gen/model/tradeStepState';
import { AmountMaskToggle, formatDecimal, MaskedAmount } from '@/page-kit/amount-mask';
import { PageFrame } from '@/page-kit/page-frame';
import { QueryEmpty, QueryView } from '@/page-kit/query-states';
import { hrefTo } from '@/routing/href';
import { usePageQuery } from '@/routing/use-page-query';
import { TRADE_TYPE_LABELS, dateTimeText } from '../model/record-labels';
import { RecordSkeleton } from '../components/trade-records';
import '../styles/records.css';
import { TradeStatus } from '@/page-kit/trade-records';

/** transactionDetails (交易详情): one trade in full, its progress, and where to go from it. */
export default function TradeDetailPage() {
  const { tradeNo } = usePageQuery('transactionDetails');
  if (!tradeNo) {
    return (
      <PageFrame>
        <QueryEmpty
          title="未找到该笔交易"
          description="请从交易记录进入"
          action={<Link to={hrefTo('transaction')}>查看交易记录</Link>}
        />
      </PageFrame>
    );
  }
  return <TradeDetailView tradeNo={tradeNo} />;
}

function TradeDetailView({ tradeNo }: { tradeNo: string }) {
  const detail = useEdwWaterBillDetail({ tradeNo }, { request: { ownCodes: ['05060303'] } });
  return (
    <PageFrame busy={detail.isPending}>
      <QueryView
        query={detail}
        skeleton={<RecordSkeleton rows={4} />}
        pendingLabel="交易详情加载中"
        failedTitle="交易详情加载失败"
      >
        {(data) => <Detail detail={data} />}
      </QueryView>
    </PageFrame>
  );
}

const STEP_STATUS: Record<TradeStepState, 'finish' | 'process' | 'wait' | 'error'> = {
  DONE: 'finish',
  CURRENT: 'process',
  TODO: 'wait',
  FAILED: 'error',
};

function Detail({ detail }: { detail: TradeDetail }) {
  const { trade, steps } = detail;
  const type = TRADE_TYPE_LABELS[trade.tradeType];
  const redeem = trade.tradeType === 'REDEEM';
  const amountLabel = redeem
    ? '到账金额(元)'
    : trade.tradeType === 'TRANSFER_OUT' || trade.tradeType === 'TRANSFER_IN'
      ? '转让价款(元)'
      : `${type}金额(元)`;
  const current = Math.max(
    0,
    steps.findIndex((step) => step.state !== 'DONE'),
  );
  return (
    <>
      <section className="hi-panel" aria-label="交易概况">
        <p className="hi-head-line">
          <span className="hi-panel-title">{type}</span>
          <TradeStatus status={trade.status} statusText={trade.statusText} />
        </p>
        <p className="hi-head-name">{trade.productName}</p>
        {trade.amount ? (
          <>
            <p className="hi-sub">
              {amountLabel}
              <AmountMaskToggle className="hi-eye" />
            </p>
            <p className="hi-big">
              <MaskedAmount value={trade.amount} />
            </p>
          </>
        ) : trade.shares ? (
          <>
            <p className="hi-sub">
              {redeem ? '赎回份额(份)' : '份额(份)'}
              <AmountMaskToggle className="hi-eye" />
            </p>
            <p className="hi-big">
              <MaskedAmount value={trade.shares} />
            </p>
          </>
        ) : null}
        {redeem && trade.status === 'PROCESSING' ? (
          <p className="hi-sub">赎回金额按开放日确认的单位净值计算，以确认结果为准</p>
        ) : null}
      </section>
      <section className="hi-panel" aria-label="交易信息">
        <h2 className="hi-panel-title">交易信息</h2>
        <dl className="hi-facts">
          <Fact label="交易类型">{type}</Fact>
          {trade.amount && trade.shares ? (
            <Fact label={redeem ? '赎回份额' : '确认份额'}>
              <MaskedAmount value={trade.shares} unit="份" />
            </Fact>
          ) : null}
          {trade.nav ? <Fact label="成交净值">{formatDecimal(trade.nav, 4)}</Fact> : null}
          {trade.fee ? (
            <Fact label="手续费">
              <MaskedAmount value={trade.fee} unit="元" />
            </Fact>
          ) : null}
          <Fact label="申请时间">{dateTimeText(trade.applyTime)}</Fact>
          {trade.confirmDate ? <Fact label="确认日期">{trade.confirmDate}</Fact> : null}
          <Fact label={redeem ? '到账银行卡' : '银行卡'}>
            {trade.bankName} 尾号{trade.cardTail}
          </Fact>
          <Fact label="交易流水号">{trade.tradeNo}</Fact>
          {trade.orderNo ? (
            <Fact label="订单号">
              <Link to={hrefTo('productOrderDetails', { orderNo: trade.orderNo })}>{trade.orderNo}</Link>
            </Fact>
          ) : null}
        </dl>
      </section>
      <section className="hi-panel" aria-label="交易进度">
        <h2 className="hi-panel-title">交易进度</h2>
        <Steps direction="vertical" current={current} className="hi-steps">
          {steps.map((step, index) => (
            <Steps.Step
              key={`${step.title}-${index}`}
              title={step.title}
              status={STEP_STATUS[step.state]}
              description={[step.time, step.note].filter(Boolean).join(' · ') || undefined}
            />
          ))}
        </Steps>
      </section>
      <nav className="hi-panel hi-links" aria-label="相关">
        <Link to={hrefTo('productDetail', { productCode: trade.productCode })}>产品详情</Link>
        {detail.holdingState === 'HELD' ? (
          <Link to={hrefTo('holdingDetails', { productCode: trade.productCode })}>查看持仓</Link>
        ) : null}
        {detail.holdingState === 'CLEARED' ? (
          <Link to={hrefTo('historicalAssetDetails', { productCode: trade.productCode })}>历史资产</Link>
        ) : null}
        <Link to={hrefTo('transaction')}>全部交易记录</Link>
      </nav>
    </>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="hi-fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
