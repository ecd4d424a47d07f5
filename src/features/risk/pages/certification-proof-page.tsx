import { Button, Skeleton } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useCertificationCondition } from '@gen/hooks/risk/risk';
import { PageFrame } from '@/page-kit/page-frame';
import { QueryView } from '@/page-kit/query-states';
import { hrefTo } from '@/routing/href';
import { usePageQuery } from '@/routing/use-page-query';
import { useReclickGuard } from '@/page-kit/reclick-guard';
import { ProofStep } from '../components/proof-step';
import { pendingQualification, usePendingQualification } from '../model/pending-qualification';
import { RefusalNote } from '@/page-kit/refusal-note';

/**
 * uploadOne (step 1 of 2): the proof of the chosen way (?way=): 金融资产证明 for the two asset
 * ways, 收入证明 for the income way, with what it may be and must show, its example and template;
 * the images go up one by one (the kit's ImageUpload: checked, compressed, uploadImage). Opened
 * without a way: back to upload.
 */
export default function CertificationProofPage() {
  const navigate = useNavigate();
  const { way, redirect } = usePageQuery('uploadOne');
  const pending = usePendingQualification();
  const conditions = useCertificationCondition({});
  const [busy, setBusy] = useState(false);
  // uploadTow sends the investor back here when the server no longer has the images (05080203).
  const refusal = (useLocation().state as { refusal?: string } | null)?.refusal;

  useEffect(() => {
    if (way) pendingQualification.choose(way);
    else navigate(hrefTo('upload', { redirect }), { replace: true });
  }, [way, redirect, navigate]);

  const proofType = conditions.data?.ways.find((w) => w.way === way)?.proofType;
  const proof = conditions.data?.proofs.find((p) => p.proofType === proofType);
  const fileIds = pending && pending.way === way ? pending.proofFileIds : [];
  const next = useReclickGuard(() => way && navigate(hrefTo('uploadTow', { way, redirect })));

  return (
    <PageFrame
      busy={conditions.isPending}
      footer={
        proof ? (
          <>
            {fileIds.length === 0 ? <p className="risk-hint">请至少上传1张{proof.title}</p> : null}
            <Button block color="primary" size="large" disabled={busy || fileIds.length === 0} onClick={next}>
              下一步
            </Button>
          </>
        ) : null
      }
    >
      <QueryView
        query={conditions}
        pendingLabel="材料要求加载中"
        skeleton={<Skeleton.Paragraph lineCount={8} animated />}
      >
        {(rules) => {
          const chosen = rules.ways.find((w) => w.way === way);
          const current = rules.proofs.find((p) => p.proofType === chosen?.proofType);
          if (!chosen || !current) return null;
          return (
            <ProofStep
              step={1}
              proof={current}
              intro={`认证方式：${chosen.title}`}
              fileIds={fileIds}
              onChange={(ids) => pendingQualification.update({ proofFileIds: ids })}
              onBusyChange={setBusy}
              notice={refusal && fileIds.length === 0 ? <RefusalNote>{refusal}</RefusalNote> : null}
            />
          );
        }}
      </QueryView>
    </PageFrame>
  );
}
