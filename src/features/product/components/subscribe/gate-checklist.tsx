import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import type { PurchaseCheckState } from '@gen/model/purchaseCheckState';
import type { AppPath } from '@/routing/query-params';
import { CHECK_TITLES, STATE_NAMES } from '@/features/product/model/gate-items';
import type { GateRow } from '@/features/product/model/qualification';
import { useReclickGuard } from '@/page-kit/reclick-guard';
import './gate-checklist.css';

/** A glyph in a coloured disc per state (the state's name is said in words beside it). */
const ICONS: Readonly<Record<PurchaseCheckState, string>> = {
  PASSED: '✓',
  WARNING: '!',
  FAILED: '✕',
  PENDING: '…',
  NOT_REQUIRED: '✓',
  NOTICE: 'i',
};

/**
 * The suitability gate's list: every pre-check with its state, why, and for a failed one the one
 * tap that fixes it (another domain's page; the gate checks again when the investor comes back).
 */
export function GateChecklist({ rows }: { rows: readonly GateRow[] }) {
  const navigate = useNavigate();
  const go = useReclickGuard((href: AppPath) => navigate(href));
  return (
    <ol className="gate-checklist" aria-label="认购前检查">
      {rows.map(({ check, fix }) => {
        const title = CHECK_TITLES[check.item];
        return (
          <li key={check.item} className="gate-check" data-state={check.state}>
            <span className="gate-check-icon" aria-hidden="true">
              {ICONS[check.state]}
            </span>
            <div className="gate-check-body">
              <div className="gate-check-head">
                <span className="gate-check-title">{title}</span>
                <span className="gate-check-summary">
                  <span className="gate-check-state-name">{STATE_NAMES[check.state]}：</span>
                  {check.summary}
                </span>
              </div>
              {check.message ? <p className="gate-check-message">{check.message}</p> : null}
              {fix ? (
                <Button
                  className="gate-check-fix"
                  size="small"
                  color="primary"
                  fill={check.state === 'FAILED' ? 'solid' : 'outline'}
                  aria-label={`${fix.label}（${title}）`}
                  onClick={() => go(fix.href)}
                >
                  {fix.label}
                </Button>
              ) : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
