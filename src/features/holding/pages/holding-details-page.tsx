import { Button } from 'antd-mobile';
import { Tabs } from '@/page-kit/tabs';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useHoldingDetail } from '@gen/hooks/holding/holding';
import type { Holding } from '@gen/model/holding';
import { AmountMaskToggle, MaskedAmount } from '@/page-kit/amount-mask';
import { PageFrame } from '@/page-kit/page-frame';
import { QueryEmpty, QueryView } from '@/page-kit/query-states';
import { hrefTo } from '@/routing/href';
import { usePageQuery } from '@/routing/use-page-query';
import { useReclickGuard } from '@/page-kit/reclick-guard';
import { cardClass } from '@/page-kit/card';
import { Fact, HoldingFacts } from '../components/holding-card';
import { HoldingLots } from '../components/holding-lots';
import { ProductDistributions, ProductTrades } from '../components/record-lists';
import { SignedAmount } from '../components/signed-amount';
import { CLASS_LABELS, RISK_LABELS, STATUS_LABELS } from '../model/holding-format';

/**
 * holdingDetails: one holding's facts, the lots it is made of (持仓明细), its trades and
 * distributions, and 赎回 / 转让 where allowed.
 */
export default function HoldingDetailsPage() {
  const { productCode } = usePageQuery('holdingDetails');
  if (!productCode) {
    return (
      <PageFrame>
        <QueryEmpty title="未找到该持仓" description="请从我的持仓进入" />
      </PageFrame>
    );
  }
  return <HoldingDetails productCode={productCode} />;
}

function HoldingDetails({ productCode }: { productCode: string }) {
  const detail = useHoldingDetail({ productCode }, { request: { ownCodes: ['05060001'] } });
  const navigate = useNavigate();
  const redeem = useReclickGuard(() => navigate(hrefTo('redeemOrder', { productCode })));
  const transfer = useReclickGuard(() => navigate(hrefTo('makeOver', { productCode })));
  const holding = detail.data;
  const footer =
    holding && (holding.canRedeem || holding.canTransfer) ? (
      <div className="page-frame-footer-row">
        {holding.canTransfer ? (
          <Button
            block
            size="large"
            color="primary"
            fill={holding.canRedeem ? 'outline' : 'solid'}
            onClick={transfer}
          >
            转让
          </Button>
        ) : null}
        {holding.canRedeem ? (
          <Button block size="large" color="primary" onClick={redeem}>
            赎回
          </Button>
        ) : null}
      </div>
    ) : null;
  return (
    <PageFrame busy={detail.isPending} footer={footer}>
      <QueryView
        query={detail}
        skeleton={<div className="hd-totals hd-totals-skeleton" />}
        pendingLabel="持仓详情加载中"
        failedTitle="持仓详情加载失败"
      >
        {(data) => <Detail holding={data} />}
      </QueryView>
    </PageFrame>
  );
}

function Detail({ holding }: { holding: Holding }) {
  const fixed = holding.fixedIncome;
  const nav = holding.nav;
  const [tab, setTab] = useState<'trades' | 'distributions'>('trades');
  return (
    <>
      <section className="hd-totals" aria-label="持仓概况">
        <h2 className="hd-detail-name">{holding.productName}</h2>
        <p className="hd-detail-tags">
          <span className={`hd-badge hd-badge-${holding.holdingStatus.toLowerCase()}`}>
            {STATUS_LABELS[holding.holdingStatus]}
          </span>
          <span className="hd-badge hd-badge-running">{CLASS_LABELS[holding.productClass]}</span>
          <span className="hd-badge hd-badge-running">
            {RISK_LABELS[holding.riskLevel] ?? holding.riskLevel}
          </span>
        </p>
        <p className="hd-totals-label">
          参考市值(元)
          <AmountMaskToggle className="hd-totals-eye" />
        </p>
        <p className="hd-totals-value">
          <MaskedAmount value={holding.marketValue} />
        </p>
        {holding.productClass !== 'FAMILY' ? (
          <div className="hd-totals-row">
            <div>
              <p className="hd-totals-label">{nav ? '持有收益(元)' : '累计收益(元)'}</p>
              <p className="hd-totals-income">
                <SignedAmount value={holding.accumulatedIncome} />
              </p>
            </div>
          </div>
        ) : null}
      </section>
      <section className={cardClass('hd-section')} aria-label="持仓要素">
        <h3 className="hd-section-title">持仓要素</h3>
        <HoldingFacts holding={holding} inDetail />
        <dl className="hd-facts">
          {fixed ? (
            <>
              <Fact label="成立日">{fixed.establishDate}</Fact>
              <Fact label="到期日">{fixed.maturityDate}</Fact>
              <Fact label="收益分配方式" wide>
                {fixed.distributionMode}
              </Fact>
            </>
          ) : null}
          {nav ? (
            <>
              <Fact label="可赎回份额(份)">
                <MaskedAmount value={nav.redeemableShares} />
              </Fact>
              <Fact label="持仓成本(元)">
                <MaskedAmount value={nav.costAmount} />
              </Fact>
            </>
          ) : null}
          {holding.bankName && holding.cardTail ? (
            <Fact label="收益及赎回到账卡" wide>
              {holding.bankName} 尾号{holding.cardTail}
            </Fact>
          ) : null}
        </dl>
        {holding.holdingStatus === 'LIQUIDATING' ? (
          <p className="hd-totals-note">产品已到期，正在办理清算，清算完成后本息将分配至您的到账银行卡。</p>
        ) : null}
        <nav className="hd-shortcuts" aria-label="产品相关">
          <Link to={hrefTo('productDetail', { productCode: holding.productCode })}>产品详情</Link>
          {fixed ? (
            <Link to={hrefTo('orderIncome', { productCode: holding.productCode })}>收益分配明细</Link>
          ) : null}
          {fixed ? (
            <Link to={hrefTo('incomeInformation', { productCode: holding.productCode })}>收益信息</Link>
          ) : null}
          {holding.productClass === 'FAMILY' ? <Link to={hrefTo('familyZhuPage')}>家族信托</Link> : null}
        </nav>
      </section>
      <HoldingLots productCode={holding.productCode} />
      {fixed ? (
        <Tabs activeKey={tab} onChange={(key) => setTab(key as 'trades' | 'distributions')}>
          <Tabs.Tab key="trades" title="交易记录" />
          <Tabs.Tab key="distributions" title="分配记录" />
        </Tabs>
      ) : (
        <h3 className="hd-section-title hd-records-title">交易记录</h3>
      )}
      <div className="hd-records">
        {tab === 'distributions' && fixed ? (
          <ProductDistributions productCode={holding.productCode} />
        ) : (
          <ProductTrades productCode={holding.productCode} />
        )}
      </div>
    </>
  );
}
