import Big from 'big.js';
import type { ProofType } from '@gen/model/proofType';
import type { QualifiedState } from '@gen/model/qualifiedState';
import type { QualifierFlowStatus } from '@gen/model/qualifierFlowStatus';
import type { QualifyWay } from '@gen/model/qualifyWay';

/** The qualified-investor pages' wording and the links between them. */

export const QUALIFIED_TONE: Record<QualifiedState, 'success' | 'warning' | 'danger' | 'weak'> = {
  NONE: 'weak',
  REVIEWING: 'warning',
  CERTIFIED: 'success',
  REJECTED: 'danger',
  EXPIRED: 'danger',
};

export const FLOW_STATUS: Record<
  QualifierFlowStatus,
  { name: string; tone: 'success' | 'warning' | 'danger' }
> = {
  REVIEWING: { name: '审核中', tone: 'warning' },
  APPROVED: { name: '已通过', tone: 'success' },
  REJECTED: { name: '已驳回', tone: 'danger' },
};

export const QUALIFY_WAYS: readonly QualifyWay[] = ['NET_ASSETS', 'FINANCIAL_ASSETS', 'INCOME'];
export const isQualifyWay = (value: unknown): value is QualifyWay =>
  typeof value === 'string' && (QUALIFY_WAYS as readonly string[]).includes(value);

/** The example page of each proof (what an acceptable document looks like). */
export const PROOF_EXAMPLE_ROUTE = {
  FINANCIAL: 'financialProof',
  INCOME: 'incomeProof',
  EXPERIENCE: 'investProof',
} as const satisfies Record<ProofType, string>;

/** The template the investor may fill for a proof (none for the experience). */
export const PROOF_TEMPLATE_ROUTE = {
  FINANCIAL: 'householdAssets',
  INCOME: 'incomeCertificate',
} as const satisfies Partial<Record<ProofType, string>>;

/** "300万元" from "3000000.00"; "1,234.56元" below 1万. */
export function wanText(amount: string): string {
  const value = new Big(amount);
  if (value.abs().lt(10000)) return `${value.toFixed(2)}元`;
  const wan = value.div(10000);
  return `${wan.round(2).eq(wan.round(0)) ? wan.toFixed(0) : wan.toFixed(2)}万元`;
}

/** "2026-07-23 10:18" from "2026-07-23T10:18:00+08:00" (Beijing time as sent). */
export const dateTimeText = (value: string): string => `${value.slice(0, 10)} ${value.slice(11, 16)}`;
