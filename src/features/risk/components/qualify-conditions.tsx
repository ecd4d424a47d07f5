import { Link } from 'react-router-dom';
import type { CertificationConditions } from '@gen/model/certificationConditions';
import { hrefTo } from '@/routing/href';
import { PROOF_EXAMPLE_ROUTE, PROOF_TEMPLATE_ROUTE } from '../model/qualify-text';
import '../styles/qualify.css';

/** The conditions of 资管新规 as the server sends them: any one way, plus the years of experience. */
export function QualifyConditions({ conditions }: { conditions: CertificationConditions }) {
  return (
    <section className="risk-section" aria-labelledby="qualify-conditions">
      <h2 id="qualify-conditions">认证条件</h2>
      <p className="risk-intro">
        根据资管新规，个人合格投资者须具有{conditions.experienceYears}年以上投资经历，且满足以下条件之一：
      </p>
      <ul className="qualify-ways">
        {conditions.ways.map((way) => (
          <li key={way.way} className="qualify-way">
            <h3>{way.title}</h3>
            <p>{way.description}</p>
          </li>
        ))}
      </ul>
      <p className="risk-intro qualify-after">
        认证通过后有效期{Math.round(conditions.validDays / 365) || 1}
        年；投资资金须为合法自有资金，不得使用贷款、发行债券等筹集的非自有资金。
      </p>
    </section>
  );
}

/** What each proof may be, with its example and, where there is one, its template. */
export function QualifyProofs({ conditions }: { conditions: CertificationConditions }) {
  return (
    <section className="risk-section" aria-labelledby="qualify-proofs">
      <h2 id="qualify-proofs">所需材料</h2>
      <ul className="qualify-proofs">
        {conditions.proofs.map((proof) => {
          const template =
            proof.proofType === 'EXPERIENCE' ? undefined : PROOF_TEMPLATE_ROUTE[proof.proofType];
          return (
            <li key={proof.proofType} className="qualify-proof">
              <h3>{proof.title}</h3>
              <ul className="qualify-list">
                {proof.acceptable.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
              <div className="qualify-links">
                <Link to={hrefTo(PROOF_EXAMPLE_ROUTE[proof.proofType])}>查看{proof.title}示例</Link>
                {template ? (
                  <Link to={hrefTo(template)}>
                    {template === 'householdAssets' ? '家庭金融资产测算' : '收入证明模板'}
                  </Link>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
