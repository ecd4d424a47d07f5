import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useResendContract } from '@gen/hooks/order/order';
import type { ResendContractData } from '@gen/model/resendContractData';
import { isApiError } from '@/api/api-error';
import { isBusinessError } from '@/api/business-error';
import { PageFrame } from '@/page-kit/page-frame';
import { openExternal, RedirectingPage } from '@/page-kit/redirecting-page';
import { ResultView } from '@/page-kit/result-page';
import { hrefTo } from '@/routing/href';
import { usePageQuery } from '@/routing/use-page-query';
import { MissingOrder } from '../components/missing-order';
import { VendorReturn } from '../components/vendor-return';
import { useOnce } from '../hooks/use-once';
import '../styles/contract.css';

/**
 * signatureMiddlePage, the e-signature hand-off (签署中):
 * - on the way out, resendContract opens a signing flow at the vendor and the page sends the
 *   investor to the vendor's page through the kit's RedirectingPage (allow-listed origins only,
 *   VITE_ALLOWED_ORIGINS), with this page as the return address;
 * - on the way back (back=1, with the flow id and the vendor's result), submitContractSign asks
 *   the server for the flow's outcome, which the page shows: signed (and what comes next), not
 *   signed (failure or cancel: 重新签署), or a flow that expired.
 */
export default function ESignHandOffPage() {
  const { orderNo, contractNo, back, signFlowId, result } = usePageQuery('signatureMiddlePage');
  if (!orderNo || !contractNo) return <MissingOrder what="合同" />;
  if (back)
    return (
      <VendorReturn orderNo={orderNo} contractNo={contractNo} signFlowId={signFlowId} vendorResult={result} />
    );
  return <ToVendor orderNo={orderNo} contractNo={contractNo} />;
}

/** Leaving for the vendor's page (allow-listed by RedirectingPage first): a seam for tests. */
export const vendorNavigation = {
  open(url: string, replace: boolean): void {
    openExternal(url, replace);
  },
};

/** This page's own address for the vendor to send the investor back to. */
function returnUrl(orderNo: string, contractNo: string): string {
  const path = hrefTo('signatureMiddlePage', { orderNo, contractNo, back: true });
  return new URL(`${import.meta.env.BASE_URL}${path.slice(1)}`, window.location.origin).href;
}

function ToVendor({ orderNo, contractNo }: { orderNo: string; contractNo: string }) {
  const resend = useResendContract({
    request: { ownCodes: ['05050003', '05050005', '05044001', '05044002', '05050001', '05050004'] },
  });
  const [flow, setFlow] = useState<ResendContractData>();
  const [failure, setFailure] = useState<unknown>();
  useOnce(() => {
    resend
      .mutateAsync({ data: { orderNo, contractNo, returnUrl: returnUrl(orderNo, contractNo) } })
      .then(setFlow, setFailure);
  });

  if (failure !== undefined)
    return <HandOffRefused orderNo={orderNo} contractNo={contractNo} error={failure} />;
  return (
    <RedirectingPage
      title="签署中"
      target={flow?.signUrl}
      pending={!flow}
      open={(url, replace) => vendorNavigation.open(url, replace)}
    />
  );
}

/** Why the hand-off cannot start, and the one way on. */
function HandOffRefused({
  orderNo,
  contractNo,
  error,
}: {
  orderNo: string;
  contractNo: string;
  error: unknown;
}) {
  const navigate = useNavigate();
  const hub = hrefTo('signTheContract', { orderNo });
  const { title, description, action } = isBusinessError(error, '05050003')
    ? {
        title: '请先阅读全部必读文件',
        description: '签署前须逐份阅读必读文件至末页。',
        action: { text: '去阅读', to: hrefTo('pdfList', { orderNo }) },
      }
    : isBusinessError(error, '05050005')
      ? {
          title: '该合同已签署',
          description: '无需重复签署，可在签署进度中查看。',
          action: { text: '返回签署进度', to: hub },
        }
      : isBusinessError(error, '05044001')
        ? {
            title: '该合同需手写签名',
            description: '请在合同确认页完成手写签名。',
            action: { text: '去签署', to: hrefTo('confirmContract', { orderNo, contractNo }) },
          }
        : isBusinessError(error, '05044002')
          ? {
              title: '订单当前不可签署',
              description: '订单已撤单或已失效，如需认购请重新下单。',
              action: { text: '查看我的订单', to: hrefTo('myOrder') },
            }
          : {
              title: '暂时无法发起签署',
              description: isApiError(error) ? error.message : '网络不稳定，请稍后重试。',
              action: { text: '返回签署进度', to: hub },
            };
  return (
    <PageFrame
      title="签署中"
      footer={
        <Button
          block
          color="primary"
          size="large"
          onClick={() => void navigate(action.to, { replace: true })}
        >
          {action.text}
        </Button>
      }
    >
      <ResultView status="warning" title={title} description={description} />
    </PageFrame>
  );
}
