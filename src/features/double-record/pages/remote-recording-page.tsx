import { Skeleton } from 'antd-mobile';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useToDrList } from '@gen/hooks/double-record/double-record';
import type { DrSession } from '@gen/model/drSession';
import type { DrTask } from '@gen/model/drTask';
import { formatMoney } from '@/format/money';
import { PageFrame } from '@/page-kit/page-frame';
import { QueryView } from '@/page-kit/query-states';
import { hrefTo } from '@/routing/href';
import { usePageQuery } from '@/routing/use-page-query';
import { faceHandOff } from '../model/face-hand-off';
import { DR_STATUS } from '../model/labels';
import { RecordingSession } from '../components/recording-session';
import { OrderStatus } from '../components/recording-status';
import '../styles/double-record.css';

/**
 * doubleLinkH5 (远程双录): without an order, the investor's recording tasks (toDrList: 待双录 and
 * 不通过 first); with one, its state on the way 待双录 → 录制中 → 质检中 → 通过 (or 不通过 with
 * the reason and 重录). 开始双录 goes through the liveness check (livingBodyPage), which comes back
 * here with a face token: initiateDr answers the script, read step by step on camera (each step
 * its minimum time, slower in elderly mode), doubleRecordFinishReport hands it to review, and the
 * page polls selectDoubleRecordResult until the review is done.
 */
export default function RemoteRecordingPage() {
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
