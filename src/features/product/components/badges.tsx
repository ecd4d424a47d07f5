import type { ProductRiskLevel } from '@gen/model/productRiskLevel';
import type { ProductStatus } from '@gen/model/productStatus';
import { RISK_NAMES, STATUS_BADGES } from '../model/product-format';
import './badges.css';

/** 募集中 / 已售罄 …: the product's status as a small badge. */
export function StatusBadge({ status }: { status: ProductStatus }) {
  const badge = STATUS_BADGES[status];
  return <span className={`product-status product-status-${badge.tone}`}>{badge.text}</span>;
}

/** R3 中风险: the product's risk level, warmer colours for higher risk. */
export function RiskBadge({ level, long }: { level: ProductRiskLevel; long?: boolean }) {
  return (
    <span className={`product-risk product-risk-${level.toLowerCase()}`} title={RISK_NAMES[level]}>
      {level}
      {long ? ` ${RISK_NAMES[level]}` : null}
    </span>
  );
}
