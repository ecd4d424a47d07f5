import { Button } from 'antd-mobile';
import { lazy, Suspense } from 'react';
import { Tabs } from '@/page-kit/tabs';
import { Link, useNavigate } from 'react-router-dom';
import { isBusinessError } from '@/api/business-error';
import { useAppletProductDetail, useProductFile } from '@gen/hooks/product/product';
import type { FileCategory } from '@gen/model/fileCategory';
import type { ProductDetail } from '@gen/model/productDetail';
import { PageFrame } from '@/page-kit/page-frame';
import { QueryView } from '@/page-kit/query-states';
import { hrefTo } from '@/routing/href';
import { usePageQuery } from '@/routing/use-page-query';
import { ActionBar } from '../components/action-bar';
import { RiskBadge, StatusBadge } from '../components/badges';
import { DetailFigures } from '../components/detail-figures';
import { MoreSkeleton } from '../components/detail-more/more-section';
import { DetailSkeleton } from '../components/detail-skeleton';
import { FileRow, FileRowSkeleton } from '../components/file-row';
import { FollowButton } from '../components/follow-button';
import { KeyFacts } from '../components/key-facts';
import { CLASS_SHORT, formatWan } from '../model/product-format';
import { DETAIL_TABS, type DetailTab } from '../model/route-keys';
import '../styles/product-detail.css';
import '../styles/product-detail-body.css';
import '../styles/product-pages.css';
import { StatusBlock } from '@/page-kit/status-block';
import { DETAIL_REQUEST } from './product-detail-reads';

// Below the key facts, with seven reads of its own and two bottom sheets (antd-mobile's motion
// library): loaded once the page has drawn, not before its first paint.
const DetailMore = lazy(() =>
  import('../components/detail-more/detail-more').then((module) => ({ default: module.DetailMore })),
);

const TAB_TITLES: Readonly<Record<DetailTab, string>> = {
  facts: '产品要素',
  project: '项目介绍',
  disclosure: '信息披露',
  files: '产品文件',
};

/** The product's files of one category (the 信息披露 tab shows the latest three). */
function ProductFiles({
  productCode,
  category,
  pageSize,
}: {
  productCode: string;
  category: FileCategory;
  pageSize: number;
}) {
  const query = useProductFile({ pageNum: 1, pageSize, category, productCode }, undefined);
  const what = category === 'DISCLOSURE' ? '信息披露' : '产品文件';
  return (
    <QueryView
      query={query}
      skeleton={<FileRowSkeleton />}
      pendingLabel={`${what}加载中`}
      isEmpty={(page) => page.list.length === 0}
      empty={{ title: category === 'DISCLOSURE' ? '暂无信息披露' : '暂无产品文件' }}
    >
      {(page) => (
        <ul className="product-plain-list" aria-label={what}>
          {page.list.map((file) => (
            <li key={file.fileId}>
              <FileRow file={file} />
            </li>
          ))}
        </ul>
      )}
    </QueryView>
  );
}

/** 项目介绍 tab: the product's texts, each its own page. */
function ProjectLinks({ product }: { product: ProductDetail }) {
  const { productCode } = product;
  const links = [
    ...(product.productClass === 'FIXED'
      ? [
          {
            label: '项目介绍',
            note: '融资方、资金用途、还款来源与风控措施',
            to: hrefTo('projectIntroduct', { productCode }),
          },
        ]
      : []),
    ...(product.productClass === 'EQUITY'
      ? [
          {
            label: '投资策略',
            note: '投资策略、投资范围、预警线与止损线、费用',
            to: hrefTo('equityProjectIntroduct', { productCode }),
          },
        ]
      : []),
    { label: '产品介绍', note: '产品概况、亮点与风险提示', to: hrefTo('introduction', { productCode }) },
    ...(product.adviser
      ? [{ label: '投资顾问', note: product.adviser, to: hrefTo('fundManager', { productCode }) }]
      : []),
  ];
  return (
    <>
      {product.highlights.length > 0 ? (
        <ul className="product-highlights" aria-label="产品亮点">
          {product.highlights.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
      <ul className="product-plain-list" aria-label="项目介绍">
        {links.map((link) => (
          <li key={link.label}>
            <Link className="product-link-row" to={link.to}>
              <span className="product-link-label">{link.label}</span>
              <span className="product-link-note">{link.note}</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

function DetailBody({ product, tab }: { product: ProductDetail; tab: DetailTab }) {
  const navigate = useNavigate();
  const { productCode } = product;
  const tags = [CLASS_SHORT[product.productClass], product.termText, `${formatWan(product.minAmount)}起投`];
  return (
    <>
      <header className="product-detail-head">
        <div className="product-detail-title-row">
          <h2 className="product-detail-name">
            {product.productName}
            {product.trancheName ? (
              <span className="product-detail-tranche">（{product.trancheName}）</span>
            ) : null}
          </h2>
          <FollowButton productCode={productCode} />
        </div>
        <p className="product-detail-tags">
          <span>{tags.join(' · ')}</span>
          <RiskBadge level={product.riskLevel} long />
          <StatusBadge status={product.status} />
        </p>
        <DetailFigures product={product} />
      </header>

      <Tabs
        className="product-detail-tabs"
        activeKey={tab}
        onChange={(key) =>
          navigate(hrefTo('productDetail', { productCode, tab: key as DetailTab }), { replace: true })
        }
      >
        {DETAIL_TABS.map((key) => (
          <Tabs.Tab key={key} title={TAB_TITLES[key]} />
        ))}
      </Tabs>
      <div className="product-tab-body">
        {tab === 'facts' ? <KeyFacts product={product} /> : null}
        {tab === 'facts' ? (
          <Suspense fallback={<MoreSkeleton />}>
            <DetailMore product={product} />
          </Suspense>
        ) : null}
        {tab === 'project' ? <ProjectLinks product={product} /> : null}
        {tab === 'disclosure' ? (
          <>
            <ProductFiles productCode={productCode} category="DISCLOSURE" pageSize={3} />
            <Link className="product-all-link" to={hrefTo('reportSearch', { productCode })}>
              查看全部信息披露
            </Link>
          </>
        ) : null}
        {tab === 'files' ? (
          <>
            <ProductFiles productCode={productCode} category="PRODUCT" pageSize={20} />
            <div className="product-figure-links product-files-more">
              <Link to={hrefTo('trustDoc', { productCode })}>信托文件</Link>
              <Link to={hrefTo('contract', { productCode })}>合同文本</Link>
              <Link to={hrefTo('onePagePassPdf', { productCode })}>产品一页通</Link>
            </div>
          </>
        ) : null}
      </div>
      <p className="product-risk-note">
        市场有风险，投资需谨慎。本产品不承诺保本和最低收益，请认真阅读信托合同等文件，确认自身风险承受能力与产品风险等级相匹配。
      </p>
    </>
  );
}

/**
 * productDetail (产品详情): the big number by class, the facts, highlights, the four tabs (产品要素 /
 * 项目介绍 / 信息披露 / 产品文件, kept in the address), follow, and the fixed bottom bar whose button
 * the server decides. A product that does not exist (05030001) says so with a way back.
 */
export default function ProductDetailPage() {
  const { productCode, tab } = usePageQuery('productDetail');
  const detail = useAppletProductDetail(
    { productCode: productCode ?? '' },
    { query: { enabled: productCode !== undefined }, request: DETAIL_REQUEST },
  );
  const missing = productCode === undefined || isBusinessError(detail.error, '05030001');
  if (missing) {
    return (
      <PageFrame>
        <StatusBlock status="empty" title="产品不存在或已下架" description="请在产品列表中查看在售产品">
          <Link to={hrefTo('investProductList')}>
            <Button color="primary" fill="outline">
              查看在售产品
            </Button>
          </Link>
        </StatusBlock>
      </PageFrame>
    );
  }
  return (
    <PageFrame flush busy={detail.isPending} footer={<ActionBar productCode={productCode} />}>
      <QueryView query={detail} skeleton={<DetailSkeleton />} pendingLabel="产品详情加载中">
        {(product) => <DetailBody product={product} tab={tab ?? 'facts'} />}
      </QueryView>
    </PageFrame>
  );
}
