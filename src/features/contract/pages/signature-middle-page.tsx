import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  getCheckViewAllPdfQueryKey,
  getGetProductContractsQueryKey,
  useSubmitContractSign,
} from '@gen/hooks/contract/contract';
import { useResendContract } from '@gen/hooks/order/order';
import type { ResendContractData } from '@gen/model/resendContractData';
import type { SignResultData } from '@gen/model/signResultData';
import { isApiError } from '@/api/api-error';
import { isBusinessError } from '@/api/business-error';
import { PageFrame } from '@/page-kit/page-frame';
import { openExternal, RedirectingPage } from '@/page-kit/redirecting-page';
import { ResultView } from '@/page-kit/result-page';
import { hrefTo } from '@/routing/href';
import { usePageQuery } from '@/routing/use-page-query';
import { MissingOrder } from '../components/missing-order';
import '../components/contract.css';

/**
 * signatureMiddlePage, the e-signature hand-off (签署中):
 * - on the way out, resendContract opens a signing flow at the vendor and the page sends the
 *   investor to the vendor's page through the kit's RedirectingPage (allow-listed origins only,
 *   VITE_ALLOWED_ORIGINS), with this page as the return address;
 * - on the way back (back=1, with the flow id and the vendor's result), submitContractSign asks
 *   the server for the flow's outcome, which the page shows: signed (and what comes next), not
 *   signed (failure or cancel: 重新签署), or a flow that expired.
 */
export default function SignatureMiddlePage() {
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

/** Runs a write once per page, even when React runs the effect twice. */
function useOnce(run: () => void) {
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    run();
  });
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

type Outcome = { kind: 'answer'; data: SignResultData } | { kind: 'error'; error: unknown };

function VendorReturn({
  orderNo,
  contractNo,
  signFlowId,
  vendorResult,
}: {
  orderNo: string;
  contractNo: string;
  signFlowId: string | undefined;
  vendorResult: 'SUCCESS' | 'FAIL' | 'CANCEL' | undefined;
}) {
  const queryClient = useQueryClient();
  const submit = useSubmitContractSign({
    request: { ownCodes: ['05050007', '05050005', '05050003', '05044002', '05050001', '05050004'] },
  });
  const [outcome, setOutcome] = useState<Outcome>();
  useOnce(() => {
    if (!signFlowId) {
      setOutcome({ kind: 'error', error: 'no-flow' });
      return;
    }
    submit
      .mutateAsync({
        data: {
          orderNo,
          contractNo,
          signMethod: 'ESIGN',
          signFlowId,
          ...(vendorResult ? { vendorResult } : {}),
        },
      })
      .then(
        (data) => setOutcome({ kind: 'answer', data }),
        (error: unknown) => setOutcome({ kind: 'error', error }),
      )
      .finally(() => {
        void queryClient.invalidateQueries({ queryKey: getGetProductContractsQueryKey({ orderNo }) });
        void queryClient.invalidateQueries({ queryKey: getCheckViewAllPdfQueryKey({ orderNo }) });
      });
  });

  if (!outcome)
    return (
      <PageFrame title="签署中">
        <ResultView
          status="review"
          title="正在确认签署结果"
          description="请稍候，正在向电子签名服务确认本次签署…"
        />
      </PageFrame>
    );
  return <SignOutcome orderNo={orderNo} contractNo={contractNo} outcome={outcome} />;
}

function SignOutcome({
  orderNo,
  contractNo,
  outcome,
}: {
  orderNo: string;
  contractNo: string;
  outcome: Outcome;
}) {
  const navigate = useNavigate();
  const go = (to: string) => void navigate(to, { replace: true });
  const hub = hrefTo('signTheContract', { orderNo });
  const again = hrefTo('signatureMiddlePage', { orderNo, contractNo });

  const buttons = (main: { text: string; to: string }, second?: { text: string; to: string }) => (
    <>
      <Button block color="primary" size="large" onClick={() => go(main.to)}>
        {main.text}
      </Button>
      {second ? (
        <Button
          block
          fill="none"
          size="large"
          className="contract-second-action"
          onClick={() => go(second.to)}
        >
          {second.text}
        </Button>
      ) : null}
    </>
  );

  if (outcome.kind === 'error') {
    const { error } = outcome;
    if (isBusinessError(error, '05050005'))
      return (
        <PageFrame title="签署结果" footer={buttons({ text: '返回签署进度', to: hub })}>
          <ResultView status="success" title="该合同已签署" description="无需重复签署。" />
        </PageFrame>
      );
    // Refused before the flow was looked at: the documents (05050003) or the order (05044002).
    if (isBusinessError(error, '05050003'))
      return (
        <PageFrame
          title="签署结果"
          footer={buttons(
            { text: '去阅读', to: hrefTo('pdfList', { orderNo }) },
            { text: '返回签署进度', to: hub },
          )}
        >
          <ResultView
            status="warning"
            title="请先阅读全部必读文件"
            description="签署前须逐份阅读必读文件至末页。"
          />
        </PageFrame>
      );
    if (isBusinessError(error, '05044002'))
      return (
        <PageFrame title="签署结果" footer={buttons({ text: '查看我的订单', to: hrefTo('myOrder') })}>
          <ResultView
            status="warning"
            title="订单当前不可签署"
            description="订单已撤单或已失效，如需认购请重新下单。"
          />
        </PageFrame>
      );
    const expired = isBusinessError(error, '05050007') || error === 'no-flow';
    return (
      <PageFrame
        title="签署结果"
        footer={buttons({ text: '重新签署', to: again }, { text: '返回签署进度', to: hub })}
      >
        <ResultView
          status="failure"
          title={expired ? '签署流程已失效' : '未能确认签署结果'}
          description={
            expired
              ? '本次签署已超时或已完成确认，请重新发起签署。'
              : isApiError(error)
                ? error.message
                : '网络不稳定，请稍后在签署进度中查看。'
          }
        />
      </PageFrame>
    );
  }

  const { data } = outcome;
  if (data.signState !== 'SIGNED')
    return (
      <PageFrame
        title="签署结果"
        footer={buttons({ text: '重新签署', to: again }, { text: '返回签署进度', to: hub })}
      >
        <ResultView
          status="failure"
          title="合同未签署"
          description={data.failReason ?? '本次签署未完成，您可以重新签署。'}
        />
      </PageFrame>
    );

  const next = {
    SIGN: { text: '继续签署其他合同', to: hub, description: '本合同已签署，订单还有合同待签署。' },
    DOUBLE_RECORD: {
      text: '进行双录',
      to: hrefTo('doubleLinkH5', { orderNo }),
      description: '合同已全部签署。根据监管要求，请完成录音录像（双录）后再支付认购款。',
    },
    PAY: {
      text: '去打款',
      to: hrefTo('productOrderDetails', { orderNo }),
      description: '合同已全部签署，请按订单详情中的指引完成转账。',
    },
    DONE: { text: '完成', to: hub, description: '签署已完成。' },
  }[data.nextStep];
  return (
    <PageFrame
      title="签署结果"
      footer={buttons(
        { text: next.text, to: next.to },
        data.nextStep === 'SIGN' || data.nextStep === 'DONE' ? undefined : { text: '查看签署进度', to: hub },
      )}
    >
      <ResultView status="success" title="签署成功" description={next.description} />
    </PageFrame>
  );
}
