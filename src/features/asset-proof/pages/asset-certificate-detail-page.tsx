import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { PageFrame } from '@/page-kit/page-frame';
import { hrefTo } from '@/routing/href';
import { usePageQuery } from '@/routing/use-page-query';
import { CertificateView } from '../components/certificate-view';
import '../styles/asset-proof.css';
import '../styles/certificate-view.css';
import '../styles/elderly.css';
import { StatusBlock } from '@/page-kit/status-block';

/** assetCertificateDetail: one certificate of the history; its PDF on 查看证明. */
export default function AssetCertificateDetailPage() {
  const { certNo } = usePageQuery('assetCertificateDetail');
  const navigate = useNavigate();
  return (
    <PageFrame>
      {certNo ? (
        <CertificateView certNo={certNo} openPdf={false} />
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
