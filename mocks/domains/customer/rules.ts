import type { ApplyCustomerManagerData } from '@gen/model/applyCustomerManagerData';
import type { ApplyCustomerManagerRequest } from '@gen/model/applyCustomerManagerRequest';
import type { ContactInfo } from '@gen/model/contactInfo';
import type { CustomerInfo } from '@gen/model/customerInfo';
import type { IdState } from '@gen/model/idState';
import type { Manager } from '@gen/model/manager';
import type { ManagerPage } from '@gen/model/managerPage';
import type { PersonMessage } from '@gen/model/personMessage';
import type { QueryCustomerManagerListRequest } from '@gen/model/queryCustomerManagerListRequest';
import type { SavePersonMessageRequest } from '@gen/model/savePersonMessageRequest';
import type { SmsTicket } from '@gen/model/smsTicket';
import type { TaxResidency } from '@gen/model/taxResidency';
import type { UpdateContactInfoRequest } from '@gen/model/updateContactInfoRequest';
import type { UpdateCustomerInfoRequest } from '@gen/model/updateCustomerInfoRequest';
import type { UserManagerData } from '@gen/model/userManagerData';
import { countries, dictEntries, investors, zones, type Investor } from '@mocks/db/db';
import { maskIdNo } from '@mocks/db/masks';
import { nextId } from '@mocks/db/next-id';
import { refuseWith } from '@mocks/http/refusal';
import { setSessionStatus } from '@mocks/scenarios/session';
import { sendBusinessCode } from '../auth/rules';
import { loginNames } from '../auth/seed';
import { redeemBusiSms } from '../auth/sms-tickets';
import { bankCards } from '../bank-card/seed';
import { investorProfile } from '../risk/profile';
import { customerProfiles, managerApplies, managerBindings, managers, type CustomerProfile } from './seed';

/**
 * The customer mock's rules (openapi/paths/customer.yaml): identity and contact reads built from
 * the investors row and the stored profile, changes confirmed by the generic business SMS (code
 * 123456), the name in pinyin, account cancellation (refused while a card still carries a product
 * or a trade: the bank-card seed's block reasons), and the relationship managers.
 */

/** Today in China (UTC+8), YYYY-MM-DD. */
const chinaToday = (now = Date.now()) => new Date(now + 8 * 3_600_000).toISOString().slice(0, 10);
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const nowDateTime = () => `${new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 19)}+08:00`;
/** An ID expiring within this many days is EXPIRING (the page suggests renewing it). */
export const ID_EXPIRING_DAYS = 90;

export function profileOf(customerId: string) {
  const profile = customerProfiles.findFirst((q) => q.where({ customerId }));
  if (!profile) throw new Error(`[mock] no customer profile for ${customerId}`);
  return profile;
}

const dictNote = (dictType: string, fldm: string) =>
  dictEntries.findFirst((q) => q.where({ dictType, fldm }))?.note ?? '';
const countryName = (code: string) => countries.findFirst((q) => q.where({ fldm: code }))?.note ?? code;

export function idStateOf(
  profile: Pick<CustomerProfile, 'idLongTerm' | 'idValidTo'>,
  today = chinaToday(),
): IdState {
  if (profile.idLongTerm || !profile.idValidTo) return 'VALID';
  if (profile.idValidTo < today) return 'EXPIRED';
  return profile.idValidTo <= addDays(today, ID_EXPIRING_DAYS) ? 'EXPIRING' : 'VALID';
}

export function customerInfo(investor: Investor): CustomerInfo {
  const profile = profileOf(investor.customerId);
  const idNo = profile.idType === '0' ? investor.idNo : (profile.otherIdNo ?? investor.idNo);
  return {
    customerNo: investor.customerId,
    name: investor.name,
    gender: investor.gender,
    genderName: dictNote('user_sex', investor.gender),
    nationalityCode: profile.nationalityCode,
    nationalityName: countryName(profile.nationalityCode),
    occupationCode: profile.occupationCode,
    occupationName: dictNote('occupation', profile.occupationCode),
    idType: profile.idType,
    idTypeName: dictNote('certificate_type', profile.idType),
    idNoMasked: maskIdNo(idNo),
    idValidFrom: profile.idValidFrom,
    ...(profile.idLongTerm || !profile.idValidTo ? {} : { idValidTo: profile.idValidTo }),
    idLongTerm: profile.idLongTerm,
    idState: idStateOf(profile),
    realNameVerified: true,
  };
}

/** zha***@163.com: the first three characters of the name part (fewer when shorter) and the domain. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, Math.min(3, Math.max(1, local.length - 1)))}***@${domain}`;
}

export function contactInfo(investor: Investor): ContactInfo {
  const profile = profileOf(investor.customerId);
  return {
    mobileMasked: investor.phoneMasked,
    ...(profile.email ? { emailMasked: maskEmail(profile.email) } : {}),
    address: { ...profile.address },
    ...(profile.employer ? { employer: profile.employer } : {}),
    ...(profile.fundSources?.length ? { fundSources: [...profile.fundSources] } : {}),
  };
}

const TAX_NAMES: Record<TaxResidency, string> = {
  NONE: '未声明',
  CN_ONLY: '仅为中国税收居民',
  NON_CN: '仅为非居民',
  BOTH: '既是中国税收居民又是其他国家（地区）税收居民',
};

export function boundManager(customerId: string) {
  const binding = managerBindings.findFirst((q) => q.where({ customerId }));
  return binding ? managers.findFirst((q) => q.where({ managerCode: binding.managerCode })) : undefined;
}

export function personMessage(investor: Investor): PersonMessage {
  const profile = profileOf(investor.customerId);
  const risk = investorProfile(investor.customerId);
  const taxResidency: TaxResidency = risk.crsResidency ?? 'NONE';
  const loginName = loginNames.findFirst((q) => q.where({ customerId: investor.customerId }))?.loginName;
  const manager = boundManager(investor.customerId);
  return {
    ...(loginName ? { loginName } : {}),
    ...(profile.surnamePinyin && profile.givenNamePinyin
      ? { surnamePinyin: profile.surnamePinyin, givenNamePinyin: profile.givenNamePinyin }
      : {}),
    ...(risk.riskLevel ? { riskLevel: risk.riskLevel, riskLevelName: risk.riskLevelName } : {}),
    ...(risk.riskExpiryDate ? { riskExpiryDate: risk.riskExpiryDate } : {}),
    assessmentState: risk.assessmentState,
    assessmentStateName: risk.assessmentStateName,
    qualifiedState: risk.qualifiedState,
    qualifiedStateName: risk.qualifiedStateName,
    ...(risk.qualifiedValidUntil ? { qualifiedValidUntil: risk.qualifiedValidUntil } : {}),
    taxResidency,
    taxResidencyName: TAX_NAMES[taxResidency],
    ...(manager ? { managerName: manager.managerName } : {}),
  };
}

/** The SMS of a change: the generic business SMS's ticket, spent when right. */
async function confirmBySms(
  investor: Investor,
  proof: { smsCode: string; smsSerialNo: string },
  bizType: 'UPDATE_CUSTOMER_INFO' | 'UPDATE_CONTACT_INFO' | 'OTHER',
  bizNo?: string,
): Promise<void> {
  const verdict = await redeemBusiSms({ investorId: investor.customerId, bizType, bizNo, ...proof });
  if (verdict === 'expired') refuseWith('05210002');
  if (verdict === 'wrong') refuseWith('05210001');
}

export async function updateCustomer(investor: Investor, request: UpdateCustomerInfoRequest) {
  const profile = profileOf(investor.customerId);
  const typeChanged = request.idType !== profile.idType;
  if (typeChanged && !request.idNo) refuseWith('05210005');
  // A 居民身份证 number is the person's for life: a renewed card carries the same number.
  if (request.idType === '0' && request.idNo && request.idNo.toUpperCase() !== investor.idNo)
    refuseWith('05210003');
  const today = chinaToday();
  if (request.idValidFrom > today) refuseWith('05210004');
  if (!request.idLongTerm && (!request.idValidTo || request.idValidTo <= request.idValidFrom))
    refuseWith('05210004');
  await confirmBySms(investor, request, 'UPDATE_CUSTOMER_INFO');
  const updatedAt = nowDateTime();
  await customerProfiles.update(profile, {
    data(draft) {
      draft.nationalityCode = request.nationalityCode;
      draft.occupationCode = request.occupationCode;
      draft.idType = request.idType;
      if (request.idType !== '0' && request.idNo) draft.otherIdNo = request.idNo.toUpperCase();
      draft.idValidFrom = request.idValidFrom;
      draft.idValidTo = request.idLongTerm ? undefined : request.idValidTo;
      draft.idLongTerm = request.idLongTerm;
      draft.updatedAt = updatedAt;
    },
  });
  return { updatedAt };
}

export async function updateContact(investor: Investor, request: UpdateContactInfoRequest) {
  const { address } = request;
  const zone = zones.findFirst((q) => q.where({ zoneCode: address.districtCode }));
  if (
    !zone ||
    zone.cityCode !== address.cityCode ||
    !address.cityCode.startsWith(address.provinceCode.slice(0, 2))
  ) {
    refuseWith('05210006');
  }
  await confirmBySms(investor, request, 'UPDATE_CONTACT_INFO');
  const profile = profileOf(investor.customerId);
  const updatedAt = nowDateTime();
  await customerProfiles.update(profile, {
    data(draft) {
      draft.address = { ...address };
      draft.employer = request.employer || undefined;
      if (request.email) draft.email = request.email;
      if (request.fundSources) draft.fundSources = [...request.fundSources];
      draft.updatedAt = updatedAt;
    },
  });
  return { updatedAt };
}

export async function savePinyin(investor: Investor, request: SavePersonMessageRequest) {
  // One pinyin syllable at least per character: fewer letters than characters cannot be right.
  const chars = [...investor.name];
  if (request.surnamePinyin.length + request.givenNamePinyin.length < chars.length) refuseWith('05210007');
  await customerProfiles.update(profileOf(investor.customerId), {
    data(draft) {
      draft.surnamePinyin = request.surnamePinyin;
      draft.givenNamePinyin = request.givenNamePinyin;
    },
  });
  return { surnamePinyin: request.surnamePinyin, givenNamePinyin: request.givenNamePinyin };
}

/** The pinyin name saved on nameModification, for other domains (asset certificates in English). */
export function pinyinNameOf(
  customerId: string,
): { surnamePinyin: string; givenNamePinyin: string } | undefined {
  const profile = customerProfiles.findFirst((q) => q.where({ customerId }));
  return profile?.surnamePinyin && profile.givenNamePinyin
    ? { surnamePinyin: profile.surnamePinyin, givenNamePinyin: profile.givenNamePinyin }
    : undefined;
}

const CANCEL_BIZ_NO = 'CANCEL_ACCOUNT';

function refuseWhenCannotCancel(customerId: string): void {
  const blocked = bankCards
    .findMany((q) => q.where({ investorId: customerId }))
    .some((card) => card.blockReasons.length > 0);
  if (blocked) refuseWith('05210010');
}

export function sendCancelCode(investor: Investor): Promise<SmsTicket> {
  refuseWhenCannotCancel(investor.customerId);
  return sendBusinessCode(investor, 'OTHER', CANCEL_BIZ_NO);
}

export async function cancelAccount(investor: Investor, proof: { smsCode: string; smsSerialNo: string }) {
  refuseWhenCannotCancel(investor.customerId);
  await confirmBySms(investor, proof, 'OTHER', CANCEL_BIZ_NO);
  const cancelledAt = nowDateTime();
  await customerProfiles.update(profileOf(investor.customerId), {
    data(draft) {
      draft.cancelledAt = cancelledAt;
    },
  });
  // The online account is closed: its session ends with it.
  await setSessionStatus('loggedOut');
  return { cancelledAt };
}

const toManager = ({ sort: _sort, ...manager }: ReturnType<typeof managers.all>[number]): Manager => manager;

export function userManager(customerId: string): UserManagerData {
  const manager = boundManager(customerId);
  const applying = managerApplies.findFirst((q) => q.where({ customerId, status: 'APPLYING' }));
  const applyingManager = applying
    ? managers.findFirst((q) => q.where({ managerCode: applying.managerCode }))
    : undefined;
  return {
    bindState: applying ? 'APPLYING' : manager ? 'BOUND' : 'NONE',
    ...(manager ? { manager: toManager(manager) } : {}),
    ...(applying && applyingManager
      ? {
          applying: {
            applyNo: applying.applyNo,
            managerName: applyingManager.managerName,
            appliedAt: applying.appliedAt,
          },
        }
      : {}),
  };
}

export function findManager(managerCode: string): Manager {
  const manager = managers.findFirst((q) => q.where({ managerCode }));
  if (!manager) refuseWith('05210020');
  return toManager(manager);
}

export function managerPage(request: QueryCustomerManagerListRequest): ManagerPage {
  const keyword = request.keyword?.trim() ?? '';
  const all = managers
    .all()
    .filter(
      (m) =>
        !keyword ||
        m.managerName.includes(keyword) ||
        m.managerCode.toUpperCase().includes(keyword.toUpperCase()),
    )
    .sort((a, b) => a.sort - b.sort);
  const start = (request.pageNum - 1) * request.pageSize;
  return {
    list: all.slice(start, start + request.pageSize).map(toManager),
    total: all.length,
    pageNum: request.pageNum,
    pageSize: request.pageSize,
  };
}

export async function applyManager(
  investor: Investor,
  request: ApplyCustomerManagerRequest,
): Promise<ApplyCustomerManagerData> {
  findManager(request.managerCode);
  const customerId = investor.customerId;
  if (managerApplies.findFirst((q) => q.where({ customerId, status: 'APPLYING' }))) refuseWith('05210021');
  const current = managerBindings.findFirst((q) => q.where({ customerId }));
  if (current?.managerCode === request.managerCode) refuseWith('05210022');
  const applyNo = nextId('MA');
  const result = current ? 'APPLYING' : 'BOUND';
  await managerApplies.create({
    applyNo,
    customerId,
    managerCode: request.managerCode,
    reason: request.reason,
    status: result,
    appliedAt: nowDateTime(),
  });
  // A first manager is bound at once; a change waits for the branch's review.
  if (!current) await managerBindings.create({ customerId, managerCode: request.managerCode });
  return { applyNo, result };
}

/** Kept for tests: the stored investors row (the ID number never leaves the mock unmasked). */
export const investorRow = (customerId: string) => investors.findFirst((q) => q.where({ customerId }));
