import { Button, Skeleton } from 'antd-mobile';
import { useState } from 'react';
import type { AssetCertificate } from '@gen/model/assetCertificate';
import { useProofOfAssetsList } from '@gen/hooks/asset-proof/asset-proof';
import { DocumentViewer } from '@/page-kit/document-viewer';
import { filePreviewUrl } from '@/page-kit/file-preview';
import { QueryView } from '@/page-kit/query-states';
import { CertificateSummary } from './certificate-summary';
import { SendEmail } from './send-email-sheet';

/** The certificate's PDF in the kit's viewer (pdf.js loads only here). */
export function CertificatePdf({ certificate }: { certificate: AssetCertificate }) {
  return (
    <DocumentViewer
      label={certificate.language === 'EN' ? 'Certificate of Assets' : '资产证明'}
      source={{ type: 'pdf', url: filePreviewUrl(certificate.fileId) }}
    />
  );
}

/**
 * One certificate by number (proofOfAssetsList): the summary, the PDF (open at once on issueAsset,
 * on request on the detail page), and 发送至邮箱.
 */
export function CertificateView({
  certNo,
  openPdf,
  banner,
}: {
  certNo: string;
  openPdf: boolean;
  banner?: (certificate: AssetCertificate) => React.ReactNode;
}) {
  const query = useProofOfAssetsList({ certNo }, { request: { ownCodes: ['05150008'] } });
  const [showPdf, setShowPdf] = useState(openPdf);
  return (
    <QueryView
      query={query}
      skeleton={<Skeleton.Paragraph lineCount={12} animated />}
      pendingLabel="资产证明加载中"
      failedTitle="资产证明加载失败"
    >
      {(certificate) => (
        <>
          {banner?.(certificate)}
          <CertificateSummary certificate={certificate} />
          <section className="certificate-file" aria-label="证明文件">
            <div className="certificate-file-row">
              <span className="certificate-file-badge" aria-hidden="true">
                PDF
              </span>
              <span className="certificate-file-name">{certificate.fileName}</span>
              {!showPdf ? (
                <Button size="small" color="primary" onClick={() => setShowPdf(true)}>
                  查看证明
                </Button>
              ) : null}
            </div>
            {showPdf ? <CertificatePdf certificate={certificate} /> : null}
          </section>
          <div className="certificate-actions">
            <SendEmail certificate={certificate} />
          </div>
        </>
      )}
    </QueryView>
  );
}
