import { Link } from 'react-router-dom';
import { useQueryOnePageList } from '@gen/hooks/product/product';
import { QueryView } from '@/page-kit/query-states';
import { hrefTo } from '@/routing/href';
import { ListSkeleton } from './list-skeleton';

const CLASS_TEXT = { FIXED: '固定收益类', EQUITY: '权益类', CASH: '现金管理类', FAMILY: '家族信托' } as const;

/**
 * 产品一页通 of every product (queryOnePageList), what onePagePassPdf shows opened without a
 * product: each row opens that product's one-page summary.
 */
export function OnePageList() {
  const query = useQueryOnePageList({ pageNum: 1, pageSize: 50 }, undefined);
  return (
    <QueryView
      query={query}
      skeleton={<ListSkeleton rows={6} />}
      pendingLabel="产品一页通加载中"
      isEmpty={(page) => page.list.length === 0}
      empty={{ title: '暂无产品一页通' }}
    >
      {(page) => (
        <>
          <ul className="contract-list" aria-label="产品一页通">
            {page.list.map((item) => (
              <li key={item.productCode}>
                <Link
                  className="contract-row"
                  to={hrefTo('onePagePassPdf', { productCode: item.productCode })}
                >
                  <span className="contract-row-main">
                    <span className="contract-row-title">{item.productName}</span>
                    <span className="contract-row-sub">{`${CLASS_TEXT[item.productClass]} · ${item.riskLevel} · 发布于${item.publishDate}`}</span>
                  </span>
                  <span className="contract-row-arrow" aria-hidden="true">
                    ›
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <p className="contract-note">
            产品一页通仅为产品要素摘要，不构成要约或收益承诺，具体以信托文件为准。
          </p>
        </>
      )}
    </QueryView>
  );
}
