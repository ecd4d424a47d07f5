import { Button } from 'antd-mobile';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useFamilyTrustBenefitListInfinite, useGetFamilyRights } from '@gen/hooks/family-trust/family-trust';
import type { BeneficiaryRight } from '@gen/model/beneficiaryRight';
import type { FamilyRightsData } from '@gen/model/familyRightsData';
import type { TrustRight } from '@gen/model/trustRight';
import { isBusinessError } from '@/api/business-error';
import { MaskedAmount } from '@/page-kit/amount-mask';
import { PagedList, pagedQueryOptions } from '@/page-kit/paged-list';
import { QueryView } from '@/page-kit/query-states';
import { hrefTo } from '@/routing/href';
import { ApplicationsSection } from '../components/acts/applications-section';
import { ApplySheet } from '../components/acts/apply-sheet';
import { ChosenTrustFrame } from '../components/chosen-trust-frame';
import { DistributionRow } from '../components/distribution-row';
import { FamilySkeleton } from '../components/skeletons';
import { TrustMissing } from '../components/trust-missing';
import type { ApplyKind } from '../model/apply-form';
import { RELATION, labelOf } from '../model/labels';
import { cardGrouped, percentText } from '../model/text';
import '../styles/family-trust.css';
import '../styles/trust-overview.css';
import '../styles/trust-lists.css';
import '../styles/actions.css';

/**
 * familyRights (家族信托权益): the investor's rights under the trust contract and where each is
 * exercised (the account change, the distributions and the term change in the app, the others
 * through the family office), his applications and the agreements to sign with their progress
 * (申请与签约), every
 * beneficiary's benefit (masked ID and account, the rule, what was received; a beneficiary sees
 * only himself), and the distributions, newest first, paged.
 */
export default function FamilyRightsPage() {
  return (
    <ChosenTrustFrame page="familyRights" empty={{ title: '您名下暂无家族信托' }}>
      {(trustCode) => <TrustRights trustCode={trustCode} />}
    </ChosenTrustFrame>
  );
}

function TrustRights({ trustCode }: { trustCode: string }) {
  const rights = useGetFamilyRights({ trustCode }, { request: { ownCodes: ['05190001'] } });
  const [applying, setApplying] = useState<ApplyKind>();
  if (isBusinessError(rights.error, '05190001')) return <TrustMissing />;
  return (
    <QueryView query={rights} skeleton={<FamilySkeleton cards={2} />}>
      {(data) => (
        <>
          <RightsSection data={data} onApply={setApplying} />
          <ApplicationsSection trustCode={trustCode} />
          <ApplySheet
            kind={applying}
            trustCode={trustCode}
            beneficiaries={data.beneficiaries}
            onClose={() => setApplying(undefined)}
          />
          <BeneficiariesSection beneficiaries={data.beneficiaries} settlor={data.role === 'SETTLOR'} />
          <Distributions trustCode={trustCode} />
        </>
      )}
    </QueryView>
  );
}

/** The rights applied for in the app (the sheet's kinds) and the button's words. */
const APPLY_RIGHTS: Partial<Record<TrustRight['rightCode'], { kind: ApplyKind; text: string }>> = {
  TEMP_DISTRIBUTION: { kind: 'TEMP_DISTRIBUTION', text: '申请临时分配' },
  CONDITIONAL_DISTRIBUTION: { kind: 'CONDITIONAL_DISTRIBUTION', text: '申请条件分配' },
  TERM_CHANGE: { kind: 'TERM_CHANGE', text: '申请变更期限' },
};

function RightAction({
  right,
  trustCode,
  onApply,
}: {
  right: TrustRight;
  trustCode: string;
  onApply: (kind: ApplyKind) => void;
}) {
  const apply = APPLY_RIGHTS[right.rightCode];
  if (apply && right.online)
    return (
      <Button
        className="ft-apply-button"
        color="primary"
        fill="outline"
        size="small"
        onClick={() => onApply(apply.kind)}
      >
        {apply.text}
      </Button>
    );
  if (right.rightCode === 'ACCOUNT_CHANGE')
    return (
      <Link className="ft-link" to={hrefTo('trustChangeList')}>
        去变更
      </Link>
    );
  if (right.online) return <span className="ft-badge ft-badge-effective">在线查询</span>;
  return (
    <Link className="ft-link" to={hrefTo('familyContactUs', { trustCode })}>
      联系家族办公室办理
    </Link>
  );
}

function RightsSection({ data, onApply }: { data: FamilyRightsData; onApply: (kind: ApplyKind) => void }) {
  return (
    <section className="ft-section" aria-labelledby="ft-rights">
      <div className="ft-section-head">
        <h2 id="ft-rights" className="ft-section-title">
          我的权益
        </h2>
        <span className="ft-badge ft-badge-role">{data.role === 'SETTLOR' ? '委托人' : '受益人'}</span>
      </div>
      <p className="ft-note">{data.trustName}，依据信托合同约定：</p>
      <ul className="ft-rows">
        {data.rights.map((right) => (
          <li key={right.rightCode} className="ft-right">
            <div className="ft-right-head">
              <h3 className="ft-right-title">{right.title}</h3>
              <RightAction right={right} trustCode={data.trustCode} onApply={onApply} />
            </div>
            <p className="ft-right-text">{right.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function BeneficiariesSection({
  beneficiaries,
  settlor,
}: {
  beneficiaries: readonly BeneficiaryRight[];
  settlor: boolean;
}) {
  return (
    <section className="ft-section" aria-labelledby="ft-benefits">
      <div className="ft-section-head">
        <h2 id="ft-benefits" className="ft-section-title">
          受益人与受益权
        </h2>
      </div>
      <ul className="ft-people">
        {beneficiaries.map((b) => (
          <li key={b.beneficiaryId} className="ft-person">
            <div className="ft-person-line">
              <span className="ft-person-name">
                {b.name}（{labelOf(RELATION, b.relation)}）
                {b.isSelf ? <span className="ft-badge ft-badge-role"> 本人</span> : null}
              </span>
              <span className="ft-person-share">受益份额 {percentText(b.sharePercent)}</span>
            </div>
            <dl className="ft-facts">
              {b.idNoMasked ? (
                <div className="ft-fact-wide">
                  <dt>证件号码</dt>
                  <dd>{b.idNoMasked}</dd>
                </div>
              ) : null}
              {b.bankName && b.cardNoMasked ? (
                <div className="ft-fact-wide">
                  <dt>受益账户</dt>
                  <dd>
                    {b.bankName} {cardGrouped(b.cardNoMasked)}
                  </dd>
                </div>
              ) : null}
              <div className="ft-fact-wide">
                <dt>分配规则</dt>
                <dd>{b.distributionRule}</dd>
              </div>
              <div className="ft-fact-wide">
                <dt>累计获得分配(元)</dt>
                <dd>
                  <MaskedAmount value={b.receivedTotal} />
                </dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      {!settlor ? <p className="ft-note">其他受益人的信息仅委托人可见。</p> : null}
    </section>
  );
}

function Distributions({ trustCode }: { trustCode: string }) {
  const records = useFamilyTrustBenefitListInfinite({ trustCode, pageNum: 1, pageSize: 10 }, undefined, {
    query: pagedQueryOptions,
  });
  return (
    <section className="ft-section" aria-labelledby="ft-records">
      <div className="ft-section-head">
        <h2 id="ft-records" className="ft-section-title">
          分配记录
        </h2>
      </div>
      <PagedList
        query={records}
        label="分配记录"
        skeleton={<FamilySkeleton cards={1} />}
        empty={{ title: '暂无分配记录' }}
        itemKey={(row) => row.distributionNo}
        renderItem={(row) => <DistributionRow row={row} />}
      />
    </section>
  );
}
