import { Button } from 'antd-mobile';
import { Link } from 'react-router-dom';
import { fileDownload, useGetProductContract } from '@gen/hooks/contract/contract';
import type { ProductDocument } from '@gen/model/productDocument';
import type { ProductDocumentsData } from '@gen/model/productDocumentsData';
import { isBusinessError } from '@/api/business-error';
import { DocumentViewer } from '@/page-kit/document-viewer';
import { filePreviewUrl } from '@/page-kit/file-preview';
import { PageFrame } from '@/page-kit/page-frame';
import { QueryView } from '@/page-kit/query-states';
import { hrefTo } from '@/routing/href';
import { usePageQuery } from '@/routing/use-page-query';
import { ListSkeleton } from '../components/list-skeleton';
import { OnePageList } from '../components/one-page-list';
import { quoted } from '../model/labels';
import { useFileDownload } from '../hooks/use-file-download';
import '../styles/contract.css';
import { StatusBlock } from '@/page-kit/status-block';

/**
 * onePagePassPdf: a product's 产品一页通 (the one-page summary it publishes, getProductContract),
 * in the kit's viewer, with the product's other public documents below it (each opens in comPdf).
 */
export default function OnePagePdfPage() {
  const { productCode } = usePageQuery('onePagePassPdf');
  const docs = useGetProductContract(
    { productCode: productCode ?? '' },
    { query: { enabled: productCode !== undefined }, request: { ownCodes: ['05050002'] } },
  );
  if (productCode === undefined)
    return (
      <PageFrame>
        <OnePageList />
      </PageFrame>
    );
  if (isBusinessError(docs.error, '05050002')) {
    return (
      <PageFrame>
        <StatusBlock status="empty" title="暂无产品一页通" description="该产品暂未发布一页通或已下架">
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
    <PageFrame busy={docs.isPending}>
      <QueryView
        query={docs}
        skeleton={<ListSkeleton rows={6} />}
        pendingLabel="产品一页通加载中"
        isEmpty={(data) => !data.documents.some((d) => d.docType === 'ONE_PAGE')}
        empty={{ title: '该产品暂未发布一页通' }}
      >
        {(data) => <OnePage data={data} />}
      </QueryView>
    </PageFrame>
  );
}

function OnePage({ data }: { data: ProductDocumentsData }) {
  const onePage = data.documents.find((d) => d.docType === 'ONE_PAGE') as ProductDocument;
  const others = data.documents.filter((d) => d !== onePage);
  const download = useFileDownload(
    () => fileDownload({ fileId: onePage.fileId }),
    () => ({ fileId: onePage.fileId }),
  );
  return (
    <>
      <section className="contract-card" aria-label="产品">
        <h2 className="contract-order-product">{data.productName}</h2>
        <p className="contract-order-meta">
          <span>产品代码 {data.productCode}</span>
          <button type="button" className="contract-link" onClick={() => void download.run()}>
            {download.pending ? '正在准备下载…' : '下载一页通'}
          </button>
        </p>
      </section>
      <DocumentViewer label={onePage.docName} source={{ type: 'pdf', url: filePreviewUrl(onePage.fileId) }} />
      {others.length > 0 ? (
        <>
          <h3 className="contract-section-title">产品其他文件</h3>
          <ul className="contract-list">
            {others.map((doc) => (
              <li key={doc.fileId}>
                <Link
                  className="contract-row"
                  to={hrefTo('comPdf', { fileId: doc.fileId, title: doc.docName })}
                >
                  <span className="contract-row-main">
                    <span className="contract-row-title">{quoted(doc.docName)}</span>
                    <span className="contract-row-sub">共{doc.pageCount}页</span>
                  </span>
                  <span className="contract-row-arrow" aria-hidden="true">
                    ›
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p className="contract-note">
        产品一页通仅为产品要素摘要，不构成要约或收益承诺，具体以《信托合同》《信托计划说明书》为准。
      </p>
      <Link className="contract-link" to={hrefTo('onePagePassPdf')}>
        查看全部产品一页通 ›
      </Link>
    </>
  );
}
