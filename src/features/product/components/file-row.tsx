import { Link } from 'react-router-dom';
import type { ProductFile } from '@gen/model/productFile';
import { hrefTo } from '@/routing/href';
import { DOC_TYPE_LABELS, REPORT_TYPE_LABELS } from '../model/file-labels';
import './file-row.css';

/** One document or disclosure: its type, title, date and pages; the row opens it in the viewer. */
export function FileRow({ file, showProduct }: { file: ProductFile; showProduct?: boolean }) {
  const type = file.reportType
    ? REPORT_TYPE_LABELS[file.reportType]
    : file.docType
      ? (DOC_TYPE_LABELS[file.docType] ?? '产品文件')
      : '文件';
  return (
    <Link
      className="product-file-row"
      to={hrefTo('infoReport', { fileId: file.fileId, category: file.category })}
    >
      <span className="product-file-icon" aria-hidden="true">
        PDF
      </span>
      <span className="product-file-text">
        <span className="product-file-title">{file.title}</span>
        <span className="product-file-meta">
          <span className="product-file-type">{type}</span>
          <span>{file.publishDate}</span>
          <span>{file.pageCount}页</span>
          {file.mustRead ? <span className="product-file-must">认购前须阅读</span> : null}
        </span>
        {showProduct && !file.title.startsWith(file.productName) ? (
          <span className="product-file-meta">{file.productName}</span>
        ) : null}
      </span>
    </Link>
  );
}

export function FileRowSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <div aria-hidden="true">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="product-file-row">
          <span className="product-file-icon" />
          <span className="product-file-text">
            <span className="product-skeleton-line" />
            <span className="product-skeleton-line product-skeleton-short" />
          </span>
        </div>
      ))}
    </div>
  );
}
