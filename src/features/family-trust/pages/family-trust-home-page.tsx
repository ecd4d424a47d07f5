import { Link } from 'react-router-dom';
import { useGetFamilyTrustDetail } from '@gen/hooks/family-trust/family-trust';
import { isBusinessError } from '@/api/business-error';
import { QueryView } from '@/page-kit/query-states';
import { hrefTo } from '@/routing/href';
import { ApplicationsSection } from '../components/acts/applications-section';
import { AllocationDonut } from '../components/allocation-donut';
import { BeneficiaryList } from '../components/beneficiary-list';
import { ChosenTrustFrame } from '../components/chosen-trust-frame';
import { FamilySkeleton } from '../components/skeletons';
import { TrustMissing } from '../components/trust-missing';
import { TrustOverview } from '../components/trust-overview';
import '../styles/family-trust.css';
import '../styles/trust-overview.css';
import '../styles/trust-lists.css';
import '../styles/actions.css';

/**
 * familyZhuPage, the family-trust home: the investor's trusts (one link each when several), and
 * the chosen one: size or own share by role, term, settlor and trustee, the beneficiaries with
 * their shares (others masked), the asset allocation for the settlor, the distributions so far,
 * the way to the rights, the account change and the family office, and on top the agreements
 * the family office prepared for him to sign (the new trust's contract, a supplementary one).
 */
export default function FamilyTrustHomePage() {
  return (
    <ChosenTrustFrame
      page="familyZhuPage"
      empty={{
        title: '您名下暂无家族信托',
        description: '家族信托可实现财富传承与风险隔离，如需了解请联系家族办公室。',
        action: (
          <Link className="ft-link" to={hrefTo('familyContactUs')}>
            联系家族办公室
          </Link>
        ),
      }}
    >
      {(trustCode) => <TrustHome trustCode={trustCode} />}
    </ChosenTrustFrame>
  );
}

function TrustHome({ trustCode }: { trustCode: string }) {
  const detail = useGetFamilyTrustDetail({ trustCode }, { request: { ownCodes: ['05190001'] } });
  if (isBusinessError(detail.error, '05190001')) return <TrustMissing />;
  return (
    <QueryView query={detail} skeleton={<FamilySkeleton cards={2} />}>
      {(trust) => (
        <>
          <ApplicationsSection onlyToSign />
          <TrustOverview trust={trust} />
          <nav className="ft-shortcuts" aria-label="家族信托服务">
            <Link to={hrefTo('familyRights', { trustCode })}>权益与分配记录</Link>
            {trust.isBeneficiary ? <Link to={hrefTo('trustChangeList')}>受益账户变更</Link> : null}
            <Link to={hrefTo('changeRecord')}>变更记录</Link>
            <Link to={hrefTo('familyContactUs', { trustCode })}>联系家族办公室</Link>
          </nav>
          <BeneficiaryList beneficiaries={trust.beneficiaries} settlor={trust.role === 'SETTLOR'} />
          {trust.allocation && trust.allocation.length > 0 ? (
            <AllocationDonut allocation={trust.allocation} valuationDate={trust.valuationDate} />
          ) : null}
          <section className="ft-section" aria-labelledby="ft-distribution">
            <div className="ft-section-head">
              <h2 id="ft-distribution" className="ft-section-title">
                分配概况
              </h2>
              <Link className="ft-link" to={hrefTo('familyRights', { trustCode })}>
                分配记录
              </Link>
            </div>
            <dl className="ft-facts">
              <div>
                <dt>最近分配日</dt>
                <dd>{trust.lastDistributionDate ?? '暂无分配'}</dd>
              </div>
              <div>
                <dt>下一分配日</dt>
                <dd>{trust.nextDistributionDate ?? '--'}</dd>
              </div>
            </dl>
            <p className="ft-note">分配按信托合同约定执行，以受托人实际划款为准。</p>
          </section>
        </>
      )}
    </QueryView>
  );
}
