import type { PurchaseCheck } from '@gen/model/purchaseCheck';
import type { PurchaseCheckItem } from '@gen/model/purchaseCheckItem';
import type { PurchaseCheckState } from '@gen/model/purchaseCheckState';
import type { AppPath } from '@/routing/query-params';
import { hrefTo } from '@/routing/href';

/**
 * How the gate shows the server's checks (checkCanBuy): each item's name, and for a failed one
 * the page that fixes it. Routes are the client's business (the contract sends item codes, never
 * paths); other domains are reached by route name through hrefTo, placeholders included.
 */

export const CHECK_TITLES: Readonly<Record<PurchaseCheckItem, string>> = {
  SESSION: '登录状态',
  REAL_NAME: '实名认证',
  ELDERLY_DECLARATION: '老年投资者声明',
  RISK_ASSESSMENT: '风险测评',
  QUALIFIED_INVESTOR: '合格投资者认证',
  CRS_DECLARATION: '税收居民身份声明',
  BANK_CARD: '银行卡',
  DOUBLE_RECORD: '双录（录音录像）',
};

export const STATE_NAMES: Readonly<Record<PurchaseCheckState, string>> = {
  PASSED: '已通过',
  WARNING: '请留意',
  FAILED: '未通过',
  PENDING: '审核中',
  NOT_REQUIRED: '无需办理',
  NOTICE: '提示',
};

/** States that stop the purchase (the server's canBuy says the same). */
export const isBlocking = (state: PurchaseCheckState) => state === 'FAILED' || state === 'PENDING';

export interface CheckFix {
  /** The button's text: 去测评, 去认证, … */
  label: string;
  href: AppPath;
}

/**
 * The one tap that fixes a check, or undefined (nothing to do, or only waiting). A WARNING may
 * offer it too (an assessment about to expire: 重新测评). `here` is the gate's own address, for
 * the login page to come back to.
 */
export function fixFor(check: PurchaseCheck, here: AppPath): CheckFix | undefined {
  if (check.state !== 'FAILED' && !(check.state === 'WARNING' && check.item === 'RISK_ASSESSMENT')) {
    return undefined;
  }
  switch (check.item) {
    case 'SESSION':
      return { label: '去登录', href: hrefTo('login', { redirect: here }) };
    case 'REAL_NAME':
      return { label: '去认证', href: hrefTo('personInfo') };
    case 'ELDERLY_DECLARATION':
      return { label: '去签署', href: hrefTo('olderAgeTips', { redirect: here }) };
    case 'RISK_ASSESSMENT':
      return {
        label: check.summary === '未测评' ? '去测评' : '重新测评',
        href: hrefTo('investorExplain', { redirect: here }),
      };
    case 'QUALIFIED_INVESTOR':
      return { label: '去认证', href: hrefTo('strengthen', { redirect: here }) };
    case 'CRS_DECLARATION':
      return { label: '去声明', href: hrefTo('fiscal/identity', { redirect: here }) };
    case 'BANK_CARD':
      return { label: '去绑卡', href: hrefTo('addOrEditBankCard') };
    case 'DOUBLE_RECORD':
      return undefined;
  }
}

/** The first check to fix, for the footer's hint ("请先完成风险测评"). */
export function firstBlocking(checks: readonly PurchaseCheck[]): PurchaseCheck | undefined {
  return checks.find((check) => isBlocking(check.state));
}

/**
 * The gate's rows: checkCanBuy's checks with their fixes, the qualified-investor row taken from
 * checkCustomerQualification once it has answered (see ./qualification.ts).
 */
export function gateRows(
  checks: readonly PurchaseCheck[],
  here: AppPath,
  qualification?: { check: PurchaseCheck; fix?: CheckFix },
): { check: PurchaseCheck; fix?: CheckFix }[] {
  return checks.map((check) =>
    qualification && check.item === qualification.check.item
      ? qualification
      : { check, fix: fixFor(check, here) },
  );
}
