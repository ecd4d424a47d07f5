import { ProofExample } from '../components/proof-example';

/** incomeProof（收入证明材料示例）: what an acceptable proof looks like and must show. */
export default function IncomeProofExamplePage() {
  return <ProofExample proofType="INCOME" />;
}
