import { useQueryClient } from '@tanstack/react-query';
import { Button, Skeleton, Steps, Toast } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  getSelectDoubleRecordResultQueryKey,
  getToDrListQueryKey,
  useDoubleRecordFinishReport,
  useInitiateDr,
  useSelectDoubleRecordResult,
  useToDrList,
} from '@gen/hooks/double-record/double-record';
import type { DrResult } from '@gen/model/drResult';
import type { DrSession } from '@gen/model/drSession';
import type { DrTask } from '@gen/model/drTask';
import { isBusinessError } from '@/api/business-error';
import { getEnvironment } from '@/env/startup';
import { formatMoney } from '@/format/money';
import { PageFooterHint, PageFrame } from '@/page-kit/page-frame';
import { QueryView } from '@/page-kit/query-states';
import { ResultView } from '@/page-kit/result-page';
import { useSubmit } from '@/page-kit/submit';
import { hrefTo } from '@/routing/href';
import { usePageQuery } from '@/routing/use-page-query';
import { CameraPreview, CameraProblemView } from '../components/camera-view';
import { faceHandOff } from '../model/face-hand-off';
import { DR_STATUS, stepSeconds } from '../model/labels';
import { useCamera } from '../model/use-camera';
import '../components/double-record.css';

/**
 * doubleLinkH5 (远程双录): without an order, the investor's recording tasks (toDrList: 待双录 and
 * 不通过 first); with one, its state on the way 待双录 → 录制中 → 质检中 → 通过 (or 不通过 with
 * the reason and 重录). 开始双录 goes through the liveness check (livingBodyPage), which comes back
 * here with a face token: initiateDr answers the script, read step by step on camera (each step
 * its minimum time, slower in elderly mode), doubleRecordFinishReport hands it to review, and the
 * page polls selectDoubleRecordResult until the review is done.
 */
export default function DoubleLinkPage() {
  const { orderNo } = usePageQuery('doubleLinkH5');
  if (!orderNo) return <TaskList />;
  return <OrderRecording orderNo={orderNo} />;
}

function TaskList() {
  const tasks = useToDrList({});
  return (
    <PageFrame busy={tasks.isPending}>
      <QueryView
        query={tasks}
        skeleton={<Skeleton.Paragraph lineCount={8} animated />}
        pendingLabel="双录任务加载中"
        isEmpty={(list) => list.length === 0}
        empty={{ title: '暂无双录任务', description: '需要双录的订单签署合同后将显示在这里' }}
      >
        {(list) => (
          <>
            <p className="dr-text dr-weak dr-intro">
              根据监管要求，认购部分信托产品需进行录音录像（双录）。请在安静、光线充足的环境中办理，服务时间每日
              9:00–21:00。
            </p>
            <ul className="dr-list">
              {list.map((task) => (
                <TaskRow key={task.orderNo} task={task} />
              ))}
            </ul>
          </>
        )}
      </QueryView>
    </PageFrame>
  );
}

function TaskRow({ task }: { task: DrTask }) {
  const status = DR_STATUS[task.status];
  return (
    <li>
      <Link className="dr-row" to={hrefTo('doubleLinkH5', { orderNo: task.orderNo })}>
        <span className="dr-row-main">
          <span className="dr-row-title">{task.productName}</span>
          <span className="dr-row-sub">
            {task.orderType === 'ADDITIONAL' ? '追加认购' : '认购'} {formatMoney(task.amount)}元 · 订单号{' '}
            {task.orderNo}
          </span>
          {task.status === 'REJECTED' && task.rejectReason ? (
            <span className="dr-row-reason">{task.rejectReason}</span>
          ) : null}
        </span>
        <span className={`dr-tag dr-tag-${status.tone}`}>{status.text}</span>
      </Link>
    </li>
  );
}

function OrderRecording({ orderNo }: { orderNo: string }) {
  const [session, setSession] = useState<DrSession>();
  // Spent by the one initiateDr it opens (or refused): back on the status, nothing starts again.
  const [faceToken, setFaceToken] = useState(() => faceHandOff.take(orderNo));
  if (session) return <RecordingSession session={session} onEnd={() => setSession(undefined)} />;
  return (
    <OrderStatus
      orderNo={orderNo}
      faceToken={faceToken}
      onTokenSpent={() => setFaceToken(undefined)}
      onSession={setSession}
    />
  );
}

function OrderStatus({
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

function RecordingSession({ session, onEnd }: { session: DrSession; onEnd: () => void }) {
  const queryClient = useQueryClient();
  const camera = useCamera({ orderNo: session.orderNo, audio: true });
  const elderly = getEnvironment().elderly;
  const secondsOf = (index: number) => stepSeconds(session.script[index]?.minSeconds ?? 0, elderly);
  // The step on screen and the seconds it must still stay (counting only while the camera is on).
  const [{ step, left }, setTimer] = useState(() => ({ step: 0, left: secondsOf(0) }));
  const current = session.script[step];
  const startedAt = useRef(0);
  const finish = useDoubleRecordFinishReport();

  const { start } = camera;
  useEffect(() => {
    void start();
  }, [start]);

  const on = camera.state.kind === 'on';
  useEffect(() => {
    if (on && startedAt.current === 0) startedAt.current = Date.now();
  }, [on]);
  useEffect(() => {
    if (!on || left <= 0) return undefined;
    const timer = window.setTimeout(() => setTimer((t) => ({ ...t, left: t.left - 1 })), 1000);
    return () => window.clearTimeout(timer);
  }, [on, left]);
  const nextStep = () => setTimer({ step: step + 1, left: secondsOf(step + 1) });

  const last = step === session.script.length - 1;
  const submit = useSubmit(async () => {
    const reviewing = await finish.mutateAsync({
      data: {
        drId: session.drId,
        durationSeconds: Math.max(1, Math.round((Date.now() - (startedAt.current || Date.now())) / 1000)),
        completedSteps: session.script.length,
      },
    });
    camera.stop();
    // The status query sat unused while recording: its answer (质检中) goes straight into the cache,
    // so the status page never shows the stale 待双录 first.
    queryClient.setQueryData(getSelectDoubleRecordResultQueryKey({ orderNo: session.orderNo }), reviewing);
    await queryClient.invalidateQueries({ queryKey: getToDrListQueryKey({}) });
    onEnd();
  });

  return (
    <PageFrame
      title="双录录制中"
      footer={
        on && current ? (
          <>
            <PageFooterHint>
              第 {step + 1}/{session.script.length} 步{left > 0 ? ` · 请阅读 ${left} 秒` : ''}
            </PageFooterHint>
            <Button
              block
              color="primary"
              size="large"
              disabled={left > 0}
              loading={submit.pending}
              loadingText="正在提交"
              onClick={() => (last ? void submit.run() : nextStep())}
            >
              {last ? '完成录制' : '下一步'}
            </Button>
          </>
        ) : null
      }
    >
      {camera.state.kind === 'failed' ? (
        <CameraProblemView failure={camera.state.failure} onRetry={() => void camera.start()} />
      ) : camera.state.kind === 'on' && current ? (
        <>
          <CameraPreview stream={camera.state.stream} compact />
          <p className="dr-rec" role="status">
            <span className="dr-rec-dot" aria-hidden="true" /> 录制中
          </p>
          <section className="dr-card dr-script" aria-label="话术" aria-live="polite">
            <p className="dr-speaker">{current.speaker === 'STAFF' ? '系统播报' : '请您朗读'}</p>
            <p className="dr-line">{current.text}</p>
          </section>
        </>
      ) : (
        <section className="dr-card" role="status">
          <p className="dr-text">正在打开摄像头和麦克风，请在弹出的提示中选择“允许”…</p>
        </section>
      )}
    </PageFrame>
  );
}
