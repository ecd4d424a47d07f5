import { Button } from 'antd-mobile';
import { useState } from 'react';
import type { ArticleAttachment } from '@gen/model/articleAttachment';
import { formatFileSize } from '../model/news-format';
import { DocumentViewer } from '@/page-kit/document-viewer';
import { filePreviewUrl } from '@/page-kit/file-preview';
import './report-attachment.css';

/**
 * A report's PDF: name and size, and 阅读全文 opens it in the kit's viewer in place. pdf.js
 * (~150 KB gzip + worker) is fetched only then, never for readers who stop at the abstract.
 */
export function ReportAttachment({ file }: { file: ArticleAttachment }) {
  const [open, setOpen] = useState(false);
  const name = file.fileName.replace(/\.pdf$/i, '');
  return (
    <section className="report-attachment" aria-label="报告全文">
      <div className="report-attachment-row">
        <span className="report-attachment-badge" aria-hidden="true">
          PDF
        </span>
        <span className="report-attachment-name">
          {name}
          <span className="report-attachment-size">{formatFileSize(file.fileSize)}</span>
        </span>
        {!open ? (
          <Button size="small" color="primary" onClick={() => setOpen(true)}>
            阅读全文
          </Button>
        ) : null}
      </div>
      {open ? (
        <DocumentViewer source={{ type: 'pdf', url: filePreviewUrl(file.fileId) }} label={name} />
      ) : null}
    </section>
  );
}
