import type { AssetClassCode } from '@gen/model/assetClassCode';
import type { BeneficiaryRelation } from '@gen/model/beneficiaryRelation';
import type { ChangeReasonCode } from '@gen/model/changeReasonCode';
import type { ChangeRecordStatus } from '@gen/model/changeRecordStatus';
import type { DistributionKind } from '@gen/model/distributionKind';
import type { DistributionState } from '@gen/model/distributionState';
import type { FamilyTrustRole } from '@gen/model/familyTrustRole';
import type { FamilyTrustStatus } from '@gen/model/familyTrustStatus';
import type { FamilyTrustType } from '@gen/model/familyTrustType';

/**
 * The domain's enums in the words the pages use. A value the contract adds later shows as
 * itself (never "undefined"): every lookup goes through `labelOf`.
 */
export const TRUST_TYPE: Record<FamilyTrustType, string> = {
  FAMILY_TRUST: '家族信托',
  FAMILY_SERVICE_TRUST: '家庭服务信托',
};

export const ROLE: Record<FamilyTrustRole, string> = { SETTLOR: '我是委托人', BENEFICIARY: '我是受益人' };

export const TRUST_STATUS: Record<FamilyTrustStatus, string> = {
  RUNNING: '存续中',
  LIQUIDATING: '清算中',
  TERMINATED: '已终止',
};

export const RELATION: Record<BeneficiaryRelation, string> = {
  SELF: '本人',
  SPOUSE: '配偶',
  CHILD: '子女',
  PARENT: '父母',
  SIBLING: '兄弟姐妹',
  GRANDCHILD: '孙子女',
  OTHER: '其他',
};

export const ASSET_CLASS: Record<AssetClassCode, string> = {
  FIXED_INCOME: '固定收益类',
  EQUITY: '权益类',
  INSURANCE: '保险金信托',
  CASH: '现金管理类',
  OTHER: '其他',
};

export const DISTRIBUTION_KIND: Record<DistributionKind, string> = {
  REGULAR: '定期分配',
  CONDITIONAL: '条件分配',
  TEMPORARY: '临时分配',
};

export const DISTRIBUTION_STATE: Record<DistributionState, string> = {
  PAID: '已到账',
  PROCESSING: '处理中',
  RETURNED: '退票',
};

export const CHANGE_STATUS: Record<ChangeRecordStatus, string> = {
  REVIEWING: '审核中',
  EFFECTIVE: '已生效',
  REJECTED: '已驳回',
};

export const CHANGE_REASON: Record<ChangeReasonCode, string> = {
  CARD_CANCELLED: '原卡已注销或挂失',
  CARD_CHANGED: '更换常用银行卡',
  OTHER: '其他',
};

export function labelOf<K extends string>(labels: Record<K, string>, value: string): string {
  return Object.hasOwn(labels, value) ? labels[value as K] : value;
}
