import { Button, Skeleton } from 'antd-mobile';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useCertificationCondition, useCertificationStatus } from '@gen/hooks/risk/risk';
import type { QualifyWay } from '@gen/model/qualifyWay';
import { ChoiceRow } from '@/page-kit/choice-row';
import { PageFrame } from '@/page-kit/page-frame';
import { QueryView } from '@/page-kit/query-states';
import { ResultView } from '@/page-kit/result-page';
import { hrefTo } from '@/routing/href';
import { usePageQuery } from '@/routing/use-page-query';
import { useReclickGuard } from '@/page-kit/reclick-guard';
import { bothQueries } from '../model/both-queries';
import { pendingQualification } from '../model/pending-qualification';
import { chinaToday, daysLeft, EXPIRY_WARNING_DAYS } from '../model/rules';
import '../styles/risk.css';
import '../styles/qualify.css';

/**
 * upload (上传资料): the start of a certification request. The investor picks the way to qualify
 * (certificationCondition's ways, one of three) and sees the two proofs it takes; 下一步 goes to
 * uploadOne (the asset or income proof) and uploadTow (the investment experience). Investors who
 * may not apply now (in review, certified for more than 30 more days) are told so instead.
 */
export default function CertificationWayPage() {
  const navigate = useNavigate();
  const { redirect } = usePageQuery('upload');
  const status = useCertificationStatus({});
  const conditions = useCertificationCondition({});
  const both = bothQueries(status, conditions);
  const [way, setWay] = useState<QualifyWay | undefined>(() => pendingQualification.get()?.way);
  const next = useReclickGuard(() => {
    if (!way) return;
    pendingQualification.choose(way);
    navigate(hrefTo('uploadOne', { way, redirect }));
  });

  const now = status.data;
  const left = now?.validUntil ? daysLeft(now.validUntil, chinaToday()) : undefined;
  const blocked =
    now?.qualifiedState === 'REVIEWING' ||
    (now?.qualifiedState === 'CERTIFIED' && (left === undefined || left > EXPIRY_WARNING_DAYS));

  return (
    <PageFrame
      busy={both.isPending}
      footer={
        both.data && !blocked ? (
          <Button block color="primary" size="large" disabled={!way} onClick={next}>
            下一步
          </Button>
        ) : null
      }
    >
      <QueryView
        query={both}
        pendingLabel="认证条件加载中"
        skeleton={<Skeleton.Paragraph lineCount={8} animated />}
      >
        {([state, rules]) =>
          blocked ? (
            <>
              <ResultView
                status={state.qualifiedState === 'REVIEWING' ? 'review' : 'success'}
                title={state.qualifiedState === 'REVIEWING' ? '认证审核中' : '您已是合格投资者'}
                description={
                  state.qualifiedState === 'REVIEWING'
                    ? `您提交的认证材料正在审核，预计${rules.reviewDays}个工作日内完成，审核期间无需重复提交。`
                    : '认证有效期内无需重复认证，到期前30天内可重新认证。'
                }
              />
              <p className="qualify-links qualify-center">
                <Link to={hrefTo('certificationDetails', { redirect })}>查看认证详情</Link>
              </p>
            </>
          ) : (
            <>
              <p className="qualify-steps">
                <strong>选择认证方式</strong> → 上传资产或收入证明 → 上传投资经历证明
              </p>
              <section className="risk-section" aria-labelledby="qualify-choose">
                <h2 id="qualify-choose">请选择认证方式</h2>
                <p className="risk-intro">
                  满足以下任一条件，并具有{rules.experienceYears}年以上投资经历，即可认证为合格投资者。
                </p>
                <div className="qualify-ways" role="radiogroup" aria-labelledby="qualify-choose">
                  {rules.ways.map((item) => (
                    <ChoiceRow
                      key={item.way}
                      className="qualify-way"
                      name="qualify-way"
                      value={item.way}
                      checked={way === item.way}
                      onChoose={() => setWay(item.way)}
                    >
                      <span className="qualify-way-title">{item.title}</span>
                      <span className="qualify-way-text">{item.description}</span>
                    </ChoiceRow>
                  ))}
                </div>
              </section>
              {way ? (
                <section className="risk-section" aria-labelledby="qualify-needed">
                  <h2 id="qualify-needed">需要上传</h2>
                  <ol className="qualify-list">
                    <li>
                      {
                        rules.proofs.find(
                          (p) => p.proofType === rules.ways.find((w) => w.way === way)?.proofType,
                        )?.title
                      }
                    </li>
                    <li>{rules.proofs.find((p) => p.proofType === 'EXPERIENCE')?.title}</li>
                  </ol>
                  <p className="risk-intro">请准备清晰的照片或截图，支持 JPG、PNG 格式。</p>
                </section>
              ) : null}
            </>
          )
        }
      </QueryView>
    </PageFrame>
  );
}
