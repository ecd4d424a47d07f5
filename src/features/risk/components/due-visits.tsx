import { Button, Skeleton } from 'antd-mobile';
import { Link, useNavigate } from 'react-router-dom';
import { useSalesBehaviorQuestionnaireStatus } from '@gen/hooks/risk/risk';
import type { DueReturnVisit } from '@gen/model/dueReturnVisit';
import { formatMoney } from '@/format/money';
import { cardClass } from '@/page-kit/card';
import { QueryView } from '@/page-kit/query-states';
import { ResultView } from '@/page-kit/result-page';
import { hrefTo } from '@/routing/href';
import { wanText } from '../model/wan-text';

/**
 * saleQuestionnaire opened without an order: every return visit due (salesBehaviorQuestionnaireStatus),
 * earliest deadline first, each leading to its questionnaire; none due: says so.
 */
export function DueVisits() {
  const status = useSalesBehaviorQuestionnaireStatus({});
  const navigate = useNavigate();
  return (
    <QueryView
      query={status}
      pendingLabel="待回访订单加载中"
      failedTitle="待回访订单加载失败"
      skeleton={<Skeleton.Paragraph lineCount={6} animated />}
    >
      {(data) =>
        data.visits.length === 0 ? (
          <ResultView
            status="success"
            title="暂无待回访订单"
            description="认购订单冷静期结束后，需完成回访问卷方可确认认购，届时将在这里提示您。"
          >
            <Button block color="primary" onClick={() => navigate(hrefTo('myOrder'), { replace: true })}>
              我的订单
            </Button>
          </ResultView>
        ) : (
          <>
            <p className="risk-intro">
              以下 {data.pendingCount}{' '}
              笔认购订单的冷静期已结束，请在回访截止日前完成回访问卷，回访通过后认购方可确认。
            </p>
            <ul className="risk-due-visits" aria-label="待回访订单">
              {data.visits.map((visit) => (
                <li key={visit.orderNo}>
                  <DueVisitCard visit={visit} />
                </li>
              ))}
            </ul>
          </>
        )
      }
    </QueryView>
  );
}

function DueVisitCard({ visit }: { visit: DueReturnVisit }) {
  return (
    <Link
      className={cardClass('risk-due-visit')}
      to={hrefTo('saleQuestionnaire', { orderNo: visit.orderNo })}
      aria-label={`${visit.productName}，回访截止${visit.dueDate}`}
    >
      <h2 className="risk-due-visit-name">{visit.productName}</h2>
      <p className="risk-due-visit-line">
        认购金额 {formatMoney(visit.amount)}元（{wanText(visit.amount)}）
      </p>
      <p className="risk-due-visit-line">订单编号 {visit.orderNo}</p>
      <p className="risk-due-visit-foot">
        <span>回访截止 {visit.dueDate}</span>
        <span className="risk-due-visit-go">去回访</span>
      </p>
    </Link>
  );
}
