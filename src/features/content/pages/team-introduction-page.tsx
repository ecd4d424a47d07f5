import { PageFrame } from '@/page-kit/page-frame';
import { BOARD, MANAGEMENT, type TeamMember } from '../model/company-team';
import '../styles/company-pages.css';

function MemberCard({ member }: { member: TeamMember }) {
  return (
    <article className="company-card company-member">
      {/* The family name as a badge: no portraits are published, and no image slows the page. */}
      <span className="company-member-badge" aria-hidden="true">
        {member.name.slice(0, 1)}
      </span>
      <div className="company-member-text">
        <h3 className="company-member-name">
          {member.name}
          <span className="company-member-role">{member.role}</span>
        </h3>
        <p className="company-text">{member.bio}</p>
      </div>
    </article>
  );
}

/** teamIntroduction: the chair and the management team. */
export default function TeamIntroductionPage() {
  return (
    <PageFrame>
      <h2 className="company-section-title">董事会</h2>
      {BOARD.map((member) => (
        <MemberCard key={member.name} member={member} />
      ))}
      <h2 className="company-section-title">经营管理层</h2>
      {MANAGEMENT.map((member) => (
        <MemberCard key={member.name} member={member} />
      ))}
      <p className="company-note">以上信息以公司在监管机构的任职备案为准，更新于2024年6月。</p>
    </PageFrame>
  );
}
