import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  getProductPreheatDetailQueryKey,
  getQueryMakeStatusQueryKey,
  useMakePreheat,
  useProductPreheatDetail,
  useQueryMakeStatus,
} from '@gen/hooks/product/product';
import type { PreheatDetail } from '@gen/model/preheatDetail';
import { isBusinessError } from '@/api/business-error';
import { PageFooterHint, PageFrame } from '@/page-kit/page-frame';
import { QueryView } from '@/page-kit/query-states';
import { SubmitButton } from '@/page-kit/submit';
import { hrefTo } from '@/routing/href';
import { usePageQuery } from '@/routing/use-page-query';
import { RiskBadge, StatusBadge } from '../components/badges';
import { DetailSkeleton } from '../components/detail-skeleton';
import { MissingProduct } from '../components/missing-product';
import { formatRemaining, useCountdown } from '../model/countdown';
import {
  CLASS_LABELS,
  CLASS_SHORT,
  formatDateTime,
  formatRateRange,
  formatWan,
  formatWanYuan,
} from '../model/product-format';
import '../components/preheat.css';
import '../styles/product-detail.css';
import '../styles/product-detail-body.css';

function Countdown({ product, onSale }: { product: PreheatDetail; onSale: boolean }) {
  const left = useCountdown(product.saleStartAt);
  const open = onSale || left?.done === true;
  return (
    <section className="product-preheat-countdown" aria-label="开售倒计时">
      {open ? (
        <p className="product-preheat-open">
          <strong>该产品已开售</strong>
          <span>可在产品详情中认购或预约</span>
        </p>
      ) : (
        <>
          <p className="product-preheat-label">距开售还有</p>
          {/* Read once, not every second: the live text would interrupt a screen reader. */}
          <p className="product-preheat-clock" aria-hidden="true">
            {left ? formatRemaining(left) : '--'}
          </p>
          <p className="product-preheat-at">开售时间 {formatDateTime(product.saleStartAt)}</p>
        </>
      )}
    </section>
  );
}

function PreheatBody({ product, onSale }: { product: PreheatDetail; onSale: boolean }) {
  const benchmark =
    product.benchmarkMin !== undefined
      ? `${formatRateRange(product.benchmarkMin, product.benchmarkMax)}（年化）`
      : product.benchmarkName;
  return (
    <>
      <header className="product-detail-head">
        <h2 className="product-detail-name">{product.productName}</h2>
        <p className="product-detail-tags">
          <span>
            {[
              CLASS_SHORT[product.productClass],
              product.termText,
              `${formatWan(product.minAmount)}起投`,
            ].join(' · ')}
          </span>
          <RiskBadge level={product.riskLevel} long />
          <StatusBadge status={product.status} />
        </p>
      </header>
      <Countdown product={product} onSale={onSale} />
      <dl className="product-facts product-preheat-facts">
        <div className="product-fact">
          <dt>产品类别</dt>
          <dd>{CLASS_LABELS[product.productClass]}</dd>
        </div>
        <div className="product-fact">
          <dt>开售时间</dt>
          <dd>{formatDateTime(product.saleStartAt)}</dd>
        </div>
        {product.raiseEnd ? (
          <div className="product-fact">
            <dt>募集截止</dt>
            <dd>{product.raiseEnd}</dd>
          </div>
        ) : null}
        <div className="product-fact">
          <dt>起投金额</dt>
          <dd>{formatWanYuan(product.minAmount)}</dd>
        </div>
        <div className="product-fact">
          <dt>产品期限</dt>
          <dd>{product.termText}</dd>
        </div>
        {benchmark ? (
          <div className="product-fact">
            <dt>业绩比较基准</dt>
            <dd>{benchmark}</dd>
          </div>
        ) : null}
        {product.adviser ? (
          <div className="product-fact">
            <dt>投资顾问</dt>
            <dd>{product.adviser}</dd>
          </div>
        ) : null}
      </dl>
      {product.highlights.length > 0 ? (
        <section aria-label="产品亮点" className="product-preheat-highlights">
          <h3 className="product-preheat-heading">产品亮点</h3>
          <ul className="product-highlights">
            {product.highlights.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <p className="product-preheat-count">已有 {product.reminderCount} 位投资者设置了开售提醒</p>
      <p className="product-risk-note">
        产品预告仅供了解，不构成要约或推荐；产品要素以正式发行的信托文件为准。信托产品仅面向合格投资者，认购前需完成风险测评，确认自身风险承受能力与产品风险等级相匹配。
      </p>
    </>
  );
}

function Footer({
  productCode,
  onSale,
  onRefused,
}: {
  productCode: string;
  onSale: boolean;
  onRefused: () => Promise<void>;
}) {
  const queryClient = useQueryClient();
  const status = useQueryMakeStatus({ productCode }, { request: { silent: true } });
  const remind = useMakePreheat({ request: { label: '开售提醒设置', ownCodes: ['05030003'] } });
  if (onSale) {
    return (
      <Link to={hrefTo('productDetail', { productCode })} className="product-preheat-cta">
        <Button block color="primary" size="large">
          查看产品详情
        </Button>
      </Link>
    );
  }
  if (status.data?.reminded) {
    return (
      <>
        <PageFooterHint>
          {status.data.remindAt
            ? `将于 ${formatDateTime(status.data.remindAt)} 通过短信和App消息提醒您`
            : '开售前将通过短信和App消息提醒您'}
        </PageFooterHint>
        <Button block size="large" disabled>
          已设置开售提醒
        </Button>
      </>
    );
  }
  return (
    <>
      <PageFooterHint>开售前30分钟通过短信和App消息提醒您</PageFooterHint>
      <SubmitButton
        disabled={!status.data}
        onSubmit={async () => {
          try {
            const data = await remind.mutateAsync({ data: { productCode } });
            queryClient.setQueryData(getQueryMakeStatusQueryKey({ productCode }), data);
            await queryClient.invalidateQueries({
              queryKey: getProductPreheatDetailQueryKey({ productCode }),
            });
          } catch (error) {
            if (isBusinessError(error, '05030003')) await onRefused();
            else throw error;
          }
        }}
      >
        开售提醒
      </SubmitButton>
    </>
  );
}

/**
 * preheatDetail (产品预告): a product before its sale — the countdown to the opening, its facts
 * and highlights, how many set a reminder, and 开售提醒 (makePreheat, once; queryMakeStatus says
 * whether it is set). A product already on sale (its status, the clock reaching zero, or the
 * server refusing the reminder with 05030003) offers the product detail instead.
 */
export default function UpcomingProductPage() {
  const { productCode } = usePageQuery('preheatDetail');
  const queryClient = useQueryClient();
  const [refused, setRefused] = useState(false);
  const detail = useProductPreheatDetail(
    { productCode: productCode ?? '' },
    { query: { enabled: productCode !== undefined }, request: { ownCodes: ['05030001'] } },
  );
  if (productCode === undefined || isBusinessError(detail.error, '05030001')) {
    return (
      <PageFrame>
        <MissingProduct />
      </PageFrame>
    );
  }
  const onSale = refused || (detail.data !== undefined && detail.data.status !== 'PREHEAT');
  const onRefused = async () => {
    setRefused(true);
    await queryClient.invalidateQueries({ queryKey: getProductPreheatDetailQueryKey({ productCode }) });
  };
  return (
    <PageFrame
      flush
      busy={detail.isPending}
      footer={detail.data ? <Footer productCode={productCode} onSale={onSale} onRefused={onRefused} /> : null}
    >
      {refused ? (
        <p className="product-preheat-notice" role="status">
          产品已开售，无需设置提醒
        </p>
      ) : null}
      <QueryView query={detail} skeleton={<DetailSkeleton />} pendingLabel="产品预告加载中">
        {(product) => <PreheatBody product={product} onSale={onSale} />}
      </QueryView>
    </PageFrame>
  );
}
