import { Tabs } from '@/page-kit/tabs';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useHistoryAssetDetail, useHistoryAssetDetailInfinite } from '@gen/hooks/holding/holding';
import type { HistoryAsset } from '@gen/model/historyAsset';
import { AmountMaskToggle, MaskedAmount } from '@/page-kit/amount-mask';
import { PageFrame } from '@/page-kit/page-frame';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE_NUM, PagedList, pagedQueryOptions } from '@/page-kit/paged-list';
import { QueryView } from '@/page-kit/query-states';
import { hrefTo } from '@/routing/href';
import { usePageQuery } from '@/routing/use-page-query';
import { cardClass } from '@/page-kit/card';
import { Fact, HoldingCardSkeleton } from '../components/holding-card';
import { HistoryTrades, ProductDistributions } from '../components/record-lists';
import { SignedAmount } from '../components/signed-amount';
import { RISK_LABELS, rateText } from '../model/holding-format';

/**
 * historicalAssetDetails: the products the investor held until they were wound up (已清算), each
 * with its 总收益; with ?productCode= one of them, with its trades and distributions.
 */
export default function HistoricalAssetsPage() {
  const { productCode } = usePageQuery('historicalAssetDetails');
  return <PageFrame>{productCode ? <OneAsset productCode={productCode} /> : <AllAssets />}</PageFrame>;
}

function AssetFacts({ asset }: { asset: HistoryAsset }) {
  return (
    <dl className="hd-facts">
      <Fact label="投资本金(元)">
        <MaskedAmount value={asset.principal} />
      </Fact>
      <Fact label="总收益(元)">
        <SignedAmount value={asset.totalIncome} />
      </Fact>
      <Fact label="实际年化">{asset.annualizedRate ? rateText(asset.annualizedRate) : '--'}</Fact>
      <Fact label="清算日">{asset.clearedDate}</Fact>
    </dl>
  );
}

function AllAssets() {
  const query = useHistoryAssetDetailInfinite(
    { pageNum: FIRST_PAGE_NUM, pageSize: DEFAULT_PAGE_SIZE },
    undefined,
    { query: pagedQueryOptions },
  );
  return (
    <>
      <p className="hd-class-line">
        <span>已清算的产品，本息均已分配至您的银行卡</span>
        <AmountMaskToggle className="hd-totals-eye" />
      </p>
      <PagedList
        query={query}
        label="历史资产"
        pendingLabel="历史资产加载中"
        skeleton={<HoldingCardSkeleton />}
        empty={{ title: '暂无历史资产', description: '产品清算后会显示在这里' }}
        itemKey={(asset) => asset.productCode}
        renderItem={(asset) => (
          <Link
            className={cardClass('hd-card')}
            to={hrefTo('historicalAssetDetails', { productCode: asset.productCode })}
          >
            <div className="hd-card-head">
              <h2 className="hd-card-title">{asset.productName}</h2>
              <span className="hd-badge hd-badge-cleared">已清算</span>
            </div>
            <p className="hd-card-meta">
              <span>{RISK_LABELS[asset.riskLevel] ?? asset.riskLevel}</span>
              <span>
                {asset.establishDate} 至 {asset.clearedDate}
              </span>
            </p>
            <AssetFacts asset={asset} />
          </Link>
        )}
      />
    </>
  );
}

function OneAsset({ productCode }: { productCode: string }) {
  const query = useHistoryAssetDetail({ pageNum: 1, pageSize: 1, productCode });
  const [tab, setTab] = useState<'trades' | 'distributions'>('distributions');
  return (
    <QueryView
      query={query}
      skeleton={<HoldingCardSkeleton rows={1} />}
      pendingLabel="历史资产加载中"
      isEmpty={(page) => page.list.length === 0}
      empty={{ title: '未找到该历史资产', description: '该产品尚未清算，或不在您的历史资产中' }}
    >
      {(page) => {
        const asset = page.list[0]!;
        return (
          <>
            <section className="hd-totals" aria-label="历史资产概况">
              <h2 className="hd-detail-name">{asset.productName}</h2>
              <p className="hd-detail-tags">
                <span className="hd-badge hd-badge-cleared">已清算</span>
              </p>
              <p className="hd-totals-label">
                总收益(元)
                <AmountMaskToggle className="hd-totals-eye" />
              </p>
              <p className="hd-totals-value">
                <SignedAmount value={asset.totalIncome} />
              </p>
              <AssetFacts asset={asset} />
              <dl className="hd-facts">
                <Fact label="起息日">{asset.establishDate}</Fact>
                {asset.bankName && asset.cardTail ? (
                  <Fact label="到账银行卡">
                    {asset.bankName} 尾号{asset.cardTail}
                  </Fact>
                ) : null}
              </dl>
            </section>
            <Tabs activeKey={tab} onChange={(key) => setTab(key as 'trades' | 'distributions')}>
              <Tabs.Tab key="distributions" title="分配记录" />
              <Tabs.Tab key="trades" title="交易记录" />
            </Tabs>
            <div className="hd-records">
              {tab === 'trades' ? (
                <HistoryTrades productCode={productCode} />
              ) : (
                <ProductDistributions productCode={productCode} />
              )}
            </div>
          </>
        );
      }}
    </QueryView>
  );
}
