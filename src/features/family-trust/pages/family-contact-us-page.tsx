import { useGetFamilyOfficeContact } from '@gen/hooks/family-trust/family-trust';
import { isBusinessError } from '@/api/business-error';
import { PageFrame } from '@/page-kit/page-frame';
import { QueryView } from '@/page-kit/query-states';
import { usePageQuery } from '@/routing/use-page-query';
import { FamilySkeleton } from '../components/skeletons';
import { TrustMissing } from '../components/trust-missing';
import '../styles/family-trust.css';
import '../styles/trust-overview.css';
import '../styles/trust-lists.css';
import '../styles/actions.css';

/** "021-68881234" / "400-820-1888" → the tel: link's digits. */
const telOf = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * familyContactUs (联系家族办公室): the investor's dedicated family-trust adviser (for the trust
 * named in ?trustCode=, else his team), the hotline, the mailbox, the hours and the office. The
 * offline rights (临时分配, 追加信托财产, 变更期限…) are handled here: familyRights links to it.
 */
export default function FamilyContactUsPage() {
  const { trustCode } = usePageQuery('familyContactUs');
  const contact = useGetFamilyOfficeContact(trustCode ? { trustCode } : {}, {
    request: { ownCodes: ['05190001'] },
  });
  return (
    <PageFrame busy={contact.isPending}>
      {isBusinessError(contact.error, '05190001') ? (
        <TrustMissing />
      ) : (
        <QueryView query={contact} skeleton={<FamilySkeleton cards={2} />}>
          {(office) => (
            <>
              <section className="ft-section ft-overview" aria-labelledby="ft-advisor">
                <p className="ft-row-meta">{office.officeName} · 专属顾问</p>
                <h2 id="ft-advisor" className="ft-overview-name">
                  {office.advisorName}
                </h2>
                <p className="ft-row-meta">{office.advisorTitle}</p>
                <div className="ft-actions">
                  <a href={telOf(office.advisorPhone)}>致电顾问 {office.advisorPhone}</a>
                  <a className="ft-secondary" href={telOf(office.hotline)}>
                    服务热线 {office.hotline}
                  </a>
                </div>
              </section>
              <section className="ft-section" aria-labelledby="ft-office">
                <div className="ft-section-head">
                  <h2 id="ft-office" className="ft-section-title">
                    服务信息
                  </h2>
                </div>
                <dl className="ft-facts">
                  <div className="ft-fact-wide">
                    <dt>服务时间</dt>
                    <dd>{office.serviceHours}</dd>
                  </div>
                  {office.email ? (
                    <div className="ft-fact-wide">
                      <dt>服务邮箱</dt>
                      <dd>
                        <a className="ft-link" href={`mailto:${office.email}`}>
                          {office.email}
                        </a>
                      </dd>
                    </div>
                  ) : null}
                  <div className="ft-fact-wide">
                    <dt>办公地址（面谈请提前预约）</dt>
                    <dd>{office.address}</dd>
                  </div>
                </dl>
              </section>
              <p className="ft-note">
                临时分配、条件分配、追加信托财产、变更信托期限等事项须依据信托合同办理，请联系您的专属顾问预约。
              </p>
              <p className="ft-note">为保障资金安全，家族办公室不会通过短信或电话索要您的验证码与密码。</p>
            </>
          )}
        </QueryView>
      )}
    </PageFrame>
  );
}
