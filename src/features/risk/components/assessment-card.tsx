import type { AssessmentState } from '@gen/model/assessmentState';
import type { InvestorLevel } from '@gen/model/investorLevel';
import { ASSESSMENT_STATE_NAMES, chinaToday, daysLeft } from '../model/rules';
import { buyableText, dateText, levelLabel } from '../model/level-text';
import '../styles/risk.css';

export interface AssessmentCardProps {
  riskLevel?: InvestorLevel;
  riskLevelName?: string;
  riskExpiryDate?: string;
  assessmentState: AssessmentState;
  /** A caption above the level, e.g. 您的风险承受能力. */
  caption?: string;
}

const TONE: Record<AssessmentState, string> = {
  NONE: 'weak',
  VALID: 'success',
  EXPIRING: 'warning',
  EXPIRED: 'danger',
};

/**
 * The investor's risk level as every risk page shows it: level and name, the state today
 * (未测评 / 有效 / 即将到期 / 已过期) with the expiry date, and the product levels it allows.
 */
export function AssessmentCard({
  riskLevel,
  riskLevelName,
  riskExpiryDate,
  assessmentState,
  caption = '您的风险承受能力',
}: AssessmentCardProps) {
  const left = riskExpiryDate ? daysLeft(riskExpiryDate, chinaToday()) : undefined;
  return (
    <section className="risk-card" aria-label={caption}>
      <p className="risk-card-caption">{caption}</p>
      {riskLevel && assessmentState !== 'NONE' ? (
        <p className="risk-card-level">{levelLabel(riskLevel, riskLevelName)}</p>
      ) : (
        <p className="risk-card-level risk-card-level-none">尚未测评</p>
      )}
      <p className="risk-card-state">
        <span className="risk-badge" data-tone={TONE[assessmentState]}>
          {ASSESSMENT_STATE_NAMES[assessmentState]}
        </span>
        {riskExpiryDate && assessmentState !== 'NONE' ? (
          <span>
            {assessmentState === 'EXPIRED' ? '已于' : '有效期至'}
            {dateText(riskExpiryDate)}
            {assessmentState === 'EXPIRED' ? '到期' : ''}
          </span>
        ) : null}
      </p>
      {assessmentState === 'EXPIRING' && left !== undefined ? (
        <p className="risk-card-note" data-tone="warning">
          {left === 0 ? '测评结果今日到期' : `测评结果将于${left}天后到期`}
          ，请及时重新测评，以免影响产品购买。
        </p>
      ) : null}
      {assessmentState === 'EXPIRED' ? (
        <p className="risk-card-note" data-tone="danger">
          测评结果已过期，重新测评前暂不能购买信托产品。
        </p>
      ) : null}
      {assessmentState === 'NONE' ? (
        <p className="risk-card-note">完成风险测评后，方可购买与您风险承受能力相匹配的信托产品。</p>
      ) : null}
      {riskLevel && (assessmentState === 'VALID' || assessmentState === 'EXPIRING') ? (
        <p className="risk-card-buyable">
          可购买产品风险等级：<strong>{buyableText(riskLevel)}</strong>
        </p>
      ) : null}
    </section>
  );
}
