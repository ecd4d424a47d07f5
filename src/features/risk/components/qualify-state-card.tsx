import type { CertificationStatusData } from '@gen/model/certificationStatusData';
import { dateText } from '../model/level-text';
import { dateTimeText, QUALIFIED_TONE } from '../model/qualify-text';
import { chinaToday, daysLeft, EXPIRY_WARNING_DAYS } from '../model/rules';
import '../styles/qualify.css';

export interface QualifyStateCardProps {
  status: CertificationStatusData;
  /** Working days a review takes (certificationCondition). */
  reviewDays?: number;
}

/**
 * The investor's qualified-investor certification as the pages show it: the state (未认证 / 审核中 /
 * 已认证 / 已驳回 / 已过期) and what goes with it (validity, days left, the review's time, the
 * reviewer's reason).
 */
export function QualifyStateCard({ status, reviewDays }: QualifyStateCardProps) {
  const left = status.validUntil ? daysLeft(status.validUntil, chinaToday()) : undefined;
  return (
    <section className="risk-card" aria-label="合格投资者认证状态">
      <p className="risk-card-caption">合格投资者认证</p>
      <p className="risk-card-level qualify-state" data-tone={QUALIFIED_TONE[status.qualifiedState]}>
        {status.qualifiedStateName}
      </p>
      {status.qualifiedState === 'CERTIFIED' && status.validUntil ? (
        <p className="risk-card-state">
          <span className="risk-badge" data-tone="success">
            有效
          </span>
          <span>有效期至{dateText(status.validUntil)}</span>
        </p>
      ) : null}
      {status.qualifiedState === 'CERTIFIED' && left !== undefined && left <= EXPIRY_WARNING_DAYS ? (
        <p className="risk-card-note" data-tone="warning">
          {left === 0 ? '认证今日到期' : `认证将于${left}天后到期`}，请及时重新认证，以免影响产品购买。
        </p>
      ) : null}
      {status.qualifiedState === 'REVIEWING' ? (
        <p className="risk-card-note">
          {status.latestSubmittedAt
            ? `您于${dateTimeText(status.latestSubmittedAt)}提交的认证材料正在审核，`
            : '认证材料正在审核，'}
          {reviewDays ? `预计${reviewDays}个工作日内完成。` : '请耐心等待。'}
        </p>
      ) : null}
      {status.qualifiedState === 'REJECTED' ? (
        <p className="risk-card-note" data-tone="danger">
          驳回原因：{status.rejectReason ?? '材料不符合要求'}
        </p>
      ) : null}
      {status.qualifiedState === 'EXPIRED' ? (
        <p className="risk-card-note" data-tone="danger">
          {status.validUntil ? `认证已于${dateText(status.validUntil)}到期，` : '认证已过期，'}
          重新认证前暂不能购买信托产品。
        </p>
      ) : null}
      {status.qualifiedState === 'NONE' ? (
        <p className="risk-card-note">完成合格投资者认证后，方可购买信托产品。</p>
      ) : null}
    </section>
  );
}
