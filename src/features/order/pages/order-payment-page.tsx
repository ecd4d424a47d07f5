import { Button } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  getQueryOrderDetailQueryKey,
  getQueryTransferProofQueryKey,
  useQueryTransferProof,
  useSaveTransferProof,
} from '@gen/hooks/order/order';
import { useUploadImage } from '@gen/hooks/risk/risk';
import type { TransferProofData } from '@gen/model/transferProofData';
import { isBusinessError } from '@/api/business-error';
import { ImageUpload } from '@/page-kit/image-upload';
import { PageFooterHint, PageFrame } from '@/page-kit/page-frame';
import { QueryView } from '@/page-kit/query-states';
import { ResultView } from '@/page-kit/result-page';
import { useSubmit } from '@/page-kit/submit';
import { hrefTo } from '@/routing/href';
import { usePageQuery } from '@/routing/use-page-query';
import { CollectionAccount } from '../components/collection-account';
import { OrderDeadline } from '../components/order-deadline';
import { OrderDetailSkeleton } from '../components/order-detail-skeleton';
import { OrderMissing } from '../components/order-missing';
import { readAsBase64 } from '../model/read-base64';
import { useOrderDetail } from '../hooks/use-order-detail';
import { WalletOption } from '../components/wallet/wallet-option';
import { WalletPayScreen } from '../components/wallet/wallet-pay-screen';
import '../styles/order-detail.css';

const MAX_PROOFS = 3;

/**
 * orderUpload (上传转账凭证): the collection account to transfer to (copy buttons, the payee
 * warning), the payment deadline counting down, then 1–3 images of the bank's transfer receipt
 * through the kit's ImageUpload (uploadImage, TRANSFER_PROOF) and saveTransferProof: the order
 * becomes 资金确认中. In 资金确认中 the proofs may still be replaced. A product that takes the
 * wallet offers it instead (?pay=wallet: ../wallet/).
 */
export default function OrderPaymentPage() {
  const { orderNo, pay, walletPayNo } = usePageQuery('orderUpload');
  if (!orderNo) return <OrderMissing />;
  if (pay === 'wallet') return <WalletPayScreen orderNo={orderNo} walletPayNo={walletPayNo} />;
  return <UploadScreen orderNo={orderNo} />;
}

function UploadScreen({ orderNo }: { orderNo: string }) {
  const query = useQueryTransferProof(
    { orderNo },
    { query: { staleTime: 0 }, request: { ownCodes: ['05040001'] } },
  );
  const [saved, setSaved] = useState(false);
  if (isBusinessError(query.error, '05040001')) return <OrderMissing notFound />;
  if (saved) return <Saved orderNo={orderNo} />;
  return (
    <PageFrame busy={query.isPending}>
      <QueryView query={query} skeleton={<OrderDetailSkeleton />} pendingLabel="收款信息加载中">
        {(data) => (
          <UploadBody data={data} onSaved={() => setSaved(true)} onDeadline={() => void query.refetch()} />
        )}
      </QueryView>
    </PageFrame>
  );
}

function UploadBody({
  data,
  onSaved,
  onDeadline,
}: {
  data: TransferProofData;
  onSaved: () => void;
  onDeadline: () => void;
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { orderNo } = data;
  const [fileIds, setFileIds] = useState<string[]>(() => data.proofs.map((proof) => proof.fileId));
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const uploadImage = useUploadImage();
  const save = useSaveTransferProof({ request: { label: '提交', ownCodes: ['05040002', '05040006'] } });
  const walletPayable = useOrderDetail(orderNo).query.data?.walletPayable === true;

  const upload = async (file: File) => {
    const answer = await uploadImage.mutateAsync({
      data: {
        bizType: 'TRANSFER_PROOF',
        fileName: file.name.slice(-100) || 'proof.jpg',
        contentType: file.type === 'image/png' ? 'image/png' : 'image/jpeg',
        base64Content: await readAsBase64(file),
      },
    });
    return answer.fileId;
  };

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: getQueryTransferProofQueryKey({ orderNo }) }),
      queryClient.invalidateQueries({ queryKey: getQueryOrderDetailQueryKey({ orderNo }) }),
    ]);

  const submit = useSubmit(async () => {
    if (busy || fileIds.length === 0) return;
    setRefusal(undefined);
    try {
      await save.mutateAsync({ data: { orderNo, fileIds } });
      await refresh();
      onSaved();
    } catch (error) {
      if (isBusinessError(error, '05040006')) {
        setRefusal('订单已过打款截止时间，订单已失效，无法再上传凭证。如需认购请重新下单。');
        await refresh();
      } else if (isBusinessError(error, '05040002')) {
        setRefusal('订单状态已变化，无需再上传凭证，请返回订单查看最新状态。');
        await refresh();
      } else throw error;
    }
  });

  if (!data.canUpload) {
    return (
      <>
        <ResultView
          status="warning"
          title={data.status === 'EXPIRED' ? '订单已失效' : '当前无需上传转账凭证'}
          description={
            data.status === 'EXPIRED'
              ? '未在打款截止时间前完成打款，订单已自动失效。如需认购请重新下单。'
              : '该订单当前不在打款环节，请返回订单查看最新状态。'
          }
        />
        <Button block size="large" onClick={() => void navigate(hrefTo('productOrderDetails', { orderNo }))}>
          查看订单
        </Button>
      </>
    );
  }

  return (
    <>
      {data.status === 'TO_PAY' && data.paymentDeadline ? (
        <OrderDeadline title="待打款" prefix="请于" deadline={data.paymentDeadline} onEnd={onDeadline} />
      ) : null}
      {data.status === 'FUNDS_CHECKING' ? (
        <section className="order-banner order-banner-progress">
          <p className="order-banner-title">资金确认中</p>
          <p className="order-banner-text">
            凭证已提交。如上传有误，可重新选择后再次提交，将替换此前的凭证。
          </p>
        </section>
      ) : null}
      <p className="order-note">{data.productName}</p>
      {walletPayable && data.status === 'TO_PAY' ? <WalletOption orderNo={orderNo} /> : null}
      <CollectionAccount account={data.account} amount={data.amount} />
      <section className="order-panel" aria-label="转账凭证">
        <h3 className="order-panel-title">上传转账凭证</h3>
        <ImageUpload
          label="转账凭证"
          value={fileIds}
          onChange={setFileIds}
          upload={upload}
          maxCount={MAX_PROOFS}
          onBusyChange={setBusy}
          hint="请上传网银或手机银行的转账成功截图、银行回单，1–3张，支持JPG/PNG"
        />
      </section>
      {refusal ? (
        <p className="order-warning" role="alert">
          {refusal}
        </p>
      ) : null}
      <footer className="order-inline-footer">
        <PageFooterHint>提交后我司将尽快确认到账，确认后进入24小时冷静期</PageFooterHint>
        <Button
          block
          color="primary"
          size="large"
          loading={submit.pending}
          disabled={submit.pending || busy || fileIds.length === 0}
          onClick={() => void submit.run()}
        >
          {data.status === 'FUNDS_CHECKING' ? '重新提交凭证' : '提交凭证'}
        </Button>
      </footer>
    </>
  );
}

function Saved({ orderNo }: { orderNo: string }) {
  const navigate = useNavigate();
  return (
    <PageFrame
      title="提交成功"
      back={false}
      footer={
        <Button
          block
          color="primary"
          size="large"
          onClick={() => void navigate(hrefTo('productOrderDetails', { orderNo }), { replace: true })}
        >
          查看订单
        </Button>
      }
    >
      <ResultView
        status="review"
        title="转账凭证已提交"
        description="资金确认中。我司确认到账后，订单进入24小时冷静期，冷静期内您可无条件撤销认购。"
      />
    </PageFrame>
  );
}
