import { Button, ImageViewer } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { useQueryTransferProof } from '@gen/hooks/order/order';
import type { TransferProofData } from '@gen/model/transferProofData';
import { isBusinessError } from '@/api/business-error';
import { filePreviewUrl } from '@/page-kit/file-preview';
import { PageFrame } from '@/page-kit/page-frame';
import { QueryView } from '@/page-kit/query-states';
import { hrefTo } from '@/routing/href';
import { usePageQuery } from '@/routing/use-page-query';
import { useReclickGuard } from '@/page-kit/reclick-guard';
import { CollectionAccount } from '../components/collection-account';
import { OrderDetailSkeleton } from '../components/order-detail-skeleton';
import { OrderMissing } from '../components/order-missing';
import { OrderStatusBadge } from '../components/order-status-badge';
import { formatDateTime } from '../model/datetime';
import '../styles/order-detail.css';

/**
 * orderLook (查看转账凭证): the proofs sent for an order (tap to enlarge), when, the account they
 * went to and the order's status; 更换凭证 while the funds are still being confirmed.
 */
export default function TransferProofPage() {
  const { orderNo } = usePageQuery('orderLook');
  if (!orderNo) return <OrderMissing />;
  return <LookScreen orderNo={orderNo} />;
}

function LookScreen({ orderNo }: { orderNo: string }) {
  const navigate = useNavigate();
  const go = useReclickGuard((href: string) => navigate(href));
  const query = useQueryTransferProof(
    { orderNo },
    { query: { staleTime: 0 }, request: { ownCodes: ['05040001'] } },
  );
  if (isBusinessError(query.error, '05040001')) return <OrderMissing notFound />;
  const data = query.data;
  return (
    <PageFrame
      busy={query.isPending}
      footer={
        data ? (
          <div className="order-footer-actions">
            <Button
              size="large"
              fill="outline"
              onClick={() => go(hrefTo('productOrderDetails', { orderNo }))}
            >
              查看订单
            </Button>
            {data.canUpload ? (
              <Button size="large" color="primary" onClick={() => go(hrefTo('orderUpload', { orderNo }))}>
                {data.proofs.length > 0 ? '更换凭证' : '上传凭证'}
              </Button>
            ) : null}
          </div>
        ) : null
      }
    >
      <QueryView query={query} skeleton={<OrderDetailSkeleton />} pendingLabel="转账凭证加载中">
        {(proof) => <LookBody data={proof} />}
      </QueryView>
    </PageFrame>
  );
}

function LookBody({ data }: { data: TransferProofData }) {
  const images = data.proofs.map((proof) => filePreviewUrl(proof.fileId));
  return (
    <>
      <section className="order-panel" aria-label="凭证状态">
        <div className="order-summary-head">
          <h2 className="order-summary-name">{data.productName}</h2>
          <OrderStatusBadge status={data.status} />
        </div>
        <p className="order-banner-text">订单编号 {data.orderNo}</p>
      </section>
      <section className="order-panel" aria-label="已上传的转账凭证">
        <h3 className="order-panel-title">{`已上传的转账凭证（${data.proofs.length}张）`}</h3>
        {data.proofs.length === 0 ? (
          <p className="order-note">尚未上传转账凭证。</p>
        ) : (
          <ul className="order-proofs">
            {data.proofs.map((proof, index) => (
              <li key={proof.fileId}>
                <figure style={{ margin: 0 }}>
                  <button
                    type="button"
                    className="order-proof-button"
                    aria-label={`查看第${index + 1}张凭证大图`}
                    onClick={() => ImageViewer.Multi.show({ images, defaultIndex: index })}
                  >
                    <img src={images[index]} alt={`转账凭证${index + 1}`} />
                  </button>
                  <figcaption>{formatDateTime(proof.uploadedAt)} 上传</figcaption>
                </figure>
              </li>
            ))}
          </ul>
        )}
      </section>
      <CollectionAccount account={data.account} amount={data.amount} />
    </>
  );
}
