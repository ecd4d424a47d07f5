import { Link } from 'react-router-dom';
import { useSalesBehaviorQuestionnaireStatus } from '@gen/hooks/risk/risk';
import { hrefTo } from '@/routing/href';
import './visit-reminder.css';

/**
 * 您有 N 笔订单待回访 above the orders (salesBehaviorQuestionnaireStatus), leading to the list of
 * the visits due. Silent: without an answer, or with none due, nothing shows.
 */
export function VisitReminder() {
  const status = useSalesBehaviorQuestionnaireStatus({}, { request: { silent: true, hideLoading: true } });
  const count = status.data?.pendingCount ?? 0;
  if (count === 0) return null;
  return (
    <Link className="order-visit-reminder" to={hrefTo('saleQuestionnaire')}>
      <span>您有 {count} 笔订单待回访，回访通过后认购方可确认</span>
      <span className="order-visit-reminder-go">去回访</span>
    </Link>
  );
}
