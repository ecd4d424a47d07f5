import { Button, ImageViewer, Skeleton } from 'antd-mobile';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useCertificationImage, useQueryQualifierList } from '@gen/hooks/risk/risk';
import type { CertificationImage } from '@gen/model/certificationImage';
import type { ProofType } from '@gen/model/proofType';
import type { QualifierFlow } from '@gen/model/qualifierFlow';
import { filePreviewUrl } from '@/page-kit/file-preview';
import { PageFrame } from '@/page-kit/page-frame';
import { QueryView } from '@/page-kit/query-states';
import { hrefTo } from '@/routing/href';
import { usePageQuery } from '@/routing/use-page-query';
import { useReclickGuard } from '@/page-kit/reclick-guard';
import { dateText } from '../model/level-text';
import { dateTimeText, FLOW_STATUS } from '../model/qualify-text';
import '../styles/risk.css';
import '../styles/qualify.css';
import { FactList } from '@/page-kit/fact-list';

const PROOF_TITLE: Record<ProofType, string> = {
  FINANCIAL: '金融资产证明',
  INCOME: '收入证明',
  EXPERIENCE: '投资经历证明',
};

/** The investor's requests on one page: a person makes a handful in a lifetime. */
const REQUEST = { pageNum: 1, pageSize: 20 };

/**
 * certificationDetails (认证详情): one certification request (?flowNo=, default the latest):
 * the way, when it was sent and reviewed, the result (已通过 with its validity / 审核中 / 已驳回
 * with the reason), the images sent (certificationImage, enlarged on tap), and the investor's
 * other requests. A rejected latest request offers 重新认证.
 */
export default function CertificationDetailsPage() {
  const navigate = useNavigate();
  const { flowNo, redirect } = usePageQuery('certificationDetails');
  const flows = useQueryQualifierList(REQUEST);
  const all = flows.data?.list ?? [];
  const chosen = flowNo ? all.find((f) => f.flowNo === flowNo) : all[0];
  const reapply = useReclickGuard(() => navigate(hrefTo('upload', { redirect })));
  const canReapply = chosen !== undefined && chosen === all[0] && chosen.status === 'REJECTED';

  return (
    <PageFrame
      busy={flows.isPending}
      footer={
        canReapply ? (
          <Button block color="primary" size="large" onClick={reapply}>
            重新认证
          </Button>
        ) : null
      }
    >
      <QueryView
        query={flows}
        pendingLabel="认证记录加载中"
        skeleton={<Skeleton.Paragraph lineCount={8} animated />}
        isEmpty={(page) => page.list.length === 0}
        empty={{
          title: '暂无认证记录',
          description: '完成合格投资者认证后，可在此查看提交的材料与审核结果',
          action: (
            <Link className="qualify-links" to={hrefTo('strengthen', { redirect })}>
              去认证
            </Link>
          ),
        }}
      >
        {(page) =>
          chosen ? (
            <>
              <FlowFacts flow={chosen} />
              <FlowImages flowNo={chosen.flowNo} />
              <OtherFlows flows={page.list.filter((f) => f !== chosen)} redirect={redirect} />
            </>
          ) : (
            <section className="risk-section">
              <p className="risk-intro">未找到该认证记录。</p>
              <p className="qualify-links">
                <Link to={hrefTo('certificationDetails', { redirect })} replace>
                  查看最近一次认证
                </Link>
              </p>
            </section>
          )
        }
      </QueryView>
    </PageFrame>
  );
}

function FlowFacts({ flow }: { flow: QualifierFlow }) {
  const status = FLOW_STATUS[flow.status];
  return (
    <section className="risk-card" aria-label="认证结果">
      <p className="risk-card-caption">认证结果</p>
      <p className="risk-card-level qualify-state" data-tone={status.tone}>
        {status.name}
      </p>
      {flow.status === 'REJECTED' ? (
        <p className="risk-card-note" data-tone="danger">
          驳回原因：{flow.rejectReason ?? '材料不符合要求'}
        </p>
      ) : null}
      {flow.status === 'REVIEWING' ? (
        <p className="risk-card-note">材料正在审核，审核结果将以短信通知您。</p>
      ) : null}
      <FactList className="qualify-facts">
        <dt>认证方式</dt>
        <dd>{flow.wayName}</dd>
        <dt>申请编号</dt>
        <dd>{flow.flowNo}</dd>
        <dt>提交时间</dt>
        <dd>{dateTimeText(flow.submittedAt)}</dd>
        {flow.reviewedAt ? (
          <>
            <dt>审核时间</dt>
            <dd>{dateTimeText(flow.reviewedAt)}</dd>
          </>
        ) : null}
        {flow.validUntil ? (
          <>
            <dt>有效期至</dt>
            <dd>{dateText(flow.validUntil)}</dd>
          </>
        ) : null}
      </FactList>
    </section>
  );
}

function FlowImages({ flowNo }: { flowNo: string }) {
  const images = useCertificationImage({ flowNo });
  const [open, setOpen] = useState<string>();
  return (
    <section className="risk-section" aria-labelledby="qualify-images">
      <h2 id="qualify-images">提交的材料</h2>
      <QueryView
        query={images}
        pendingLabel="材料加载中"
        skeleton={<Skeleton.Paragraph lineCount={3} animated />}
        isEmpty={(data) => data.images.length === 0}
        empty={{ title: '暂无材料' }}
      >
        {(data) =>
          (['FINANCIAL', 'INCOME', 'EXPERIENCE'] as const).map((type) => {
            const group = data.images.filter((image: CertificationImage) => image.proofType === type);
            if (group.length === 0) return null;
            return (
              <div key={type} className="qualify-proof">
                <h3 className="qualify-sub">
                  {PROOF_TITLE[type]}（{group.length}张）
                </h3>
                <ul className="qualify-images">
                  {group.map((image, index) => (
                    <li key={image.fileId}>
                      <button
                        type="button"
                        className="qualify-image"
                        aria-label={`查看${PROOF_TITLE[type]}第${index + 1}张`}
                        onClick={() => setOpen(image.fileId)}
                      >
                        <img src={filePreviewUrl(image.fileId)} alt="" loading="lazy" />
                      </button>
                    </li>
                  ))}
                </ul>
              </div>
            );
          })
        }
      </QueryView>
      <ImageViewer
        image={open ? filePreviewUrl(open) : ''}
        visible={open !== undefined}
        onClose={() => setOpen(undefined)}
      />
    </section>
  );
}

function OtherFlows({ flows, redirect }: { flows: QualifierFlow[]; redirect?: `/${string}` }) {
  if (flows.length === 0) return null;
  return (
    <section className="risk-section" aria-labelledby="qualify-others">
      <h2 id="qualify-others">其他认证记录</h2>
      {flows.map((flow) => (
        <Link
          key={flow.flowNo}
          className="qualify-record"
          to={hrefTo('certificationDetails', { flowNo: flow.flowNo, redirect })}
          replace
        >
          <span>
            {flow.wayName}
            <small>{dateTimeText(flow.submittedAt)}</small>
          </span>
          <span className="risk-badge" data-tone={FLOW_STATUS[flow.status].tone}>
            {FLOW_STATUS[flow.status].name}
          </span>
        </Link>
      ))}
    </section>
  );
}
