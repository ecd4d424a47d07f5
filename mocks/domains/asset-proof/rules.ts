import Big from 'big.js';
import type { AssetCertificate } from '@gen/model/assetCertificate';
import type { AssetCertificateSummaryPage } from '@gen/model/assetCertificateSummaryPage';
import type { AssetProofProduct } from '@gen/model/assetProofProduct';
import type { AssetProofTemplateData } from '@gen/model/assetProofTemplateData';
import type { OpenAssetData } from '@gen/model/openAssetData';
import type { OpenAssetRequest } from '@gen/model/openAssetRequest';
import type { OpenAssetSendCustomerEmailData } from '@gen/model/openAssetSendCustomerEmailData';
import type { Investor } from '@mocks/db/db';
import { maskPhone } from '@mocks/db/masks';
import { daysFromToday } from '@mocks/db/seed/story';
import { refuseWith } from '@mocks/http/refusal';
import {
  assetApplications as applications,
  assetCertificates as certificates,
  DAILY_CERTIFICATES,
  DAILY_EMAILS,
  DEMO_EMAIL,
  HELD_PRODUCTS,
  MOCK_SMS_CODE,
  productNameOf,
  SMS_RESEND_SECONDS,
  SMS_VALID_SECONDS,
  VERIFIABLE_DAYS,
  type HeldProduct,
  type StoredCertificate,
} from './seed';

/**
 * The mock server's asset-certificate rules, as the contract describes them (codes 0515xxxx:
 * 05150001 date out of range, 05150002 product not held, 05150003 pinyin name missing, 05150004
 * daily limit, 05150005 resend too soon, 05150006 wrong code, 05150007 code spent or expired,
 * 05150008 no such certificate, 05150009 no e-mail on record, 05150010 e-mail daily limit).
 */

const ID_TYPE_NAME = '居民身份证';

/** "zhangwei1978@163.com" → "zha***@163.com". */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, Math.min(3, Math.max(1, local.length - 1)))}***@${domain}`;
}

/** Now in China time, as the contract's IsoDateTime ("2026-11-22T09:30:00+08:00"). */
export function chinaNow(now: Date = new Date()): string {
  const china = new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 19);
  return `${china}+08:00`;
}

const today = () => daysFromToday(0);
/** The latest as-of date: yesterday's closing data (T-1). */
export const latestAsOfDate = () => daysFromToday(-1);
export const earliestAsOfDate = () => HELD_PRODUCTS.map((p) => p.from).sort()[0] ?? '2020-01-01';

/** The last point on or before the date, from a list sorted by date. */
function pointOn(points: readonly (readonly [string, string])[], date: string) {
  let found: readonly [string, string] | undefined;
  for (const point of points) if (point[0] <= date) found = point;
  return found;
}

/** One held product on one day, priced the way the certificate states it; undefined when not held. */
function productOn(held: HeldProduct, date: string): AssetProofProduct | undefined {
  if (date < held.from || (held.until && date > held.until)) return undefined;
  const base = {
    productCode: held.productCode,
    productName: productNameOf(held.productCode),
    productNameEn: held.productNameEn,
    amountType: held.pricing.amountType,
  };
  const { pricing } = held;
  if (pricing.amountType === 'PRINCIPAL') return { ...base, amount: pricing.principal };
  if (pricing.amountType === 'TRUST_PROPERTY') {
    const [navDate, amount] = pointOn(pricing.valuations, date) ?? [held.from, '0.00'];
    return { ...base, amount, navDate };
  }
  const [navDate, nav] =
    'dailyNav' in pricing ? [date, pricing.dailyNav] : (pointOn(pricing.navs, date) ?? []);
  if (!navDate || !nav) return undefined;
  const amount = new Big(pricing.shares).times(nav).round(2, Big.roundHalfUp).toFixed(2);
  return { ...base, amount, shares: pricing.shares, nav, navDate };
}

export function productsOn(date: string): AssetProofProduct[] {
  return HELD_PRODUCTS.flatMap((held) => productOn(held, date) ?? []);
}

const sumOf = (products: readonly AssetProofProduct[]) =>
  products.reduce((sum, p) => sum.plus(p.amount), new Big(0)).toFixed(2);

function checkDate(date: string): void {
  if (date < earliestAsOfDate() || date > latestAsOfDate()) refuseWith('05150001');
}

const issuedToday = (investorId: string) =>
  certificates.findMany((q) => q.where({ investorId })).filter((c) => c.issuedAt.startsWith(today())).length;

export function template(investor: Investor, asOfDate?: string): AssetProofTemplateData {
  const date = asOfDate ?? latestAsOfDate();
  checkDate(date);
  const products = productsOn(date);
  return {
    holderName: investor.name,
    registeredPinyinName: 'ZHANG WEI',
    idTypeName: ID_TYPE_NAME,
    idNoMasked: investor.idNoMasked,
    asOfDate: date,
    minDate: earliestAsOfDate(),
    maxDate: latestAsOfDate(),
    products,
    totalAmount: sumOf(products),
    remainingToday: Math.max(0, DAILY_CERTIFICATES - issuedToday(investor.customerId)),
  };
}

/** Records the application (or finds it, for a resend) and sends the code to the registered phone. */
export async function openAsset(investor: Investor, request: OpenAssetRequest): Promise<OpenAssetData> {
  const investorId = investor.customerId;
  checkDate(request.asOfDate);
  const held = new Set(productsOn(request.asOfDate).map((p) => p.productCode));
  if (request.productCodes.length === 0 || request.productCodes.some((code) => !held.has(code))) {
    refuseWith('05150002');
  }
  if (request.language === 'EN' && !request.pinyinName) refuseWith('05150003');
  if (issuedToday(investorId) >= DAILY_CERTIFICATES) refuseWith('05150004');

  const now = Date.now();
  const previous = request.applyNo
    ? applications.findFirst((q) => q.where({ investorId, applyNo: request.applyNo }))
    : undefined;
  if (previous && now < previous.sentAt + SMS_RESEND_SECONDS * 1000) refuseWith('05150005');
  const applyNo = previous?.applyNo ?? nextNo('AP', applications.count() + 1);
  const smsSerialNo = `SMS${now}${String(applications.count() + 1).padStart(3, '0')}`;
  if (previous) await applications.delete(previous);
  await applications.create({
    applyNo,
    investorId,
    asOfDate: request.asOfDate,
    productCodes: [...request.productCodes],
    language: request.language,
    pinyinName: request.language === 'EN' ? request.pinyinName : undefined,
    smsSerialNo,
    code: MOCK_SMS_CODE,
    sentAt: now,
    expiresAt: now + SMS_VALID_SECONDS * 1000,
    used: false,
  });
  return {
    applyNo,
    smsSerialNo,
    sentToMasked: maskPhone(investor.phone),
    resendAfterSeconds: SMS_RESEND_SECONDS,
    expiresInSeconds: SMS_VALID_SECONDS,
  };
}

/** "AP" + today (YYYYMMDD) + a 4-digit sequence. */
function nextNo(prefix: string, seq: number): string {
  return `${prefix}${today().replace(/-/g, '')}${String(seq).padStart(4, '0')}`;
}

/** Checks the code, burns it and issues the certificate. */
export async function verifyAndIssue(
  investor: Investor,
  proof: { applyNo: string; smsCode: string; smsSerialNo: string },
): Promise<AssetCertificate> {
  const investorId = investor.customerId;
  const application = applications.findFirst((q) => q.where({ investorId, applyNo: proof.applyNo }));
  if (
    !application ||
    application.used ||
    application.smsSerialNo !== proof.smsSerialNo ||
    application.expiresAt < Date.now()
  ) {
    refuseWith('05150007');
  }
  if (application.code !== proof.smsCode) refuseWith('05150006');
  await applications.update(application, {
    data(draft) {
      draft.used = true;
    },
  });
  const chosen = new Set(application.productCodes);
  const products = productsOn(application.asOfDate).filter((p) => chosen.has(p.productCode));
  const stored = await certificates.create({
    certNo: nextNo('ZM', certificates.count() + 1),
    applyNo: application.applyNo,
    investorId,
    asOfDate: application.asOfDate,
    language: application.language,
    pinyinName: application.pinyinName,
    products,
    totalAmount: sumOf(products),
    issuedAt: chinaNow(),
    validUntil: daysFromToday(VERIFIABLE_DAYS),
    sentEmails: [],
  });
  return toCertificate(stored, investor);
}

/** The PDF's file id: the mock serves the Chinese or the English sample by its suffix. */
export const certificateFileId = (certNo: string, language: 'ZH' | 'EN') =>
  `FAC${certNo.slice(2)}${language}`;

export function toCertificate(stored: StoredCertificate, investor: Investor): AssetCertificate {
  return {
    certNo: stored.certNo,
    applyNo: stored.applyNo,
    asOfDate: stored.asOfDate,
    language: stored.language,
    holderName: investor.name,
    ...(stored.pinyinName ? { pinyinName: stored.pinyinName } : {}),
    idTypeName: ID_TYPE_NAME,
    idNoMasked: investor.idNoMasked,
    products: stored.products,
    totalAmount: stored.totalAmount,
    issuedAt: stored.issuedAt,
    validUntil: stored.validUntil,
    fileId: certificateFileId(stored.certNo, stored.language),
    fileName:
      stored.language === 'EN' ? `Asset_Certificate_${stored.certNo}.pdf` : `资产证明_${stored.certNo}.pdf`,
    emailMasked: maskEmail(DEMO_EMAIL),
    // Stored in the order sent; newest first on the way out.
    sentEmails: [...stored.sentEmails]
      .reverse()
      .map((sent) => ({ sentToMasked: maskEmail(sent.email), sentAt: sent.sentAt })),
  };
}

function certificateOf(investorId: string, certNo: string) {
  const found = certificates.findFirst((q) => q.where({ investorId, certNo }));
  if (!found) refuseWith('05150008');
  return found;
}

export function certificate(investor: Investor, certNo: string): AssetCertificate {
  return toCertificate(certificateOf(investor.customerId, certNo), investor);
}

export function history(investorId: string, pageNum: number, pageSize: number): AssetCertificateSummaryPage {
  const all = certificates
    .findMany((q) => q.where({ investorId }))
    .sort((a, b) => b.issuedAt.localeCompare(a.issuedAt));
  return {
    list: all.slice((pageNum - 1) * pageSize, pageNum * pageSize).map((c) => ({
      certNo: c.certNo,
      asOfDate: c.asOfDate,
      language: c.language,
      productCount: c.products.length,
      productNames: c.products.map((p) => p.productName),
      totalAmount: c.totalAmount,
      issuedAt: c.issuedAt,
    })),
    total: all.length,
    pageNum,
    pageSize,
  };
}

export async function sendEmail(
  investor: Investor,
  certNo: string,
  email: string | undefined,
): Promise<OpenAssetSendCustomerEmailData> {
  const stored = certificateOf(investor.customerId, certNo);
  const to = email ?? DEMO_EMAIL;
  if (!to) refuseWith('05150009');
  if (stored.sentEmails.filter((sent) => sent.sentAt.startsWith(today())).length >= DAILY_EMAILS) {
    refuseWith('05150010');
  }
  const sentAt = chinaNow();
  await certificates.update(stored, {
    data(draft) {
      draft.sentEmails.push({ email: to, sentAt });
    },
  });
  return { certNo, sentToMasked: maskEmail(to), sentAt };
}
