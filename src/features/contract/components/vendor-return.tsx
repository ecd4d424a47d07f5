import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  getCheckViewAllPdfQueryKey,
  getGetProductContractsQueryKey,
  useSubmitContractSign,
} from '@gen/hooks/contract/contract';
import type { SignResultData } from '@gen/model/signResultData';
import { isApiError } from '@/api/api-error';
import { isBusinessError } from '@/api/business-error';
import { BackBar } from '@/page-kit/back-bar';
import { PageFrame } from '@/page-kit/page-frame';
import { ResultView } from '@/page-kit/result-page';
import { isWeChatContainer } from '@/page-kit/title-bar';
import { hrefTo } from '@/routing/href';
import { useOnce } from '../hooks/use-once';
import '../styles/contract.css';

type Outcome = { kind: 'answer'; data: SignResultData } | { kind: 'error'; error: unknown };

/** Back from the vendor's signing page: asks for the signing's result and says what it was. */
export function VendorReturn({
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
  // Arrived from the vendor's page (a full load): no in-app history, so back leads to the hub.
  const backToHub = () => go(hub);

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
        <SignResultFrame onBack={backToHub} footer={buttons({ text: '返回签署进度', to: hub })}>
          <ResultView status="success" title="该合同已签署" description="无需重复签署。" />
        </SignResultFrame>
      );
    // Refused before the flow was looked at: the documents (05050003) or the order (05044002).
    if (isBusinessError(error, '05050003'))
      return (
        <SignResultFrame
          onBack={backToHub}
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
        </SignResultFrame>
      );
    if (isBusinessError(error, '05044002'))
      return (
        <SignResultFrame onBack={backToHub} footer={buttons({ text: '查看我的订单', to: hrefTo('myOrder') })}>
          <ResultView
            status="warning"
            title="订单当前不可签署"
            description="订单已撤单或已失效，如需认购请重新下单。"
          />
        </SignResultFrame>
      );
    const expired = isBusinessError(error, '05050007') || error === 'no-flow';
    return (
      <SignResultFrame
        onBack={backToHub}
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
      </SignResultFrame>
    );
  }

  const { data } = outcome;
  if (data.signState !== 'SIGNED')
    return (
      <SignResultFrame
        onBack={backToHub}
        footer={buttons({ text: '重新签署', to: again }, { text: '返回签署进度', to: hub })}
      >
        <ResultView
          status="failure"
          title="合同未签署"
          description={data.failReason ?? '本次签署未完成，您可以重新签署。'}
        />
      </SignResultFrame>
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
    <SignResultFrame
      onBack={backToHub}
      footer={buttons(
        { text: next.text, to: next.to },
        data.nextStep === 'SIGN' || data.nextStep === 'DONE' ? undefined : { text: '查看签署进度', to: hub },
      )}
    >
      <ResultView status="success" title="签署成功" description={next.description} />
    </SignResultFrame>
  );
}

/**
 * The frame of every 签署结果: it opens after the vendor's full page load, without in-app history,
 * so its back arrow is given (to the signing progress); inside WeChat and WeCom, whose own bar
 * replaces ours, the kit's 返回 bar says it.
 */
function SignResultFrame({
  onBack,
  footer,
  children,
}: {
  onBack: () => void;
  footer: ReactNode;
  children: ReactNode;
}) {
  return (
    <PageFrame title="签署结果" back={onBack} footer={footer}>
      {isWeChatContainer() ? <BackBar onBack={onBack} /> : null}
      {children}
    </PageFrame>
  );
}
