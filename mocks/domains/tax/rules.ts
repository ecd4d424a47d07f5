import type { AddTaxIssueInfoRequest } from '@gen/model/addTaxIssueInfoRequest';
import type { CheckMessageData } from '@gen/model/checkMessageData';
import type { CheckMessageRequest } from '@gen/model/checkMessageRequest';
import type { CrsDeclaration } from '@gen/model/crsDeclaration';
import type { SmsTicket } from '@gen/model/smsTicket';
import type { TaxResidenceRecord } from '@gen/model/taxResidenceRecord';
import type { TaxStatusData } from '@gen/model/taxStatusData';
import type { Investor } from '@mocks/db/db';
import { nextId } from '@mocks/db/next-id';
import { refuseWith } from '@mocks/http/refusal';
import { sendBusinessCode } from '../auth/rules';
import { authSmsTickets, SMS_RESEND_SECONDS } from '../auth/seed';
import { redeemBusiSms } from '../auth/sms-tickets';
import { profileOf } from '../customer/rules';
import { nowDateTime } from '../risk/clock';
import { investorProfile, recordCrsDeclaration } from '../risk/profile';
import { findCountry } from './countries';
import {
  CHECK_TOKEN_SECONDS,
  crsCheckTokens,
  crsDeclarations,
  type StoredDeclaration,
  type StoredResidence,
} from './seed';

/**
 * The CRS self-certification's server rules (openapi/paths/tax.yaml): the SMS proof
 * (crsSendMessage → checkMessage's one-time token), the declaration's completeness by status,
 * the TIN rule per jurisdiction, and the history with the newest in force. A new declaration
 * moves the risk profile's crsDeclared (the subscription gate's CRS check).
 */

export const RESIDENCY_NAMES: Readonly<Record<StoredDeclaration['residency'], string>> = {
  CN_ONLY: '仅为中国税收居民',
  NON_CN: '仅为非居民',
  BOTH: '既是中国税收居民又是其他国家（地区）税收居民',
};

export const NO_TIN_REASON_NAMES: Readonly<Record<NonNullable<StoredResidence['noTinReason']>, string>> = {
  NOT_ISSUED: '居民国（地区）不发放纳税人识别号',
  UNABLE_TO_OBTAIN: '账户持有人未能取得纳税人识别号',
};

const now = () => Date.now();

/** S8512345D → S8*****5D: the first two and the last two characters. */
export function maskTin(tin: string): string {
  if (tin.length <= 4) return `${tin.slice(0, 1)}${'*'.repeat(Math.max(tin.length - 1, 1))}`;
  return `${tin.slice(0, 2)}${'*'.repeat(tin.length - 4)}${tin.slice(-2)}`;
}

function declarationsOf(investorId: string): StoredDeclaration[] {
  return crsDeclarations
    .findMany((q) => q.where({ investorId }))
    .sort(
      (a, b) => b.declaredAt.localeCompare(a.declaredAt) || b.declarationNo.localeCompare(a.declarationNo),
    );
}

function residenceView(residence: StoredResidence): TaxResidenceRecord {
  return {
    countryCode: residence.countryCode,
    countryName: findCountry(residence.countryCode)?.countryName ?? residence.countryCode,
    ...(residence.tin ? { tinMasked: maskTin(residence.tin) } : {}),
    ...(residence.noTinReason
      ? { noTinReason: residence.noTinReason, noTinReasonName: NO_TIN_REASON_NAMES[residence.noTinReason] }
      : {}),
    ...(residence.noTinExplanation ? { noTinExplanation: residence.noTinExplanation } : {}),
  };
}

function declarationView(stored: StoredDeclaration, current: boolean): CrsDeclaration {
  const { investorId: _investorId, taxResidences, ...rest } = stored;
  const optional = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined));
  return {
    ...(optional as Omit<StoredDeclaration, 'investorId' | 'taxResidences'>),
    residencyName: RESIDENCY_NAMES[stored.residency],
    signerRole: 'SELF',
    current,
    taxResidences: taxResidences.map(residenceView),
  };
}

/** 中国上海市浦东新区张杨路1588弄3号1202室: the address on record, as the form's Chinese address. */
function addressOnRecord(investorId: string): string | undefined {
  try {
    const { address } = profileOf(investorId);
    const city = address.cityName === address.provinceName ? '' : address.cityName;
    return `中国${address.provinceName}${city}${address.districtName}${address.detail}`;
  } catch {
    return undefined;
  }
}

export function taxStatus(investor: Investor): TaxStatusData {
  const all = declarationsOf(investor.customerId);
  const latest = all[0];
  const birthDate = investorProfile(investor.customerId).birthDate ?? '1978-05-19';
  const addressCn = addressOnRecord(investor.customerId);
  return {
    declared: latest !== undefined,
    ...(latest
      ? {
          residency: latest.residency,
          residencyName: RESIDENCY_NAMES[latest.residency],
          declaredAt: latest.declaredAt,
        }
      : {}),
    holder: { realName: investor.name, birthDate, ...(addressCn ? { addressCn } : {}) },
    declarations: all.map((stored, index) => declarationView(stored, index === 0)),
  };
}

/** crsSendMessage: the business SMS CRS_DECLARATION to the phone on record, 60 s apart. */
export function sendCrsCode(investor: Investor): Promise<SmsTicket> {
  const recent = authSmsTickets
    .findMany((q) => q.where({ phone: investor.phone, bizType: 'CRS_DECLARATION' }))
    .some((ticket) => !ticket.used && ticket.sentAt + SMS_RESEND_SECONDS * 1000 > now());
  if (recent) refuseWith('05090003');
  return sendBusinessCode(investor, 'CRS_DECLARATION');
}

/** checkMessage: the code spent for a one-time token that addTaxIssueInfo carries. */
export async function checkCrsCode(
  investorId: string,
  request: CheckMessageRequest,
): Promise<CheckMessageData> {
  const verdict = await redeemBusiSms({ investorId, bizType: 'CRS_DECLARATION', ...request });
  if (verdict === 'wrong') refuseWith('05090001');
  if (verdict === 'expired') refuseWith('05090002');
  const checkToken = nextId('CRSCK');
  await crsCheckTokens.create({
    checkToken,
    investorId,
    expiresAt: now() + CHECK_TOKEN_SECONDS * 1000,
    used: false,
  });
  return { checkToken, validSeconds: CHECK_TOKEN_SECONDS };
}

function checkResidences(residences: AddTaxIssueInfoRequest['taxResidences']): StoredResidence[] {
  if (!residences || residences.length === 0) refuseWith('05090102');
  const codes = residences.map((r) => r.countryCode);
  if (codes.includes('CHN') || new Set(codes).size !== codes.length) refuseWith('05090105');
  return residences.map((residence) => {
    const country = findCountry(residence.countryCode);
    if (!country) refuseWith('05090102');
    const tin = residence.tin?.trim();
    if (tin) return { countryCode: residence.countryCode, tin: tin.toUpperCase() };
    if (residence.noTinReason === 'UNABLE_TO_OBTAIN') {
      const explanation = residence.noTinExplanation?.trim();
      if (!explanation) refuseWith('05090104');
      return {
        countryCode: residence.countryCode,
        noTinReason: 'UNABLE_TO_OBTAIN',
        noTinExplanation: explanation,
      };
    }
    if (residence.noTinReason === 'NOT_ISSUED' && !country.tinIssued)
      return { countryCode: residence.countryCode, noTinReason: 'NOT_ISSUED' };
    // No TIN, and either no reason or "not issued" for a jurisdiction that issues them.
    return refuseWith('05090103');
  });
}

async function spendToken(investorId: string, checkToken: string): Promise<void> {
  const token = crsCheckTokens.findFirst((q) => q.where({ checkToken }));
  if (!token || token.used || token.investorId !== investorId || token.expiresAt < now())
    refuseWith('05090101');
  await crsCheckTokens.update(token, {
    data(draft) {
      draft.used = true;
    },
  });
}

/** addTaxIssueInfo: a complete declaration with a good token becomes the one in force. */
export async function addDeclaration(
  investor: Investor,
  request: AddTaxIssueInfoRequest,
): Promise<CrsDeclaration> {
  const { residency } = request;
  let details: Partial<StoredDeclaration> = {};
  let taxResidences: StoredResidence[] = [];
  if (residency !== 'CN_ONLY') {
    const required = [
      request.surnamePinyin,
      request.givenNamePinyin,
      request.birthDate,
      request.addressCn,
      request.addressEn,
      request.birthPlaceCn,
      request.birthPlaceEn,
    ];
    if (required.some((value) => !value?.trim())) refuseWith('05090102');
    taxResidences = checkResidences(request.taxResidences);
    details = {
      surnamePinyin: request.surnamePinyin,
      givenNamePinyin: request.givenNamePinyin,
      birthDate: request.birthDate,
      addressCn: request.addressCn?.trim(),
      addressEn: request.addressEn?.trim(),
      birthPlaceCn: request.birthPlaceCn?.trim(),
      birthPlaceEn: request.birthPlaceEn?.trim(),
    };
  }
  await spendToken(investor.customerId, request.checkToken);
  const declaredAt = nowDateTime();
  const stored = await crsDeclarations.create({
    declarationNo: nextId('CRS'),
    investorId: investor.customerId,
    residency,
    declaredAt,
    signerName: investor.name,
    ...details,
    taxResidences,
  });
  await recordCrsDeclaration(investor.customerId, residency, declaredAt);
  return declarationView(stored, true);
}
