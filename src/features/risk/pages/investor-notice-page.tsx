import { Button, Skeleton } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useInvestGetInvestorStatus } from '@gen/hooks/risk/risk';
import { PageFrame } from '@/page-kit/page-frame';
import { QueryView } from '@/page-kit/query-states';
import { hrefTo } from '@/routing/href';
import { usePageQuery } from '@/routing/use-page-query';
import { useReclickGuard } from '@/page-kit/reclick-guard';
import { AssessmentCard } from '../components/assessment-card';
import { NoticeList } from '../components/notice-list';
import { INVESTOR_NOTICE } from '../model/notices';
import { CheckBox } from '@/page-kit/check-box';

/**
 * investorExplain: the investor's current risk level (or 未测评 / 即将到期 / 已过期), the
 * investor notice to confirm, then on to risktip. No assessment left today: said, and blocked.
 */
export default function InvestorNoticePage() {
  const navigate = useNavigate();
  const { redirect } = usePageQuery('investorExplain');
  const status = useInvestGetInvestorStatus({});
  const [read, setRead] = useState(false);
  const noneLeft = status.data?.assessmentsLeftToday === 0;
  const next = useReclickGuard(() => navigate(hrefTo('risktip', { redirect })));

  return (
    <PageFrame
      busy={status.isPending}
      footer={
        status.data ? (
          <>
            {noneLeft ? (
              <p className="risk-hint" data-tone="danger">
                今日测评次数已用完（每日最多3次），请明日再来
              </p>
            ) : null}
            <CheckBox className="risk-confirm" checked={read} onChange={setRead} disabled={noneLeft}>
              本人已阅读并理解《投资者须知》
            </CheckBox>
            <Button block color="primary" size="large" disabled={!read || noneLeft} onClick={next}>
              {status.data.assessmentState === 'NONE' ? '开始测评' : '重新测评'}
            </Button>
          </>
        ) : null
      }
    >
      <QueryView
        query={status}
        pendingLabel="测评状态加载中"
        skeleton={<Skeleton.Paragraph lineCount={4} animated />}
      >
        {(data) => (
          <>
            <AssessmentCard {...data} />
            <section className="risk-section">
              <h2>投资者须知</h2>
              <NoticeList items={INVESTOR_NOTICE} label="投资者须知" />
            </section>
          </>
        )}
      </QueryView>
    </PageFrame>
  );
}
