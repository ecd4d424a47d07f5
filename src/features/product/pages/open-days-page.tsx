import { Skeleton } from 'antd-mobile';
import { useState, type ReactElement } from 'react';
import { Link } from 'react-router-dom';
import { useQueryProductOpenDay, useSelectOpenDayList } from '@gen/hooks/product/product';
import type { ProductOpenDays } from '@gen/model/productOpenDays';
import { isBusinessError } from '@/api/business-error';
import { PageFrame } from '@/page-kit/page-frame';
import { QueryView } from '@/page-kit/query-states';
import { hrefTo } from '@/routing/href';
import { usePageQuery } from '@/routing/use-page-query';
import { MissingProduct } from '../components/missing-product';
import { NextOpenDay, OpenDayList } from '../components/open-days/open-day-list';
import '../styles/open-days.css';

const NOTE =
  '开放日遇节假日顺延。申购、赎回申请须在申请截止时间前提交，逾期的申请顺延至下一开放日办理；赎回款项以开放日确认的净值计算，以受托人确认为准。现金管理类产品每个工作日开放，不在此列出。';

function OpenDaysSkeleton() {
  return (
    <div className="open-day-next">
      <Skeleton.Title animated />
      <Skeleton.Paragraph lineCount={8} animated />
    </div>
  );
}

/** Every open-ended product's open days (selectOpenDayList): the next one, then by month. */
function AllOpenDays({ now }: { now: Date }) {
  const query = useSelectOpenDayList({}, { query: { staleTime: 60_000 } });
  return (
    <PageFrame flush busy={query.isPending}>
      <QueryView
        query={query}
        skeleton={<OpenDaysSkeleton />}
        pendingLabel="开放日加载中"
        failedTitle="开放日加载失败"
        isEmpty={(days) => days.length === 0}
        empty={{ title: '近期暂无开放日', description: '开放式产品的开放日以产品公告为准' }}
      >
        {(days) => (
          <>
            <NextOpenDay days={days} now={now} withProduct />
            <OpenDayList days={days} now={now} withProduct />
          </>
        )}
      </QueryView>
      <p className="open-day-note">{NOTE}</p>
    </PageFrame>
  );
}

function ProductOpenDaysView({ product, now }: { product: ProductOpenDays; now: Date }) {
  const { productCode } = product;
  return (
    <>
      <header className="open-day-head">
        <h2 className="open-day-head-name">{product.productName}</h2>
        {product.openRule ? <p className="open-day-head-rule">{product.openRule}</p> : null}
        {product.openDays.length > 0 ? (
          <NextOpenDay days={product.openDays} now={now} withProduct={false} />
        ) : null}
      </header>
      {product.openDays.length > 0 ? (
        <OpenDayList days={product.openDays} now={now} withProduct={false} />
      ) : (
        <p className="open-day-next open-day-next-none">
          该产品近期没有开放日安排：封闭运作期间不办理申购、赎回。
        </p>
      )}
      <nav className="open-day-links" aria-label="相关页面">
        <Link to={hrefTo('productDetail', { productCode })}>产品详情</Link>
        <Link to={hrefTo('openHouseList')}>全部产品开放日</Link>
      </nav>
    </>
  );
}

/** One product's rule, next open day and open days (queryProductOpenDay). */
function OneProductOpenDays({ productCode, now }: { productCode: string; now: Date }) {
  const query = useQueryProductOpenDay({ productCode }, { request: { ownCodes: ['05030001'] } });
  if (isBusinessError(query.error, '05030001')) {
    return (
      <PageFrame>
        <MissingProduct />
      </PageFrame>
    );
  }
  return (
    <PageFrame flush busy={query.isPending}>
      <QueryView
        query={query}
        skeleton={<OpenDaysSkeleton />}
        pendingLabel="开放日加载中"
        failedTitle="开放日加载失败"
      >
        {(product) => <ProductOpenDaysView product={product} now={now} />}
      </QueryView>
      <p className="open-day-note">{NOTE}</p>
    </PageFrame>
  );
}

/**
 * openHouseList (开放日): the open days of the open-ended (NAV) products as a calendar list — the
 * next day an application goes to (what it takes and when applications close), then every open
 * day by month with 申购 / 赎回 and 已结束 / 申请已截止 / its deadline. With ?productCode= one
 * product's rule and days (from its detail page's 开放日 fact); without, every product's, each row
 * opening that product's. The layout is our proposal (the spec names the route only).
 */
/** The return type is written out: inferring it would read the route table's types, which read this module. */
export default function OpenDaysPage(): ReactElement {
  const { productCode } = usePageQuery('openHouseList');
  // One clock reading per visit: states and countdowns agree across the page.
  const [now] = useState(() => new Date());
  return productCode === undefined ? (
    <AllOpenDays now={now} />
  ) : (
    <OneProductOpenDays productCode={productCode} now={now} />
  );
}
