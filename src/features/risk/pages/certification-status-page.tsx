import { Button, Skeleton } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { useCertificationCondition, useCertificationStatus } from '@gen/hooks/risk/risk';
import { PageFrame } from '@/page-kit/page-frame';
import { QueryView } from '@/page-kit/query-states';
import { hrefTo } from '@/routing/href';
import { usePageQuery } from '@/routing/use-page-query';
import { useReclickGuard } from '@/page-kit/reclick-guard';
import { QualifyConditions, QualifyProofs } from '../components/qualify-conditions';
import { InvestorTypeSwitch } from '../components/investor-type-switch';
import { QualifyStateCard } from '../components/qualify-state-card';
import { bothQueries } from '../model/both-queries';
import { chinaToday, daysLeft, EXPIRY_WARNING_DAYS } from '../model/rules';
import '../styles/risk.css';

/**
 * strengthen (合格投资者认证): the certification's state today (certificationStatus) and the ways
 * to qualify with the proofs each needs (certificationCondition). The footer offers what the
 * state allows: 立即认证 / 重新认证 (→ upload), 查看认证详情, and with ?redirect= (the
 * subscription's gate) 继续办理 once certified.
 */
export default function CertificationStatusPage() {
  const navigate = useNavigate();
  const { redirect } = usePageQuery('strengthen');
  const status = useCertificationStatus({});
  const conditions = useCertificationCondition({});
  const both = bothQueries(status, conditions);
  const apply = useReclickGuard(() => navigate(hrefTo('upload', { redirect })));
  const details = useReclickGuard(() => navigate(hrefTo('certificationDetails', { redirect })));
  const goOn = useReclickGuard(() => redirect && navigate(redirect, { replace: true }));

  const state = status.data?.qualifiedState;
  const left = status.data?.validUntil ? daysLeft(status.data.validUntil, chinaToday()) : undefined;
  const renewable = state === 'CERTIFIED' && left !== undefined && left <= EXPIRY_WARNING_DAYS;
  const canApply = state === 'NONE' || state === 'REJECTED' || state === 'EXPIRED' || renewable;
  const hasRecord = status.data?.latestFlowNo !== undefined;

  const footer = both.data ? (
    <div className="risk-actions">
      {state === 'CERTIFIED' && redirect ? (
        <Button block color="primary" size="large" onClick={goOn}>
          继续办理
        </Button>
      ) : null}
      {canApply ? (
        <Button
          block
          size="large"
          color={state === 'CERTIFIED' && redirect ? 'default' : 'primary'}
          onClick={apply}
        >
          {state === 'NONE' ? '立即认证' : '重新认证'}
        </Button>
      ) : null}
      {hasRecord ? (
        <Button block size="large" color={canApply || redirect ? 'default' : 'primary'} onClick={details}>
          查看认证详情
        </Button>
      ) : null}
    </div>
  ) : null;

  return (
    <PageFrame busy={both.isPending} footer={footer}>
      <QueryView
        query={both}
        pendingLabel="认证状态加载中"
        skeleton={<Skeleton.Paragraph lineCount={8} animated />}
      >
        {([now, rules]) => (
          <>
            <QualifyStateCard status={now} reviewDays={rules.reviewDays} />
            {now.investorType ? <InvestorTypeSwitch investorType={now.investorType} /> : null}
            <QualifyConditions conditions={rules} />
            <QualifyProofs conditions={rules} />
          </>
        )}
      </QueryView>
    </PageFrame>
  );
}
