import { Button, Skeleton } from 'antd-mobile';
import { Link, useNavigate } from 'react-router-dom';
import { useProductFile } from '@gen/hooks/product/product';
import type { ProductFile } from '@gen/model/productFile';
import { DocumentViewer } from '@/page-kit/document-viewer';
import { filePreviewUrl } from '@/page-kit/file-preview';
import { PageFrame } from '@/page-kit/page-frame';
import { QueryView } from '@/page-kit/query-states';
import { hrefTo } from '@/routing/href';
import { usePageQuery } from '@/routing/use-page-query';
import { fileTypeLabel } from '../model/file-type';
import '../styles/disclosure.css';
import { StatusBlock } from '@/page-kit/status-block';

/** The file's entry above the document: type, title, product, date, pages, summary, links. */
function FileHead({ file }: { file: ProductFile }) {
  const isReport = file.category === 'DISCLOSURE';
  return (
    <header className="disclosure-file-head">
      <span className="disclosure-type">{fileTypeLabel(file)}</span>
      <h2 className="disclosure-file-title">{file.title}</h2>
      <p className="disclosure-file-meta">
        <span>发布日期 {file.publishDate}</span>
        <span>共{file.pageCount}页</span>
      </p>
      {file.summary ? <p className="disclosure-file-summary">{file.summary}</p> : null}
      <p className="disclosure-file-links">
        <Link to={hrefTo('productDetail', { productCode: file.productCode })}>查看产品</Link>
        {isReport ? (
          <Link to={hrefTo('reportSearch', { productCode: file.productCode })}>该产品全部公告</Link>
        ) : (
          <Link to={hrefTo('trustDoc', { productCode: file.productCode })}>全部信托文件</Link>
        )}
      </p>
    </header>
  );
}

/**
 * infoReport (信息披露详情): one disclosure or product document — its entry from productFile
 * (by fileId, in the list the link names) and the PDF in the kit's viewer (pdf.js loads here only).
 */
export default function InfoReportPage() {
  const navigate = useNavigate();
  const { fileId, category = 'DISCLOSURE' } = usePageQuery('infoReport');
  const query = useProductFile({ pageNum: 1, pageSize: 1, category, fileId: fileId ?? '' }, undefined, {
    query: { enabled: fileId !== undefined },
  });

  if (fileId === undefined) {
    return (
      <PageFrame>
        <StatusBlock status="empty" title="未指定文件" description="请从信息披露或产品文件列表中打开" />
        <div className="disclosure-actions">
          <Button block color="primary" onClick={() => navigate(hrefTo('reportSearch'))}>
            查看信息披露
          </Button>
        </div>
      </PageFrame>
    );
  }

  return (
    <PageFrame>
      <QueryView
        query={query}
        skeleton={<Skeleton.Paragraph lineCount={6} animated />}
        pendingLabel="文件加载中"
        failedTitle="文件加载失败"
        isEmpty={(page) => page.list.length === 0}
        empty={{ title: '文件不存在或已撤下', description: '请返回列表查看其他文件' }}
      >
        {(page) => {
          const file = page.list[0]!;
          return (
            <>
              <FileHead file={file} />
              <DocumentViewer source={{ type: 'pdf', url: filePreviewUrl(file.fileId) }} label={file.title} />
            </>
          );
        }}
      </QueryView>
    </PageFrame>
  );
}
