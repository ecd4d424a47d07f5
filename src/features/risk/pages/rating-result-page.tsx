import { Button, Skeleton } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import {
  getGetQuestionnaireInfoQueryKey,
  getInvestGetInvestorStatusQueryKey,
  useEvaluationConfirmation,
  useGetQuestionnaireInfo,
} from '@gen/hooks/risk/risk';
import type { AssessmentResult } from '@gen/model/assessmentResult';
import { isBusinessError } from '@/api/business-error';
import { PageFrame } from '@/page-kit/page-frame';
import { QueryView } from '@/page-kit/query-states';
import { SubmitButton } from '@/page-kit/submit';
import { hrefTo } from '@/routing/href';
import { usePageQuery } from '@/routing/use-page-query';
import { useReclickGuard } from '@/page-kit/reclick-guard';
import { AssessmentCard } from '../components/assessment-card';
import { LevelMatchTable } from '../components/level-match-table';
import { buyableText, dateText, levelLabel } from '../model/level-text';
import { assessmentState, chinaToday } from '../model/rules';
import '../styles/risk.css';
import { FactList } from '@/page-kit/fact-list';

/**
 * ratingResult: one assessment's result (?evaluationNo=, straight from ratingStep1) or, without
 * it, the latest confirmed one. A pending result shows the level, score and what it allows, and
 * 确认测评结果 (evaluationConfirmation) makes it the investor's level for a year; a confirmed one
 * shows its state today (有效 / 即将到期 / 已过期) and expiry. Always: the matching table and
 * 重新测评; with ?redirect= (sent by a subscription) 继续办理 returns there once confirmed.
 */
export default function RatingResultPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { evaluationNo, redirect } = usePageQuery('ratingResult');
  const request = evaluationNo ? { evaluationNo } : {};
  const result = useGetQuestionnaireInfo(request, { request: { ownCodes: ['05080005'] } });
  const confirm = useEvaluationConfirmation({ request: { label: '确认' } });
  const never = isBusinessError(result.error, '05080005');
  const retake = useReclickGuard(() => navigate(hrefTo('risktip', { redirect })));
  const start = useReclickGuard(() => navigate(hrefTo('investorExplain', { redirect })));
  const goOn = useReclickGuard(() => redirect && navigate(redirect, { replace: true }));

  const onConfirm = async (data: AssessmentResult) => {
    await confirm.mutateAsync({ data: { evaluationNo: data.evaluationNo } });
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: getGetQuestionnaireInfoQueryKey(request) }),
      queryClient.invalidateQueries({ queryKey: getGetQuestionnaireInfoQueryKey({}) }),
      queryClient.invalidateQueries({ queryKey: getInvestGetInvestorStatusQueryKey({}) }),
    ]);
  };

  if (never) {
    return (
      <PageFrame
        footer={
          <Button block color="primary" size="large" onClick={start}>
            开始测评
          </Button>
        }
      >
        <AssessmentCard assessmentState="NONE" />
        <section className="risk-section">
          <LevelMatchTable />
        </section>
      </PageFrame>
    );
  }

  const data = result.data;
  const footer = data ? (
    data.status === 'PENDING' ? (
      <>
        <p className="risk-hint">确认后测评结果立即生效，有效期一年</p>
        <div className="risk-actions">
          <SubmitButton onSubmit={() => onConfirm(data)}>确认测评结果</SubmitButton>
          <Button block size="large" onClick={retake}>
            重新测评
          </Button>
        </div>
      </>
    ) : (
      <div className="risk-actions">
        {redirect ? (
          <Button block color="primary" size="large" onClick={goOn}>
            继续办理
          </Button>
        ) : null}
        <Button
          block
          size="large"
          color={redirect ? 'default' : 'primary'}
          fill={redirect ? 'outline' : 'solid'}
          onClick={retake}
        >
          重新测评
        </Button>
      </div>
    )
  ) : null;

  return (
    <PageFrame busy={result.isPending} footer={footer}>
      <QueryView
        query={result}
        pendingLabel="测评结果加载中"
        skeleton={<Skeleton.Paragraph lineCount={5} animated />}
      >
        {(data) => (
          <>
            {data.status === 'PENDING' ? (
              <section className="risk-card" aria-label="本次测评结果">
                <p className="risk-card-caption">本次测评结果（待确认）</p>
                <p className="risk-card-level">{levelLabel(data.riskLevel, data.riskLevelName)}</p>
                <p className="risk-card-state">
                  <span className="risk-badge" data-tone="warning">
                    待确认
                  </span>
                  <span>测评得分 {data.score} 分</span>
                </p>
                <p className="risk-card-buyable">
                  确认后可购买产品风险等级：<strong>{buyableText(data.riskLevel)}</strong>
                </p>
              </section>
            ) : (
              <>
                <AssessmentCard
                  riskLevel={data.riskLevel}
                  riskLevelName={data.riskLevelName}
                  riskExpiryDate={data.riskExpiryDate}
                  assessmentState={assessmentState(data.riskExpiryDate, chinaToday())}
                />
                <section className="risk-section">
                  <FactList>
                    <dt>测评得分</dt>
                    <dd>{data.score} 分</dd>
                    {data.assessedOn ? (
                      <>
                        <dt>测评日期</dt>
                        <dd>{dateText(data.assessedOn)}</dd>
                      </>
                    ) : null}
                    {data.riskExpiryDate ? (
                      <>
                        <dt>有效期至</dt>
                        <dd>{dateText(data.riskExpiryDate)}</dd>
                      </>
                    ) : null}
                  </FactList>
                </section>
              </>
            )}
            <section className="risk-section">
              <LevelMatchTable current={data.riskLevel} />
            </section>
          </>
        )}
      </QueryView>
    </PageFrame>
  );
}
