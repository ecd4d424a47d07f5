import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { useQueryTrustChangeDetail } from '@gen/hooks/family-trust/family-trust';
import type { ChangeRecord } from '@gen/model/changeRecord';
import { isBusinessError } from '@/api/business-error';
import { PageFrame } from '@/page-kit/page-frame';
import { QueryView } from '@/page-kit/query-states';
import { ResultView, type ResultStatus } from '@/page-kit/result-page';
import { hrefTo } from '@/routing/href';
import { usePageQuery } from '@/routing/use-page-query';
import { ChangeStatusBadge } from '../components/change-status-badge';
import { ChangeSummary } from '../components/change-summary';
import { FamilySkeleton } from '../components/skeletons';
import { changeSteps } from '../model/change-steps';
import { CHANGE_REASON, labelOf } from '../model/labels';
import { wallTime } from '../model/text';
import '../styles/family-trust.css';
import '../styles/trust-overview.css';
import '../styles/trust-lists.css';
import '../styles/account-change.css';
import '../styles/change-progress.css';
import '../styles/actions.css';

const OUTCOME: Record<ChangeRecord['status'], { status: ResultStatus; title: string }> = {
  REVIEWING: { status: 'review', title: '变更申请审核中' },
  EFFECTIVE: { status: 'success', title: '受益账户已变更' },
  REJECTED: { status: 'failure', title: '变更申请已驳回' },
};

function outcomeText(change: ChangeRecord): string {
  if (change.status === 'EFFECTIVE')
    return `自 ${change.effectiveDate ?? '下一分配日'} 起，信托利益将付至${change.newAccount.bankName}账户。`;
  if (change.status === 'REJECTED') return change.rejectReason ?? '请核对后重新提交申请。';
  return '受托人将在1–3个工作日内完成审核，审核通过后自下一分配日起生效；审核期间信托利益仍付至原账户。';
}

/**
 * changeDetail (变更详情): one change's outcome (审核中 / 已生效 / 已驳回 with the trustee's reason),
 * its progress, 原账户 → 新账户, the reason and what was sent; after a rejection, 重新申请. An
 * unknown number (05190008) or none says so with the way to the records. Fresh on arrival.
 */
export default function ChangeDetailPage() {
  const navigate = useNavigate();
  const { applyNo } = usePageQuery('changeDetail');
  const detail = useQueryTrustChangeDetail(
    { applyNo: applyNo ?? '' },
    { query: { enabled: applyNo !== undefined, staleTime: 0 }, request: { ownCodes: ['05190008'] } },
  );
  if (applyNo === undefined || isBusinessError(detail.error, '05190008'))
    return (
      <PageFrame>
        <ResultView
          status="warning"
          title="变更申请不存在"
          description="该申请不存在或不属于当前账户，请在变更记录中查看。"
        >
          <Button
            block
            color="primary"
            onClick={() => void navigate(hrefTo('changeRecord'), { replace: true })}
          >
            查看变更记录
          </Button>
        </ResultView>
      </PageFrame>
    );
  return (
    <PageFrame busy={detail.isPending}>
      <QueryView query={detail} skeleton={<FamilySkeleton cards={3} />}>
        {(change) => <ChangeDetail change={change} />}
      </QueryView>
    </PageFrame>
  );
}

function ChangeDetail({ change }: { change: ChangeRecord }) {
  const navigate = useNavigate();
  const outcome = OUTCOME[change.status] ?? OUTCOME.REVIEWING;
  return (
    <>
      <ResultView status={outcome.status} title={outcome.title} description={outcomeText(change)} />
      <section className="ft-section" aria-labelledby="ft-progress">
        <div className="ft-section-head">
          <h2 id="ft-progress" className="ft-section-title">
            办理进度
          </h2>
          <ChangeStatusBadge status={change.status} />
        </div>
        <ol className="ft-steps">
          {changeSteps(change).map((step) => (
            <li key={step.title} className="ft-step" data-state={step.state}>
              <p className="ft-step-title">{step.title}</p>
              {step.meta ? <p className="ft-step-meta">{step.meta}</p> : null}
            </li>
          ))}
        </ol>
      </section>
      <section className="ft-section" aria-labelledby="ft-change-facts">
        <div className="ft-section-head">
          <h2 id="ft-change-facts" className="ft-section-title">
            变更内容
          </h2>
        </div>
        <p className="ft-row-meta">
          {change.trustName} · 受益人 {change.beneficiaryName}
        </p>
        <ChangeSummary oldAccount={change.oldAccount} newAccount={change.newAccount} />
        <dl className="ft-facts">
          <div className="ft-fact-wide">
            <dt>变更原因</dt>
            <dd>
              {labelOf(CHANGE_REASON, change.reasonCode)}
              {change.reasonText ? `：${change.reasonText}` : ''}
            </dd>
          </div>
          <div>
            <dt>证明材料</dt>
            <dd>{change.attachmentCount}张</dd>
          </div>
          <div>
            <dt>申请时间</dt>
            <dd>{wallTime(change.appliedAt)}</dd>
          </div>
          <div className="ft-fact-wide">
            <dt>申请编号</dt>
            <dd>{change.applyNo}</dd>
          </div>
        </dl>
      </section>
      <div className="ft-actions">
        {change.status === 'REJECTED' ? (
          <Button
            block
            color="primary"
            size="large"
            onClick={() => void navigate(hrefTo('selectBankList', { trustCode: change.trustCode }))}
          >
            重新申请
          </Button>
        ) : null}
        <Button
          block
          color="primary"
          fill="outline"
          size="large"
          onClick={() => void navigate(hrefTo('changeRecord'))}
        >
          查看变更记录
        </Button>
        <Button block fill="none" size="large" onClick={() => void navigate(hrefTo('trustChangeList'))}>
          返回受益账户变更
        </Button>
      </div>
    </>
  );
}
