import * as z from 'zod';
import {
  ApplyForChangeOfTermBody,
  ConditionalDistributionApplyBody,
  TempDistributeApplyBody,
} from '@gen/zod/family-trust/family-trust.zod';
import type { DistributionConditionCode } from '@gen/model/distributionConditionCode';
import type { FamilyApplyKind } from '@gen/model/familyApplyKind';
import type { FamilyApplyStatus } from '@gen/model/familyApplyStatus';
import { parseAmount, toContractAmount } from '@/page-kit/amount-input';
import { type FieldTexts, requestDataOf, trimmed } from '@/page-kit/form';

/** The three applications the family-trust pages start (the two signatures have no form). */
export type ApplyKind = Extract<
  FamilyApplyKind,
  'CONDITIONAL_DISTRIBUTION' | 'TEMP_DISTRIBUTION' | 'TERM_CHANGE'
>;

export const APPLY_TITLES: Record<ApplyKind, string> = {
  TEMP_DISTRIBUTION: '临时分配申请',
  CONDITIONAL_DISTRIBUTION: '条件分配申请',
  TERM_CHANGE: '信托期限变更申请',
};

export const KIND_NAMES: Record<FamilyApplyKind, string> = {
  TRUST_CONTRACT: '信托合同签约',
  SUPPLEMENT: '追加财产补充协议',
  ...APPLY_TITLES,
};

export const STATUS_NAMES: Record<FamilyApplyStatus, string> = {
  TO_SIGN: '待签署',
  REVIEWING: '审核中',
  APPROVED: '已通过',
  REJECTED: '已驳回',
};

export const CONDITIONS: readonly { code: DistributionConditionCode; name: string }[] = [
  { code: 'EDUCATION', name: '升学教育' },
  { code: 'MARRIAGE', name: '婚嫁' },
  { code: 'BUSINESS', name: '创业' },
  { code: 'MEDICAL', name: '重大疾病' },
  { code: 'HOUSING', name: '首次购房' },
];

/** What the investor types; the SMS step adds the code, submittedRequest the rest. */
export interface ApplyFormValues {
  beneficiaryId: string;
  conditionCode: string;
  amount: string;
  reason: string;
  newMaturityDate: string;
}

export const EMPTY_APPLY: ApplyFormValues = {
  beneficiaryId: '',
  conditionCode: '',
  amount: '',
  reason: '',
  newMaturityDate: '',
};

const temp = requestDataOf(TempDistributeApplyBody).shape;
const conditional = requestDataOf(ConditionalDistributionApplyBody).shape;
const term = requestDataOf(ApplyForChangeOfTermBody).shape;

const amountText = z.string().refine((text) => parseAmount(text)?.gt(0) ?? false, '请输入大于0的申请金额');

/** The form's schema for one kind: the contract's own fields, the amount as typed. */
export function applySchema(kind: ApplyKind, today: string) {
  const loose = {
    beneficiaryId: z.string(),
    conditionCode: z.string(),
    amount: z.string(),
    newMaturityDate: z.string(),
  };
  if (kind === 'TERM_CHANGE')
    return z.object({
      ...loose,
      newMaturityDate: term.newMaturityDate.refine((date) => date > today, '新的到期日须晚于今日'),
      reason: trimmed(term.reason),
    });
  if (kind === 'TEMP_DISTRIBUTION')
    return z.object({
      ...loose,
      beneficiaryId: temp.beneficiaryId,
      amount: amountText,
      reason: trimmed(temp.reason),
    });
  return z.object({
    ...loose,
    beneficiaryId: conditional.beneficiaryId,
    conditionCode: conditional.conditionCode,
    amount: amountText,
    reason: trimmed(conditional.description),
  });
}

export const APPLY_TEXTS: FieldTexts = {
  beneficiaryId: { label: '受益人', verb: '选择' },
  conditionCode: { label: '分配条件', verb: '选择' },
  amount: { label: '申请金额' },
  reason: { label: '申请说明', length: { minLength: 2, maxLength: 200 } },
  newMaturityDate: { label: '新的到期日', verb: '选择', format: '请选择新的到期日' },
};

/** The amount as the contract writes it ("200000" → "200000.00"). */
export const contractAmount = (text: string) => toContractAmount(text) ?? '';
