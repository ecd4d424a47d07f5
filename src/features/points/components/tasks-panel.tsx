import { Skeleton } from 'antd-mobile';
import { Link } from 'react-router-dom';
import { useUserTaskcouponList, useUserTaskIntegral } from '@gen/hooks/points/points';
import type { PointsTaskCode } from '@gen/model/pointsTaskCode';
import { QueryView } from '@/page-kit/query-states';
import { hrefTo } from '@/routing/href';
import type { AppPath } from '@/routing/query-params';
import { couponValueText, STATE_NAMES, wanText } from '../model/member-centre-text';
import { pointsText } from '../model/points-text';

/** The page that does each task (the route table's typed links; the server names only the task). */
const TASK_TARGETS: Record<PointsTaskCode, () => AppPath> = {
  COMPLETE_INFO: () => hrefTo('personInfo'),
  BIND_CARD: () => hrefTo('bankCardList'),
  RISK_ASSESSMENT: () => hrefTo('ratingStep1'),
  FIRST_SUBSCRIBE: () => hrefTo('investProductList'),
  CRS_DECLARATION: () => hrefTo('fiscal/identity'),
  INVITE_FRIEND: () => hrefTo('getQrcode'),
  READ_ARTICLE: () => hrefTo('inforList'),
};

function Tasks() {
  const tasks = useUserTaskIntegral({});
  return (
    <QueryView
      query={tasks}
      skeleton={<Skeleton.Paragraph lineCount={5} animated />}
      pendingLabel="积分任务加载中"
      isEmpty={(list) => list.length === 0}
      empty={{ title: '暂无积分任务' }}
    >
      {(list) => (
        <ul className="task-list" aria-label="积分任务">
          {[...list]
            .sort((a, b) => Number(a.status === 'DONE') - Number(b.status === 'DONE'))
            .map((task) => (
              <li key={task.taskCode} className="task-row">
                <div className="task-text">
                  <span className="task-name">{task.name}</span>
                  <span className="task-desc">
                    {task.description}
                    {task.couponName ? `，另赠${task.couponName}` : ''}
                  </span>
                </div>
                <span className="task-points">+{pointsText(task.points)}</span>
                {task.status === 'DONE' ? (
                  <span className="task-done">已完成</span>
                ) : (
                  <Link className="task-go" to={TASK_TARGETS[task.taskCode]()}>
                    去完成
                  </Link>
                )}
              </li>
            ))}
        </ul>
      )}
    </QueryView>
  );
}

function Coupons() {
  const coupons = useUserTaskcouponList({});
  return (
    <QueryView
      query={coupons}
      skeleton={<Skeleton.Paragraph lineCount={3} animated />}
      pendingLabel="任务优惠券加载中"
      isEmpty={(list) => list.length === 0}
      empty={{ title: '暂无任务奖励券', description: '完成积分任务可获得认购优惠券' }}
    >
      {(list) => (
        <ul className="ticket-list" aria-label="任务奖励券">
          {list.map((coupon) => (
            <li key={coupon.couponId} className={`ticket ticket-${coupon.status.toLowerCase()}`}>
              <span className="ticket-value">{couponValueText(coupon)}</span>
              <span className="ticket-name">{coupon.name}</span>
              <span className="ticket-note">
                {coupon.minAmount ? `认购满${wanText(coupon.minAmount)}可用 · ` : ''}
                来自「{coupon.taskName}」 · 有效期至 {coupon.validUntil}
              </span>
              <span className="ticket-state">{STATE_NAMES[coupon.status]}</span>
            </li>
          ))}
        </ul>
      )}
    </QueryView>
  );
}

/** 积分任务: open tasks first with 去完成 to the page that does each, then the coupons they gave. */
export function TasksPanel() {
  return (
    <section className="points-card" aria-label="积分任务">
      <h2 className="points-card-title">积分任务</h2>
      <Tasks />
      <h3 className="points-subtitle">任务奖励券</h3>
      <Coupons />
      <p className="draw-rules">优惠券在认购时选择使用，每笔认购限用一张。</p>
    </section>
  );
}
