import Big from 'big.js';
import type { BeneficiaryAccount } from '@gen/model/beneficiaryAccount';
import type { BeneficiaryRight } from '@gen/model/beneficiaryRight';
import type { ChangeAccountSmsRequest } from '@gen/model/changeAccountSmsRequest';
import type { ChangeBeneficiaryAccountRequest } from '@gen/model/changeBeneficiaryAccountRequest';
import type { ChangeRecord } from '@gen/model/changeRecord';
import type { ChangeRecordSummaryPage } from '@gen/model/changeRecordSummaryPage';
import type { FamilyOfficeContact } from '@gen/model/familyOfficeContact';
import type { FamilyRightsData } from '@gen/model/familyRightsData';
import type { FamilyTrustDetail } from '@gen/model/familyTrustDetail';
import type { FamilyTrustSummary } from '@gen/model/familyTrustSummary';
import type { SmsTicket } from '@gen/model/smsTicket';
import type { TrustDistributionPage } from '@gen/model/trustDistributionPage';
import type { TrustRightCode } from '@gen/model/trustRightCode';
import type { Investor } from '@mocks/db/db';
import { maskCardNo, maskIdNo } from '@mocks/db/masks';
import { nextId } from '@mocks/db/next-id';
import { refuseWith, Refusal } from '@mocks/http/refusal';
import { sendBusinessCode } from '../auth/rules';
import { redeemBusiSms } from '../auth/sms-tickets';
import { bankCards } from '../bank-card/seed';
import { uploadedImages } from '../content/advice-seed';
import { chinaDate, chinaNow } from './clock';
import { familyReviewMode, REVIEW_REJECT_REASON } from './review';
import {
  accountChanges,
  familyTrusts,
  trustBeneficiaries,
  trustDistributions,
  type StoredBeneficiary,
  type StoredChange,
  type StoredTrust,
} from './seed';

/**
 * The mock server's family-trust rules, as the contract describes them (codes 0519xxxx: 05190001
 * no such trust for this investor, 05190002 a change already in review, 05190003 the new card is
 * the current one, 05190004 no such card, 05190005 resend too soon, 05190006 wrong code, 05190007
 * code spent or expired, 05190008 no such change, 05190009 photos missing, 05190010 the trust
 * takes no change now, 05190011 the reason "other" without its text).
 */

const BIZ_TYPE = 'CHANGE_BENEFICIARY_ACCOUNT' as const;

const RIGHT_TEXTS: Record<
  TrustRightCode,
  { title: string; settlor: string; beneficiary: string; online: boolean }
> = {
  INQUIRY: {
    title: '查询与知情',
    settlor: '可随时了解信托财产的管理、运用、处分及收支情况，查阅与信托事务有关的账目和文件。',
    beneficiary: '可查询本人的受益份额、分配记录及受益账户。',
    online: true,
  },
  ACCOUNT_CHANGE: {
    title: '变更受益账户',
    settlor: '本人作为受益人，可变更接收信托利益的银行账户，受托人审核通过后自下一分配日起生效。',
    beneficiary: '可变更接收信托利益的银行账户，受托人审核通过后自下一分配日起生效。',
    online: true,
  },
  TEMP_DISTRIBUTION: {
    title: '临时分配申请',
    settlor: '家庭成员遇重大疾病、意外等情形，可按信托合同约定在线申请临时分配，受托人审核后支付。',
    beneficiary: '遇重大疾病、意外等情形，可按信托合同约定申请临时分配。',
    online: true,
  },
  CONDITIONAL_DISTRIBUTION: {
    title: '条件分配申请',
    settlor: '受益人满足信托合同约定的条件（如升学、婚嫁、创业）时，可提交证明材料申请条件分配。',
    beneficiary: '满足信托合同约定的条件（如升学、婚嫁、创业）时，可提交证明材料申请条件分配。',
    online: true,
  },
  ADD_PROPERTY: {
    title: '追加信托财产',
    settlor: '可追加资金或其他财产作为信托财产，单笔追加不低于100万元；家族办公室备好补充协议后可在线签署。',
    beneficiary: '可追加资金或其他财产作为信托财产。',
    online: false,
  },
  TERM_CHANGE: {
    title: '变更信托期限',
    settlor: '可在线申请延长或缩短信托期限，经受托人同意后由家族办公室办理合同变更。',
    beneficiary: '经委托人与受托人同意，可按信托合同约定变更信托期限。',
    online: true,
  },
};

/** 李娜 → 李*, 张子涵 → 张*涵: the server's masking of other people's names. */
export function maskName(name: string): string {
  const chars = [...name];
  if (chars.length <= 1) return name;
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
}

const cardTail = (cardNo: string) => cardNo.slice(-4);

function trustOf(trustCode: string): StoredTrust | undefined {
  return familyTrusts.findFirst((q) => q.where({ trustCode }));
}

/** The investor's own beneficiary row in a trust, if he is a beneficiary. */
export function myBeneficiary(investorId: string, trustCode: string): StoredBeneficiary | undefined {
  return trustBeneficiaries.findFirst((q) => q.where({ trustCode, investorId }));
}

export const isSettlor = (trust: StoredTrust, investorId: string) => trust.settlorId === investorId;

/** The trusts the investor settled or benefits from, in the order they were set up. */
function trustsOf(investorId: string): StoredTrust[] {
  return familyTrusts
    .findMany()
    .filter((trust) => isSettlor(trust, investorId) || myBeneficiary(investorId, trust.trustCode))
    .sort((a, b) => a.establishDate.localeCompare(b.establishDate));
}

/** The trust, when the investor may see it; 05190001 otherwise (the server cannot tell which). */
export function visibleTrust(investorId: string, trustCode: string): StoredTrust {
  const trust = trustOf(trustCode);
  if (!trust || !(isSettlor(trust, investorId) || myBeneficiary(investorId, trustCode)))
    refuseWith('05190001');
  return trust;
}

const shownName = (row: StoredBeneficiary, investorId: string) =>
  row.investorId === investorId ? row.name : maskName(row.name);

/** The beneficiaries the investor may see: all for the settlor, himself for a beneficiary. */
function visibleBeneficiaries(trust: StoredTrust, investorId: string): StoredBeneficiary[] {
  return trustBeneficiaries
    .findMany((q) => q.where({ trustCode: trust.trustCode }))
    .filter((row) => isSettlor(trust, investorId) || row.investorId === investorId)
    .sort((a, b) => a.beneficiaryId.localeCompare(b.beneficiaryId));
}

function visibleDistributions(trust: StoredTrust, investorId: string) {
  const ids = new Set(visibleBeneficiaries(trust, investorId).map((row) => row.beneficiaryId));
  return trustDistributions
    .findMany((q) => q.where({ trustCode: trust.trustCode }))
    .filter((row) => ids.has(row.beneficiaryId))
    .sort((a, b) => b.payDate.localeCompare(a.payDate) || b.distributionNo.localeCompare(a.distributionNo));
}

const sum = (amounts: readonly string[]) =>
  amounts.reduce((total, a) => total.plus(a), new Big(0)).toFixed(2);

function roleFacts(trust: StoredTrust, investorId: string) {
  const settlor = isSettlor(trust, investorId);
  const mine = myBeneficiary(investorId, trust.trustCode);
  return {
    trustCode: trust.trustCode,
    trustName: trust.trustName,
    trustType: trust.trustType,
    role: settlor ? ('SETTLOR' as const) : ('BENEFICIARY' as const),
    isBeneficiary: mine !== undefined,
    status: trust.status,
    settlorName: settlor ? trust.settlorName : maskName(trust.settlorName),
    establishDate: trust.establishDate,
    ...(trust.maturityDate ? { maturityDate: trust.maturityDate } : {}),
    ...(settlor
      ? {
          initialProperty: trust.initialProperty,
          currentScale: trust.currentScale,
          valuationDate: trust.valuationDate,
        }
      : {}),
    mine,
    settlor,
  };
}

export function listTrusts(investor: Investor): FamilyTrustSummary[] {
  return trustsOf(investor.customerId).map((trust) => {
    const { mine, settlor, ...facts } = roleFacts(trust, investor.customerId);
    return {
      ...facts,
      ...(settlor ? { beneficiaryCount: visibleBeneficiaries(trust, investor.customerId).length } : {}),
      ...(mine ? { mySharePercent: mine.sharePercent } : {}),
    };
  });
}

/**
 * The next scheduled distribution after today: each visible beneficiary's latest regular payment
 * stepped on by his period (a quarter when he was paid more than once in a year, else a year).
 */
function nextDistributionDate(trust: StoredTrust, investorId: string, today: string): string | undefined {
  const regular = visibleDistributions(trust, investorId).filter((row) => row.kind === 'REGULAR');
  const next = [...new Set(regular.map((row) => row.beneficiaryId))].map((beneficiaryId) => {
    const own = regular.filter((row) => row.beneficiaryId === beneficiaryId);
    const latest = own[0]!.payDate; // newest first
    const quarterly = own.filter((row) => row.payDate.slice(0, 4) === latest.slice(0, 4)).length > 1;
    let date = latest;
    while (date <= today)
      date = quarterly ? nextQuarterEnd(date) : `${Number(date.slice(0, 4)) + 1}${date.slice(4)}`;
    return date;
  });
  return next.sort()[0];
}

const QUARTER_ENDS = ['03-31', '06-30', '09-30', '12-31'];
function nextQuarterEnd(date: string): string {
  const year = Number(date.slice(0, 4));
  const later = QUARTER_ENDS.find((md) => md > date.slice(5));
  return later ? `${year}-${later}` : `${year + 1}-${QUARTER_ENDS[0]}`;
}

export function trustDetail(investor: Investor, trustCode: string): FamilyTrustDetail {
  const trust = visibleTrust(investor.customerId, trustCode);
  const { mine: _mine, settlor, ...facts } = roleFacts(trust, investor.customerId);
  const distributions = visibleDistributions(trust, investor.customerId);
  const next = nextDistributionDate(trust, investor.customerId, chinaDate());
  return {
    ...facts,
    trusteeName: trust.trusteeName,
    custodianName: trust.custodianName,
    purposeText: trust.purposeText,
    distributionModeText: trust.distributionModeText,
    totalDistributed: sum(distributions.map((row) => row.amount)),
    ...(distributions[0] ? { lastDistributionDate: distributions[0].payDate } : {}),
    ...(next ? { nextDistributionDate: next } : {}),
    beneficiaries: visibleBeneficiaries(trust, investor.customerId).map((row) => ({
      beneficiaryId: row.beneficiaryId,
      name: shownName(row, investor.customerId),
      relation: row.relation,
      sharePercent: row.sharePercent,
      isSelf: row.investorId === investor.customerId,
    })),
    ...(settlor ? { allocation: trust.allocation } : {}),
  };
}

export function rights(investor: Investor, trustCode: string): FamilyRightsData {
  const trust = visibleTrust(investor.customerId, trustCode);
  const settlor = isSettlor(trust, investor.customerId);
  const mine = myBeneficiary(investor.customerId, trustCode);
  const codes = (settlor ? trust.settlorRights : trust.beneficiaryRights).filter(
    // Changing the receiving account is a beneficiary's right.
    (code) => code !== 'ACCOUNT_CHANGE' || mine !== undefined,
  ) as TrustRightCode[];
  const paid = trustDistributions.findMany((q) => q.where({ trustCode }));
  return {
    trustCode,
    trustName: trust.trustName,
    role: settlor ? 'SETTLOR' : 'BENEFICIARY',
    rights: codes.map((code) => {
      const text = RIGHT_TEXTS[code];
      return {
        rightCode: code,
        title: text.title,
        description: settlor ? text.settlor : text.beneficiary,
        online: text.online,
      };
    }),
    beneficiaries: visibleBeneficiaries(trust, investor.customerId).map((row): BeneficiaryRight => ({
      beneficiaryId: row.beneficiaryId,
      name: shownName(row, investor.customerId),
      relation: row.relation,
      isSelf: row.investorId === investor.customerId,
      sharePercent: row.sharePercent,
      idNoMasked: maskIdNo(row.idNo),
      bankName: row.bankName,
      cardNoMasked: maskCardNo(row.cardNo),
      distributionRule: row.distributionRule,
      receivedTotal: sum(paid.filter((p) => p.beneficiaryId === row.beneficiaryId).map((p) => p.amount)),
    })),
  };
}

export function benefitPage(
  investor: Investor,
  request: { trustCode: string; pageNum: number; pageSize: number },
): TrustDistributionPage {
  const trust = visibleTrust(investor.customerId, request.trustCode);
  const names = new Map(
    visibleBeneficiaries(trust, investor.customerId).map((row) => [row.beneficiaryId, row] as const),
  );
  const all = visibleDistributions(trust, investor.customerId);
  const start = (request.pageNum - 1) * request.pageSize;
  return {
    list: all.slice(start, start + request.pageSize).map((row) => {
      const who = names.get(row.beneficiaryId)!;
      return {
        distributionNo: row.distributionNo,
        payDate: row.payDate,
        beneficiaryName: shownName(who, investor.customerId),
        relation: who.relation,
        isSelf: who.investorId === investor.customerId,
        kind: row.kind,
        purpose: row.purpose,
        amount: row.amount,
        bankName: row.bankName,
        cardTail: cardTail(row.cardNo),
        status: row.status,
      };
    }),
    total: all.length,
    pageNum: request.pageNum,
    pageSize: request.pageSize,
  };
}

export function officeContact(investor: Investor, trustCode?: string): FamilyOfficeContact {
  const trusts = trustsOf(investor.customerId);
  const trust = trustCode ? visibleTrust(investor.customerId, trustCode) : trusts[0];
  const advisor = trust?.advisor ?? { name: '陈静', title: '资深家族信托顾问', phone: '021-68881234' };
  return {
    officeName: '华信信托家族办公室',
    advisorName: advisor.name,
    advisorTitle: advisor.title,
    advisorPhone: advisor.phone,
    hotline: '400-820-1888',
    email: 'familyoffice@hxtrust.com.cn',
    serviceHours: '工作日 9:00–17:30',
    address: '上海市浦东新区世纪大道88号华信大厦18层',
  };
}

// --- The receiving-account change.

const reviewingChange = (investorId: string, trustCode: string) =>
  accountChanges.findFirst((q) => q.where({ investorId, trustCode, status: 'REVIEWING' }));

/** The trustee's decision on every change in review, when the demo's review switch asks for one. */
export async function reviewPendingChanges(investorId: string, now: Date = new Date()): Promise<void> {
  const mode = familyReviewMode();
  if (!mode) return;
  for (const change of accountChanges.findMany((q) => q.where({ investorId, status: 'REVIEWING' }))) {
    const reviewedAt = chinaNow(now);
    if (mode === 'reject') {
      await accountChanges.update(change, {
        data(draft) {
          draft.status = 'REJECTED';
          draft.reviewedAt = reviewedAt;
          draft.rejectReason = REVIEW_REJECT_REASON;
        },
      });
      continue;
    }
    const effectiveDate = chinaDate(new Date(now.getTime() + 24 * 3600_000));
    await accountChanges.update(change, {
      data(draft) {
        draft.status = 'EFFECTIVE';
        draft.reviewedAt = reviewedAt;
        draft.effectiveDate = effectiveDate;
      },
    });
    const row = trustBeneficiaries.findFirst((q) =>
      q.where({ trustCode: change.trustCode, beneficiaryId: change.beneficiaryId }),
    );
    if (row)
      await trustBeneficiaries.update(row, {
        data(draft) {
          draft.cardId = change.newAccount.cardId;
          draft.bankName = change.newAccount.bankName;
          draft.cardNo = change.newAccount.cardNo;
          draft.branchName = change.newAccount.branchName;
          draft.since = effectiveDate;
        },
      });
  }
}

export async function accounts(investor: Investor, trustCode?: string): Promise<BeneficiaryAccount[]> {
  await reviewPendingChanges(investor.customerId);
  const trusts = trustCode ? [visibleTrust(investor.customerId, trustCode)] : trustsOf(investor.customerId);
  return trusts.flatMap((trust): BeneficiaryAccount[] => {
    const mine = myBeneficiary(investor.customerId, trust.trustCode);
    if (!mine) return [];
    const reviewing = reviewingChange(investor.customerId, trust.trustCode);
    const notChangeableReason = reviewing
      ? '该信托已有受益账户变更在审核中'
      : trust.status !== 'RUNNING'
        ? '信托清算或终止后不可变更受益账户'
        : undefined;
    return [
      {
        trustCode: trust.trustCode,
        trustName: trust.trustName,
        trustType: trust.trustType,
        role: isSettlor(trust, investor.customerId) ? 'SETTLOR' : 'BENEFICIARY',
        beneficiaryName: mine.name,
        ...(mine.cardId ? { cardId: mine.cardId } : {}),
        bankName: mine.bankName,
        cardNoMasked: maskCardNo(mine.cardNo),
        cardTail: cardTail(mine.cardNo),
        since: mine.since,
        changeState: reviewing ? 'REVIEWING' : 'NONE',
        ...(reviewing ? { reviewingApplyNo: reviewing.applyNo } : {}),
        changeable: notChangeableReason === undefined,
        ...(notChangeableReason ? { notChangeableReason } : {}),
      },
    ];
  });
}

/** What a change needs before the code is sent or the change recorded: refused with its code otherwise. */
function checkChange(investor: Investor, trustCode: string, newCardId: string) {
  const trust = visibleTrust(investor.customerId, trustCode);
  const mine = myBeneficiary(investor.customerId, trustCode);
  if (!mine) refuseWith('05190001');
  if (trust.status !== 'RUNNING') refuseWith('05190010');
  if (reviewingChange(investor.customerId, trustCode)) refuseWith('05190002');
  const card = bankCards.findFirst((q) => q.where({ investorId: investor.customerId, cardId: newCardId }));
  if (!card) refuseWith('05190004');
  if (card.cardNo === mine.cardNo) refuseWith('05190003');
  return { trust, mine, card };
}

const smsBizNo = (trustCode: string, cardId: string) => `${trustCode}-${cardId}`;

export async function sendChangeCode(
  investor: Investor,
  request: ChangeAccountSmsRequest,
): Promise<SmsTicket> {
  checkChange(investor, request.trustCode, request.newCardId);
  try {
    return await sendBusinessCode(investor, BIZ_TYPE, smsBizNo(request.trustCode, request.newCardId));
  } catch (error) {
    // The business SMS says "too soon" with its own code; this call's contract has its own.
    if (error instanceof Refusal && error.statusCode === '05200005') refuseWith('05190005');
    throw error;
  }
}

function uploadedBy(investorId: string, fileIds: readonly string[]): boolean {
  return fileIds.every((fileId) => {
    const image = uploadedImages.findFirst((q) => q.where({ fileId }));
    return image !== undefined && image.investorId === investorId;
  });
}

export async function submitChange(
  investor: Investor,
  request: ChangeBeneficiaryAccountRequest,
  now: Date = new Date(),
): Promise<ChangeRecord> {
  const { trust, mine, card } = checkChange(investor, request.trustCode, request.newCardId);
  if (request.reasonCode === 'OTHER' && !request.reasonText?.trim()) refuseWith('05190011');
  const photos = [...request.bankCardFileIds, ...request.idCardFileIds];
  if (request.bankCardFileIds.length === 0 || request.idCardFileIds.length === 0) refuseWith('05190009');
  if (!uploadedBy(investor.customerId, photos)) refuseWith('05190009');
  const verdict = await redeemBusiSms({
    investorId: investor.customerId,
    bizType: BIZ_TYPE,
    bizNo: smsBizNo(request.trustCode, request.newCardId),
    smsCode: request.smsCode,
    smsSerialNo: request.smsSerialNo,
  });
  if (verdict === 'expired') refuseWith('05190007');
  if (verdict === 'wrong') refuseWith('05190006');
  const stored = await accountChanges.create({
    applyNo: nextId('TC'),
    investorId: investor.customerId,
    trustCode: trust.trustCode,
    beneficiaryId: mine.beneficiaryId,
    oldAccount: { bankName: mine.bankName, cardNo: mine.cardNo, branchName: mine.branchName },
    newAccount: {
      cardId: card.cardId,
      bankName: card.bnkName,
      cardNo: card.cardNo,
      branchName: card.branchName,
    },
    reasonCode: request.reasonCode,
    ...(request.reasonText?.trim() ? { reasonText: request.reasonText.trim() } : {}),
    attachmentFileIds: photos,
    status: 'REVIEWING',
    appliedAt: chinaNow(now),
  });
  return changeView(stored);
}

function changeView(change: StoredChange): ChangeRecord {
  const trust = trustOf(change.trustCode);
  const who = trustBeneficiaries.findFirst((q) =>
    q.where({ trustCode: change.trustCode, beneficiaryId: change.beneficiaryId }),
  );
  const account = (a: { bankName: string; cardNo: string; branchName: string }) => ({
    bankName: a.bankName,
    cardNoMasked: maskCardNo(a.cardNo),
    branchName: a.branchName,
  });
  return {
    applyNo: change.applyNo,
    trustCode: change.trustCode,
    trustName: trust?.trustName ?? change.trustCode,
    beneficiaryName: who?.name ?? '',
    oldAccount: account(change.oldAccount),
    newAccount: account(change.newAccount),
    reasonCode: change.reasonCode,
    ...(change.reasonText ? { reasonText: change.reasonText } : {}),
    attachmentCount: change.attachmentFileIds.length,
    status: change.status,
    appliedAt: change.appliedAt,
    ...(change.reviewedAt ? { reviewedAt: change.reviewedAt } : {}),
    ...(change.effectiveDate ? { effectiveDate: change.effectiveDate } : {}),
    ...(change.rejectReason ? { rejectReason: change.rejectReason } : {}),
  };
}

export async function changeDetail(investor: Investor, applyNo: string): Promise<ChangeRecord> {
  await reviewPendingChanges(investor.customerId);
  const change = accountChanges.findFirst((q) => q.where({ applyNo, investorId: investor.customerId }));
  if (!change) refuseWith('05190008');
  return changeView(change);
}

export async function changePage(
  investor: Investor,
  request: { pageNum: number; pageSize: number; trustCode?: string },
): Promise<ChangeRecordSummaryPage> {
  await reviewPendingChanges(investor.customerId);
  const all = accountChanges
    .findMany((q) => q.where({ investorId: investor.customerId }))
    .filter((change) => !request.trustCode || change.trustCode === request.trustCode)
    .sort((a, b) => b.appliedAt.localeCompare(a.appliedAt));
  const start = (request.pageNum - 1) * request.pageSize;
  return {
    list: all.slice(start, start + request.pageSize).map((change) => ({
      applyNo: change.applyNo,
      trustCode: change.trustCode,
      trustName: trustOf(change.trustCode)?.trustName ?? change.trustCode,
      oldBankName: change.oldAccount.bankName,
      oldCardTail: cardTail(change.oldAccount.cardNo),
      newBankName: change.newAccount.bankName,
      newCardTail: cardTail(change.newAccount.cardNo),
      status: change.status,
      appliedAt: change.appliedAt,
    })),
    total: all.length,
    pageNum: request.pageNum,
    pageSize: request.pageSize,
  };
}
