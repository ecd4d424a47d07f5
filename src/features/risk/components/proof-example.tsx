import { Button, Skeleton } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { useCertificationCondition } from '@gen/hooks/risk/risk';
import type { ProofType } from '@gen/model/proofType';
import { PageFrame, useHasInAppHistory } from '@/page-kit/page-frame';
import { QueryView } from '@/page-kit/query-states';
import { hrefTo } from '@/routing/href';
import { useReclickGuard } from '@/page-kit/reclick-guard';
import { ProofRequirementView } from './proof-requirement';
import { ProofSpecimen } from './proof-specimen';
import { PROOF_TEMPLATE_ROUTE } from '../model/qualify-text';
import '../styles/risk.css';
import '../styles/qualify.css';

/**
 * The example page of one proof (financialProof / incomeProof / investProof): a drawn specimen
 * with what a reviewer checks, then what the proof may be and must show (certificationCondition),
 * and the template where there is one. 我知道了 goes back to the upload step that opened it.
 */
export function ProofExample({ proofType }: { proofType: ProofType }) {
  const navigate = useNavigate();
  const conditions = useCertificationCondition({});
  const inApp = useHasInAppHistory();
  const back = useReclickGuard(() =>
    inApp ? navigate(-1) : navigate(hrefTo('strengthen'), { replace: true }),
  );
  const template = proofType === 'EXPERIENCE' ? undefined : PROOF_TEMPLATE_ROUTE[proofType];
  const openTemplate = useReclickGuard(() => template && navigate(hrefTo(template)));

  return (
    <PageFrame
      busy={conditions.isPending}
      footer={
        <div className="risk-actions">
          {template ? (
            <Button block size="large" onClick={openTemplate}>
              {template === 'householdAssets' ? '家庭金融资产测算' : '查看收入证明模板'}
            </Button>
          ) : null}
          <Button block color="primary" size="large" onClick={back}>
            我知道了
          </Button>
        </div>
      }
    >
      <section className="risk-section" aria-label="示例">
        <ProofSpecimen proofType={proofType} />
      </section>
      <QueryView
        query={conditions}
        pendingLabel="材料要求加载中"
        skeleton={<Skeleton.Paragraph lineCount={6} animated />}
      >
        {(rules) => {
          const proof = rules.proofs.find((p) => p.proofType === proofType);
          return proof ? (
            <section className="risk-section" aria-labelledby="proof-example-req">
              <h2 id="proof-example-req">{proof.title}要求</h2>
              <ProofRequirementView proof={proof} links={false} />
            </section>
          ) : null;
        }}
      </QueryView>
    </PageFrame>
  );
}
