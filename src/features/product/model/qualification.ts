import type { CustomerQualification } from '@gen/model/customerQualification';
import type { PurchaseCheck } from '@gen/model/purchaseCheck';
import type { BusinessCode } from '@gen/operations';
import { isBusinessError } from '@/api/business-error';
import { hrefTo } from '@/routing/href';
import type { AppPath } from '@/routing/query-params';
import type { CheckFix } from './gate-items';

/**
 * The gate's 合格投资者认证 row from checkCustomerQualification (the risk tag's qualified-investor
 * check for this product): approved → the way and the last valid day; each refusal code → its
 * state and the one tap that fixes it in the risk domain (strengthen to certify,
 * certificationDetails to follow a review or read the reason), coming back to the gate
 * (?redirect=). checkCanBuy's own row stands while the check is pending or failed otherwise.
 */

export type QualificationCode = BusinessCode<'checkCustomerQualification'>;

/** The codes the gate handles itself (no toast): all of the call's. */
export const QUALIFICATION_CODES = [
  '05080901',
  '05080902',
  '05080903',
  '05080904',
] as const satisfies readonly QualificationCode[];

export interface GateRow {
  check: PurchaseCheck;
  fix?: CheckFix;
}

const ITEM = 'QUALIFIED_INVESTOR';

function refusalRow(code: QualificationCode, message: string, here: AppPath): GateRow {
  const certify = hrefTo('strengthen', { redirect: here });
  const details = hrefTo('certificationDetails', { redirect: here });
  switch (code) {
    case '05080901':
      return {
        check: { item: ITEM, state: 'FAILED', summary: '未认证', message },
        fix: { label: '去认证', href: certify },
      };
    case '05080902':
      return {
        check: { item: ITEM, state: 'PENDING', summary: '审核中', message },
        fix: { label: '查看进度', href: details },
      };
    case '05080903':
      return {
        check: { item: ITEM, state: 'FAILED', summary: '已驳回', message },
        fix: { label: '查看原因', href: details },
      };
    case '05080904':
      return {
        check: { item: ITEM, state: 'FAILED', summary: '已过期', message },
        fix: { label: '重新认证', href: certify },
      };
  }
}

/** The row checkCustomerQualification's answer makes, or undefined (not answered: keep checkCanBuy's). */
export function qualificationRow(
  answer: { data?: CustomerQualification; error: unknown },
  here: AppPath,
): GateRow | undefined {
  const { data, error } = answer;
  if (data) {
    const valid = `${data.wayName}，有效期至${data.validUntil}`;
    return data.notice
      ? {
          check: { item: ITEM, state: 'WARNING', summary: '已认证', message: `${valid}。${data.notice}` },
          fix: { label: '重新认证', href: hrefTo('strengthen', { redirect: here }) },
        }
      : { check: { item: ITEM, state: 'PASSED', summary: '已认证', message: valid } };
  }
  const code = QUALIFICATION_CODES.find((c) => isBusinessError(error, c));
  return code && error instanceof Error ? refusalRow(code, error.message, here) : undefined;
}
