import { useQueryClient } from '@tanstack/react-query';
import { Button, Skeleton } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  getCertificationStatusQueryKey,
  getInvestGetInvestorStatusQueryKey,
  getQueryQualifierListQueryKey,
  useCertificationCondition,
  useCreateQualifierFlow,
} from '@gen/hooks/risk/risk';
import type { CreateQualifierFlowData } from '@gen/model/createQualifierFlowData';
import { isBusinessError } from '@/api/business-error';
import { PageFrame } from '@/page-kit/page-frame';
import { QueryView } from '@/page-kit/query-states';
import { ResultView } from '@/page-kit/result-page';
import { SubmitButton } from '@/page-kit/submit';
import { hrefTo } from '@/routing/href';
import { usePageQuery } from '@/routing/use-page-query';
import { useReclickGuard } from '@/page-kit/reclick-guard';
import { ProofStep } from '../components/proof-step';
import { pendingQualification, usePendingQualification } from '../model/pending-qualification';
import { dateTimeText } from '../model/qualify-text';
import '../styles/risk.css';
import { FactList } from '@/page-kit/fact-list';
import { RefusalNote } from '@/page-kit/refusal-note';
import { CheckBox } from '@/page-kit/check-box';

type Refusal = '05080201' | '05080202';

/** Said on step 1 when the server no longer has the images (05080203). */
const EXPIRED_IMAGES = '证明材料已失效，请重新上传';

const PROMISE =
  '本人承诺所提供的材料真实、准确、完整，投资资金为本人合法自有资金，不使用贷款、发行债券等筹集的非自有资金；如有虚假，愿承担相应法律责任。';

/**
 * uploadTow (step 2 of 2): the investment-experience proof, the investor's promise, and 提交认证
 * (createQualifierFlow, once: the kit's submit lock). Sent: 审核中 with the review's time and the
 * request to look at. Refusals in place: already in review (05080201), certified (05080202),
 * images no longer valid (05080203: dropped, back to step 1). Opened without step 1: back there.
 */
export default function CertificationExperiencePage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { way, redirect } = usePageQuery('uploadTow');
  const pending = usePendingQualification();
  const conditions = useCertificationCondition({});
  const create = useCreateQualifierFlow({ request: { ownCodes: ['05080201', '05080202', '05080203'] } });
  const [busy, setBusy] = useState(false);
  const [promised, setPromised] = useState(false);
  const [refusal, setRefusal] = useState<Refusal>();
  const [sent, setSent] = useState<CreateQualifierFlowData>();
  const ready = pending !== null && pending.way === way && pending.proofFileIds.length > 0;

  // Set when this page sends the investor back itself (with the reason), so the effect does not.
  const leaving = useRef(false);
  useEffect(() => {
    if (sent || ready || leaving.current) return;
    navigate(way ? hrefTo('uploadOne', { way, redirect }) : hrefTo('upload', { redirect }), {
      replace: true,
    });
  }, [sent, ready, way, redirect, navigate]);

  const details = useReclickGuard(
    () =>
      sent && navigate(hrefTo('certificationDetails', { flowNo: sent.flowNo, redirect }), { replace: true }),
  );
  const done = useReclickGuard(() => navigate(hrefTo('strengthen', { redirect }), { replace: true }));

  const submit = async () => {
    if (!pending || !way) return;
    setRefusal(undefined);
    try {
      const data = await create.mutateAsync({
        data: {
          way,
          proofFileIds: pending.proofFileIds,
          experienceFileIds: pending.experienceFileIds,
          promiseConfirmed: true,
        },
      });
      setSent(data);
      pendingQualification.clear();
      await Promise.all(
        [
          getCertificationStatusQueryKey({}),
          getInvestGetInvestorStatusQueryKey({}),
          // Every page of the list: the key without its request.
          getQueryQualifierListQueryKey().slice(0, 2),
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    } catch (error) {
      const code = (['05080201', '05080202', '05080203'] as const).find((c) => isBusinessError(error, c));
      if (!code) throw error;
      if (code !== '05080203') return setRefusal(code);
      // The images are gone on the server: start the uploads again from step 1, saying why.
      leaving.current = true;
      pendingQualification.update({ proofFileIds: [], experienceFileIds: [] });
      navigate(hrefTo('uploadOne', { way, redirect }), { replace: true, state: { refusal: EXPIRED_IMAGES } });
    }
  };

  if (sent) {
    return (
      <PageFrame
        footer={
          <div className="risk-actions">
            <Button block color="primary" size="large" onClick={details}>
              查看认证详情
            </Button>
            <Button block size="large" onClick={done}>
              完成
            </Button>
          </div>
        }
      >
        <ResultView
          status="review"
          title="认证材料已提交"
          description={`我们将在${sent.reviewDays}个工作日内完成审核，审核结果将以短信通知您。审核期间暂不能购买需合格投资者认证的产品。`}
        >
          <FactList>
            <dt>申请编号</dt>
            <dd>{sent.flowNo}</dd>
            <dt>提交时间</dt>
            <dd>{dateTimeText(sent.submittedAt)}</dd>
          </FactList>
        </ResultView>
      </PageFrame>
    );
  }

  const fileIds = ready ? pending.experienceFileIds : [];
  const experience = conditions.data?.proofs.find((p) => p.proofType === 'EXPERIENCE');
  return (
    <PageFrame
      busy={conditions.isPending}
      footer={
        experience && ready ? (
          <>
            <CheckBox className="risk-confirm" checked={promised} onChange={setPromised}>
              {PROMISE}
            </CheckBox>
            {fileIds.length === 0 ? <p className="risk-hint">请至少上传1张{experience.title}</p> : null}
            <SubmitButton onSubmit={submit} disabled={busy || !promised || fileIds.length === 0}>
              提交认证
            </SubmitButton>
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
          const proof = rules.proofs.find((p) => p.proofType === 'EXPERIENCE');
          const chosen = rules.ways.find((w) => w.way === way);
          if (!proof || !chosen || !ready) return null;
          return (
            <ProofStep
              step={2}
              proof={proof}
              intro={`须具有${rules.experienceYears}年以上投资经历。认证方式：${chosen.title}（已上传证明${pending.proofFileIds.length}张）`}
              fileIds={fileIds}
              onChange={(ids) => pendingQualification.update({ experienceFileIds: ids })}
              onBusyChange={setBusy}
              notice={refusal ? <SubmitRefusal code={refusal} redirect={redirect} /> : null}
            />
          );
        }}
      </QueryView>
    </PageFrame>
  );
}

/** Why the submit was refused (05080201 in review, 05080202 certified), with where to look. */
function SubmitRefusal({ code, redirect }: { code: Refusal; redirect?: `/${string}` }) {
  return code === '05080201' ? (
    <RefusalNote>
      您的认证申请正在审核中，请勿重复提交。
      <Link to={hrefTo('certificationDetails', { redirect })}>查看认证详情</Link>
    </RefusalNote>
  ) : (
    <RefusalNote>
      您已是合格投资者，认证有效期内无需重复认证。
      <Link to={hrefTo('strengthen', { redirect })}>查看认证状态</Link>
    </RefusalNote>
  );
}
