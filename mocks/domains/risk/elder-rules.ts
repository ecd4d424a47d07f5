import type { ElderDeclarationItem } from '@gen/model/elderDeclarationItem';
import type { ElderDeclarationStatusData } from '@gen/model/elderDeclarationStatusData';
import type { SignElderDeclarationData } from '@gen/model/signElderDeclarationData';
import type { SignElderDeclarationRequest } from '@gen/model/signElderDeclarationRequest';
import { nextId } from '@mocks/db/next-id';
import { refuseWith } from '@mocks/http/refusal';
import { redeemBusiSms } from '../auth/sms-tickets';
import { nowDateTime } from './clock';
import { investorProfile, recordElderlyDeclaration } from './profile';

/**
 * The elderly-investor declaration (老年投资者声明), as the contract describes it: only an investor
 * of 65 or more signs (05080104), the current version (05080105), every required statement
 * (05080103), confirmed by the SMS code of sendBusiSms ELDER_DECLARATION (05080101 wrong,
 * 05080102 spent or expired; the auth mock's tickets, code 123456).
 */

export const ELDER_DECLARATION_VERSION = 'V2026.1';

export const ELDER_DECLARATION_ITEMS: readonly ElderDeclarationItem[] = [
  { itemCode: 'HEALTH', text: '本人身体健康，能够独立、清楚地理解产品信息并作出投资决策。', required: true },
  {
    itemCode: 'CAPACITY',
    text: '本人具备完全民事行为能力，本次投资系本人真实意愿，未受他人诱导或胁迫。',
    required: true,
  },
  {
    itemCode: 'IDLE_FUNDS',
    text: '本次投资资金为本人合法自有的闲置资金，不是养老、医疗等必需的资金，亦非借贷资金。',
    required: true,
  },
  {
    itemCode: 'RISK_UNDERSTOOD',
    text: '本人已充分了解信托产品不保本、不保收益，可能损失部分甚至全部本金，并愿意承担相应风险。',
    required: true,
  },
  { itemCode: 'FAMILY_INFORMED', text: '本人已将本次投资告知家属（选填）。', required: false },
];

export function elderDeclarationStatus(investorId: string): ElderDeclarationStatusData {
  const profile = investorProfile(investorId);
  return {
    elderly: profile.elderly,
    age: profile.age ?? 0,
    signed: profile.elderlyDeclarationSigned,
    ...(profile.elderlySignedAt ? { signedAt: profile.elderlySignedAt } : {}),
    declarationVersion: ELDER_DECLARATION_VERSION,
    items: ELDER_DECLARATION_ITEMS.map((item) => ({ ...item })),
  };
}

export async function signElderDeclaration(
  investorId: string,
  request: SignElderDeclarationRequest,
): Promise<SignElderDeclarationData> {
  if (!investorProfile(investorId).elderly) refuseWith('05080104');
  if (request.declarationVersion !== ELDER_DECLARATION_VERSION) refuseWith('05080105');
  const confirmed = new Set<string>(request.confirmedItems);
  if (ELDER_DECLARATION_ITEMS.some((item) => item.required && !confirmed.has(item.itemCode)))
    refuseWith('05080103');
  const verdict = await redeemBusiSms({
    investorId,
    bizType: 'ELDER_DECLARATION',
    smsCode: request.smsCode,
    smsSerialNo: request.smsSerialNo,
  });
  if (verdict === 'wrong') refuseWith('05080101');
  if (verdict === 'expired') refuseWith('05080102');
  const signedAt = nowDateTime();
  await recordElderlyDeclaration(investorId, signedAt);
  return { declarationNo: nextId('ED'), signedAt };
}
