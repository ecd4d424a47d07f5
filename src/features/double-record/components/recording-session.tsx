import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import {
  getSelectDoubleRecordResultQueryKey,
  getToDrListQueryKey,
  useDoubleRecordFinishReport,
} from '@gen/hooks/double-record/double-record';
import type { DrSession } from '@gen/model/drSession';
import { getEnvironment } from '@/env/startup';
import { PageFooterHint, PageFrame } from '@/page-kit/page-frame';
import { useSubmit } from '@/page-kit/submit';
import { CameraPreview, CameraProblemView } from './camera-view';
import { stepSeconds } from '../model/labels';
import { useCamera } from '../hooks/use-camera';
import '../styles/double-record.css';

/**
 * The recording itself: the script step by step on camera, each step held its minimum time, then
 * doubleRecordFinishReport hands it to review.
 */
export function RecordingSession({ session, onEnd }: { session: DrSession; onEnd: () => void }) {
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
