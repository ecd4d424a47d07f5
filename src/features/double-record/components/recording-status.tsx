import { useQueryClient } from '@tanstack/react-query';
import { Button, Skeleton, Steps, Toast } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  getSelectDoubleRecordResultQueryKey,
  useInitiateDr,
  useSelectDoubleRecordResult,
  useToDrList,
} from '@gen/hooks/double-record/double-record';
import type { DrResult } from '@gen/model/drResult';
import type { DrSession } from '@gen/model/drSession';
import type { DrTask } from '@gen/model/drTask';
import { isBusinessError } from '@/api/business-error';
import { formatMoney } from '@/format/money';
import { PageFooterHint, PageFrame } from '@/page-kit/page-frame';
import { QueryView } from '@/page-kit/query-states';
import { ResultView } from '@/page-kit/result-page';
import { hrefTo } from '@/routing/href';
import { DR_STATUS } from '../model/labels';
import '../styles/double-record.css';

/**
 * One order's recording: its state (selectDoubleRecordResult, polled while 质检中), the steps, and
 * 开始双录 / 重录, which starts a session (initiateDr) with the face token from the liveness check.
 */
export function OrderStatus({
  orderNo,
  faceToken,
  onTokenSpent,
  onSession,
}: {
  orderNo: string;
  faceToken: string | undefined;
  onTokenSpent: () => void;
  onSession: (session: DrSession) => void;
}) {
  const navigate = useNavigate();
  const result = useSelectDoubleRecordResult(
    { orderNo },
    {
      query: { refetchInterval: (query) => (query.state.data?.status === 'REVIEWING' ? 2000 : false) },
      request: { ownCodes: ['05171001'] },
    },
  );
  const tasks = useToDrList({});
  const task = tasks.data?.find((t) => t.orderNo === orderNo);
  const initiate = useInitiateDr({ request: { ownCodes: ['05171005', '05171004'] } });
  const queryClient = useQueryClient();
  const started = useRef(false);
  const [startSettled, setStartSettled] = useState(false);

  // Back from a passed face check: start the recording once.
  useEffect(() => {
    if (!faceToken || started.current || !result.data?.canRetry) return;
    started.current = true;
    initiate
      .mutateAsync({ data: { orderNo, faceToken } })
      .then(
        (session) => {
          onTokenSpent();
          onSession(session);
        },
        (error: unknown) => {
          onTokenSpent();
          if (isBusinessError(error, '05171005'))
            Toast.show({ content: '人脸核验已失效，请重新进行人脸识别', duration: 2000 });
          void queryClient.invalidateQueries({ queryKey: getSelectDoubleRecordResultQueryKey({ orderNo }) });
        },
      )
      .finally(() => setStartSettled(true));
  });

  if (isBusinessError(result.error, '05171001'))
    return (
      <PageFrame
        footer={
          <Button
            block
            color="primary"
            size="large"
            onClick={() => void navigate(hrefTo('signTheContract', { orderNo }))}
          >
            查看签署进度
          </Button>
        }
      >
        <ResultView
          status="warning"
          title="该订单暂无双录任务"
          description="订单无需双录，或合同尚未签署完成；签署完成后即可进行双录。"
        />
      </PageFrame>
    );

  const starting = Boolean(faceToken) && !startSettled && result.data?.canRetry === true;
  return (
    <PageFrame
      busy={result.isPending}
      footer={result.data && !starting ? <StatusFooter orderNo={orderNo} result={result.data} /> : null}
    >
      <QueryView
        query={result}
        skeleton={<Skeleton.Paragraph lineCount={8} animated />}
        pendingLabel="双录状态加载中"
      >
        {(data) =>
          starting ? (
            <section className="dr-card" role="status">
              <p className="dr-text">人脸核验通过，正在发起双录…</p>
            </section>
          ) : (
            <StatusBody result={data} task={task} />
          )
        }
      </QueryView>
    </PageFrame>
  );
}

const STEP_OF = { PENDING: 0, REJECTED: 0, RECORDING: 1, REVIEWING: 2, PASSED: 3 } as const;

function StatusBody({ result, task }: { result: DrResult; task: DrTask | undefined }) {
  const status = DR_STATUS[result.status];
  const current = STEP_OF[result.status];
  return (
    <>
      {task ? (
        <section className="dr-card" aria-label="订单">
          <h2 className="dr-title">{task.productName}</h2>
          <p className="dr-text dr-weak">
            {task.orderType === 'ADDITIONAL' ? '追加认购' : '认购'} {formatMoney(task.amount)}元 · 风险等级{' '}
            {task.riskLevel} · 订单号 {task.orderNo}
          </p>
        </section>
      ) : null}
      <section className="dr-card" aria-label="双录状态">
        <p className="dr-status-line">
          当前状态 <span className={`dr-tag dr-tag-${status.tone}`}>{status.text}</span>
        </p>
        <Steps direction="vertical" current={current}>
          <Steps.Step
            title="人脸识别"
            description="同意后核验本人身份"
            status={current > 0 ? 'finish' : 'process'}
          />
          <Steps.Step
            title="录制中"
            description="按提示朗读或回答"
            status={current > 1 ? 'finish' : current === 1 ? 'process' : 'wait'}
          />
          <Steps.Step
            title="质检中"
            description="一般1个工作日内完成"
            status={current > 2 ? 'finish' : current === 2 ? 'process' : 'wait'}
          />
          <Steps.Step
            title="通过"
            description="通过后可支付认购款"
            status={current === 3 ? 'finish' : 'wait'}
          />
        </Steps>
        {result.status === 'REJECTED' ? (
          <p className="dr-reject" role="alert">
            不通过原因：{result.rejectReason ?? '请重新录制'}
          </p>
        ) : null}
        {result.status === 'REVIEWING' ? (
          <p className="dr-text dr-weak" role="status">
            录制已提交质检，结果出来后本页自动更新。
          </p>
        ) : null}
      </section>
    </>
  );
}

function StatusFooter({ orderNo, result }: { orderNo: string; result: DrResult }) {
  const navigate = useNavigate();
  const go = (to: string) => void navigate(to);
  if (result.status === 'PASSED')
    return (
      <Button
        block
        color="primary"
        size="large"
        onClick={() => go(hrefTo('productOrderDetails', { orderNo }))}
      >
        双录已通过，去打款
      </Button>
    );
  if (result.canRetry)
    return (
      <>
        <PageFooterHint>请准备好本人身份证件，全程约3分钟</PageFooterHint>
        <Button block color="primary" size="large" onClick={() => go(hrefTo('livingBodyPage', { orderNo }))}>
          {result.status === 'REJECTED' ? '重新录制' : '开始双录'}
        </Button>
      </>
    );
  return (
    <Button block fill="outline" color="primary" size="large" onClick={() => go(hrefTo('doubleLinkH5'))}>
      查看全部双录任务
    </Button>
  );
}
