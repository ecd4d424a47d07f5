import type { InvestorLevel } from '@gen/model/investorLevel';
import { buyableRangeText, INVESTOR_LEVEL_NAMES, PRODUCT_LEVEL_NAMES, PRODUCT_LEVELS } from './rules';

/** "C3 平衡型" */
export const levelLabel = (level: InvestorLevel, name?: string): string =>
  `${level} ${name ?? INVESTOR_LEVEL_NAMES[level]}`;

/** "R1–R3（低风险至中风险）"; C1: "R1（低风险）". */
export function buyableText(level: InvestorLevel): string {
  const range = buyableRangeText(level);
  const last = PRODUCT_LEVELS[Number(level.slice(1)) - 1]!;
  if (level === 'C1') return `${range}（${PRODUCT_LEVEL_NAMES.R1}）`;
  return `${range}（${PRODUCT_LEVEL_NAMES.R1}至${PRODUCT_LEVEL_NAMES[last]}）`;
}

/** "2027年08月21日" from "2027-08-21". */
export function dateText(date: string): string {
  const [y, m, d] = date.split('-');
  return `${y}年${m}月${d}日`;
}
