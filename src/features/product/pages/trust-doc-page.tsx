import { Skeleton } from 'antd-mobile';
import { Link } from 'react-router-dom';
import { useProductDocuments } from '../hooks/use-product-documents';
import { PageFrame } from '@/page-kit/page-frame';
import { QueryView } from '@/page-kit/query-states';
import { hrefTo } from '@/routing/href';
import { usePageQuery } from '@/routing/use-page-query';
import { FileRow, FileRowSkeleton } from '../components/file-row';
import { NoProduct } from '../components/disclosure/no-product';
import '../styles/product-pages.css';
import '../styles/disclosure.css';

/**
 * trustDoc (信托文件): the product's documents (productFile, category PRODUCT) — 信托合同, 风险申明书,
 * 认购风险揭示书, 信托计划说明书, 产品一页通 — the three to read before subscribing marked; each row
 * opens the document in infoReport's viewer.
 */
export default function TrustDocPage() {
  const { productCode } = usePageQuery('trustDoc');
  const query = useProductDocuments(productCode);
  if (productCode === undefined) return <NoProduct />;
  return (
    <PageFrame flush>
      <QueryView
        query={query}
        skeleton={
          <>
            <Skeleton.Title animated />
            <FileRowSkeleton rows={5} />
          </>
        }
        pendingLabel="信托文件加载中"
        failedTitle="信托文件加载失败"
        isEmpty={(page) => page.list.length === 0}
        empty={{ title: '暂无信托文件', description: '产品文件发布后将在此展示' }}
      >
        {(page) => (
          <>
            <header className="disclosure-product-head">
              <h2 className="disclosure-product-name">{page.list[0]!.productName}</h2>
              <p className="disclosure-product-note">
                认购前请仔细阅读信托合同、风险申明书及认购风险揭示书，充分了解产品风险。
              </p>
            </header>
            <ul className="product-plain-list" aria-label="信托文件">
              {page.list.map((file) => (
                <li key={file.fileId}>
                  <FileRow file={file} />
                </li>
              ))}
            </ul>
            <p className="disclosure-more">
              <Link to={hrefTo('reportSearch', { productCode })}>查看该产品的信息披露</Link>
            </p>
          </>
        )}
      </QueryView>
    </PageFrame>
  );
}
