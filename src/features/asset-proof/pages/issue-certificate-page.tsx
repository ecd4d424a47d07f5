import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { PageFrame } from '@/page-kit/page-frame';
import { ResultView } from '@/page-kit/result-page';
import { hrefTo } from '@/routing/href';
import { usePageQuery } from '@/routing/use-page-query';
import { CertificateView } from '../components/certificate-view';
import '../styles/asset-proof.css';
import '../styles/certificate-view.css';
import '../styles/elderly.css';
import { StatusBlock } from '@/page-kit/status-block';

/**
 * issueAsset: the certificate just issued, with its stamped PDF open in the kit's viewer and
 * 发送至邮箱; the footer leads to the history.
 */
export default function IssueCertificatePage() {
  const { certNo } = usePageQuery('issueAsset');
  const navigate = useNavigate();
  const footer = (
    <Button block size="large" onClick={() => navigate(hrefTo('assetCertificateHistory'), { replace: true })}>
      查看开具记录
    </Button>
  );
  return (
    <PageFrame footer={certNo ? footer : undefined}>
      {certNo ? (
        <CertificateView
          certNo={certNo}
          openPdf
          banner={() => (
            <ResultView
              status="success"
              title="资产证明已开具"
              description="证明已加盖华信信托电子印章，可下载、转发或发送至邮箱。"
            />
          )}
        />
      ) : (
        <StatusBlock status="empty" title="未找到资产证明" description="请在开具记录中查看已开具的证明">
          <Button
            color="primary"
            onClick={() => navigate(hrefTo('assetCertificateHistory'), { replace: true })}
          >
            查看开具记录
          </Button>
        </StatusBlock>
      )}
    </PageFrame>
  );
}
