import { ProofExample } from '../components/proof-example';

/** investProof（投资经历证明示例）: what an acceptable proof looks like and must show. */
export default function InvestmentProofExamplePage() {
  return <ProofExample proofType="EXPERIENCE" />;
}
