import { Link } from 'react-router-dom';
import type { ProofRequirement } from '@gen/model/proofRequirement';
import { hrefTo } from '@/routing/href';
import { PROOF_EXAMPLE_ROUTE, PROOF_TEMPLATE_ROUTE } from '../model/qualify-text';
import '../styles/qualify.css';

export interface ProofRequirementViewProps {
  proof: ProofRequirement;
  /** Links to the proof's example page and its template (not on the example page itself). */
  links?: boolean;
}

/** What one proof may be and what it must show (certificationCondition's proofs). */
export function ProofRequirementView({ proof, links = true }: ProofRequirementViewProps) {
  const template = proof.proofType === 'EXPERIENCE' ? undefined : PROOF_TEMPLATE_ROUTE[proof.proofType];
  return (
    <>
      <h3 className="qualify-sub">可提供以下任一材料</h3>
      <ul className="qualify-list">
        {proof.acceptable.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
      <h3 className="qualify-sub">材料要求</h3>
      <ul className="qualify-list">
        {proof.requirements.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
      {links ? (
        <div className="qualify-links">
          <Link to={hrefTo(PROOF_EXAMPLE_ROUTE[proof.proofType])}>查看示例</Link>
          {template === 'householdAssets' ? <Link to={hrefTo(template)}>家庭金融资产测算</Link> : null}
          {template === 'incomeCertificate' ? <Link to={hrefTo(template)}>收入证明模板</Link> : null}
        </div>
      ) : null}
    </>
  );
}
