import type { ReactNode } from 'react';
import type { ProofRequirement } from '@gen/model/proofRequirement';
import { ImageUpload } from '@/page-kit/image-upload';
import { useProofUpload } from '../model/proof-upload';
import { ProofRequirementView } from './proof-requirement';
import '../styles/qualify.css';
import '../styles/risk.css';

export interface ProofStepProps {
  step: 1 | 2;
  proof: ProofRequirement;
  /** The line under the proof's title (the way chosen, what step 1 sent). */
  intro: ReactNode;
  fileIds: string[];
  onChange: (fileIds: string[]) => void;
  onBusyChange: (busy: boolean) => void;
  /** A refusal to say between the step line and the proof. */
  notice?: ReactNode;
}

/**
 * One step of the certification's uploads (uploadOne, uploadTow): "第n步，共2步", the proof with
 * what it may be and must show, and its images through the kit's ImageUpload (checked,
 * compressed, uploadImage as QUALIFIED_PROOF).
 */
export function ProofStep({ step, proof, intro, fileIds, onChange, onBusyChange, notice }: ProofStepProps) {
  const upload = useProofUpload();
  const headingId = `qualify-step-${step}`;
  return (
    <>
      <p className="qualify-steps">
        第{step}步，共2步：<strong>上传{proof.title}</strong>
      </p>
      {notice}
      <section className="risk-section" aria-labelledby={headingId}>
        <h2 id={headingId}>{proof.title}</h2>
        <p className="risk-intro">{intro}</p>
        <ProofRequirementView proof={proof} />
      </section>
      <section className="risk-section" aria-label={`上传${proof.title}`}>
        <ImageUpload
          label={proof.title}
          value={fileIds}
          onChange={onChange}
          upload={upload}
          maxCount={proof.maxImages}
          onBusyChange={onBusyChange}
        />
      </section>
    </>
  );
}
