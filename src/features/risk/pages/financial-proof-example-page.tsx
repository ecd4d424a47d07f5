import { ProofExample } from '../components/proof-example';

/** financialProof（金融资产证明示例）: what an acceptable proof looks like and must show. */
export default function FinancialProofExamplePage() {
  return <ProofExample proofType="FINANCIAL" />;
}
