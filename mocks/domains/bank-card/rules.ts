import type { AddBankCardRequest } from '@gen/model/addBankCardRequest';
import type { BankCard } from '@gen/model/bankCard';
import type { BankCardSmsCodeData } from '@gen/model/bankCardSmsCodeData';
import type { BankCardSmsCodeRequest } from '@gen/model/bankCardSmsCodeRequest';
import type { CheckRemoveBankCardData } from '@gen/model/checkRemoveBankCardData';
import type { UpdateBankCardInfoRequest } from '@gen/model/updateBankCardInfoRequest';
import type { SelectableBankCard } from '@gen/model/selectableBankCard';
import { maskCardNo, maskPhone } from '@mocks/db/masks';
import { nextId } from '@mocks/db/next-id';
import { refuseWith } from '@mocks/http/refusal';
import {
  bankCards as cards,
  bankCardSmsTickets as smsTickets,
  FAILS_BANK_CHECK,
  MAX_CARDS,
  MOCK_SMS_CODE,
  ORDER_CARDS,
  PRODUCT_BANKS,
  SMS_RESEND_SECONDS,
  SMS_VALID_SECONDS,
  type CardRecord,
  type StoredCard,
} from './seed';

/**
 * The mock server's bank-card rules, as the contract describes them: data work on the store,
 * refusals thrown where they are decided (defineCall answers them). The codes and their
 * messages are the contract's (x-status-codes → generated/operations.ts): 05020001 cannot be
 * unbound, 05020002 wrong SMS code, 05020003 SMS ticket spent or expired, 05020004 card already
 * bound, 05020005 the bank's check failed, 05020007 too many cards, 05020008 no such card.
 */

/** The server's view of a stored card: numbers masked, block reasons reduced to their types. */
export function toBankCard(card: StoredCard, realName: string): BankCard {
  return {
    cardId: card.cardId,
    bnkName: card.bnkName,
    cardNoMasked: maskCardNo(card.cardNo),
    cardNoLast4: card.cardNo.slice(-4),
    acctName: realName,
    reservedPhoneMasked: maskPhone(card.reservedPhone),
    provinceCode: card.provinceCode,
    provinceName: card.provinceName,
    cityCode: card.cityCode,
    cityName: card.cityName,
    branchName: card.branchName,
    isDefault: card.isDefault,
    unbindable: card.blockReasons.length === 0,
    unbindBlockedBy: [...new Set(card.blockReasons.map((reason) => reason.blockType))],
    boundAt: card.boundAt,
  };
}

/** Default card first, then the most recently bound. */
export function cardsOf(investorId: string): CardRecord[] {
  return cards
    .findMany((q) => q.where({ investorId }))
    .sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || b.boundAt.localeCompare(a.boundAt));
}

function cardOf(investorId: string, cardId: string): CardRecord {
  const card = cards.findFirst((q) => q.where({ investorId, cardId }));
  if (!card) refuseWith('05020008');
  return card;
}

/**
 * The cards offered for a trade: a product that takes only some banks (PRODUCT_BANKS) marks the
 * others unselectable, with the reason the contract's example shows.
 */
export function selectableCards(
  investorId: string,
  realName: string,
  productCode?: string,
): SelectableBankCard[] {
  const banks = productCode ? PRODUCT_BANKS[productCode] : undefined;
  return cardsOf(investorId).map((card) => {
    const view = toBankCard(card, realName);
    if (!banks || banks.includes(card.bnkName)) return { ...view, selectable: true };
    return { ...view, selectable: false, unselectableReason: '该产品暂不支持此银行' };
  });
}

/** The card an order pays from or to; orders not in the seed (other domains' demos) get the default card. */
export function orderCard(investorId: string, orderNo: string): CardRecord {
  const cardId = ORDER_CARDS[orderNo];
  const owned = cardsOf(investorId);
  const card = cardId ? owned.find((c) => c.cardId === cardId) : owned.find((c) => c.isDefault);
  if (!card) refuseWith('05020008');
  return card;
}

export async function sendSmsCode(
  investorId: string,
  request: BankCardSmsCodeRequest,
): Promise<BankCardSmsCodeData> {
  let phone: string;
  if (request.businessType === 'ADD_CARD') {
    if (!request.cardNo || !request.reservedPhone) refuseWith('05020005');
    if (FAILS_BANK_CHECK.test(request.cardNo)) refuseWith('05020005');
    phone = request.reservedPhone;
  } else {
    if (!request.cardId) refuseWith('05020008');
    phone = request.reservedPhone ?? cardOf(investorId, request.cardId).reservedPhone;
  }
  const now = Date.now();
  const ticket = await smsTickets.create({
    smsSerialNo: nextId('SMS'),
    investorId,
    businessType: request.businessType,
    cardNo: request.cardNo,
    cardId: request.cardId,
    phone,
    code: MOCK_SMS_CODE,
    sentAt: now,
    expiresAt: now + SMS_VALID_SECONDS * 1000,
    used: false,
  });
  return {
    smsSerialNo: ticket.smsSerialNo,
    sentToMasked: maskPhone(phone),
    resendAfterSeconds: SMS_RESEND_SECONDS,
    expiresInSeconds: SMS_VALID_SECONDS,
  };
}

/** Checks the code against its ticket and burns the ticket, as a real server would. */
async function redeemSmsCode(
  investorId: string,
  proof: { smsCode: string; smsSerialNo: string },
  expected: { businessType: 'ADD_CARD' | 'UPDATE_CARD'; cardNo?: string; cardId?: string; phone?: string },
): Promise<void> {
  const ticket = smsTickets.findFirst((q) => q.where({ investorId, smsSerialNo: proof.smsSerialNo }));
  const matches =
    ticket &&
    !ticket.used &&
    ticket.businessType === expected.businessType &&
    (expected.cardNo === undefined || ticket.cardNo === expected.cardNo) &&
    (expected.cardId === undefined || ticket.cardId === expected.cardId) &&
    (expected.phone === undefined || ticket.phone === expected.phone);
  if (!ticket || !matches || ticket.expiresAt < Date.now()) {
    refuseWith('05020003');
  }
  if (ticket.code !== proof.smsCode) refuseWith('05020002');
  await smsTickets.update(ticket, {
    data(draft) {
      draft.used = true;
    },
  });
}

async function makeDefault(investorId: string, cardId: string): Promise<void> {
  await cards.updateMany((q) => q.where({ investorId }), {
    data(draft) {
      draft.isDefault = draft.cardId === cardId;
    },
  });
}

export async function addCard(investorId: string, request: AddBankCardRequest): Promise<{ cardId: string }> {
  await redeemSmsCode(investorId, request, {
    businessType: 'ADD_CARD',
    cardNo: request.cardNo,
    phone: request.reservedPhone,
  });
  const owned = cardsOf(investorId);
  if (owned.some((card) => card.cardNo === request.cardNo)) {
    refuseWith('05020004');
  }
  if (owned.length >= MAX_CARDS) refuseWith('05020007');
  const cardId = nextId('BC');
  await cards.create({
    cardId,
    investorId,
    cardNo: request.cardNo,
    bnkName: request.bnkName,
    reservedPhone: request.reservedPhone,
    provinceCode: request.provinceCode,
    provinceName: request.provinceName,
    cityCode: request.cityCode,
    cityName: request.cityName,
    branchName: request.branchName,
    isDefault: false,
    boundAt: new Date().toISOString(),
    blockReasons: [],
  });
  if (owned.length === 0 || request.setDefault) await makeDefault(investorId, cardId);
  return { cardId };
}

export async function updateCard(
  investorId: string,
  request: UpdateBankCardInfoRequest,
): Promise<{ cardId: string }> {
  const card = cardOf(investorId, request.cardId);
  await redeemSmsCode(investorId, request, {
    businessType: 'UPDATE_CARD',
    cardId: card.cardId,
    phone: request.reservedPhone ?? card.reservedPhone,
  });
  await cards.update(card, {
    data(draft) {
      draft.provinceCode = request.provinceCode;
      draft.provinceName = request.provinceName;
      draft.cityCode = request.cityCode;
      draft.cityName = request.cityName;
      draft.branchName = request.branchName;
      if (request.reservedPhone) draft.reservedPhone = request.reservedPhone;
    },
  });
  return { cardId: card.cardId };
}

export async function setDefaultCard(investorId: string, cardId: string): Promise<{ cardId: string }> {
  cardOf(investorId, cardId);
  await makeDefault(investorId, cardId);
  return { cardId };
}

/** Unbinds unless products or trades still use the card (then 05020001 with every reason). */
export async function unbindCard(investorId: string, cardId: string): Promise<CheckRemoveBankCardData> {
  const card = cardOf(investorId, cardId);
  if (card.blockReasons.length > 0) {
    refuseWith('05020001', {
      cardId,
      removed: false,
      reasons: card.blockReasons,
    } satisfies CheckRemoveBankCardData);
  }
  cards.delete(card);
  const [next] = cardsOf(investorId).sort((a, b) => b.boundAt.localeCompare(a.boundAt));
  if (card.isDefault && next) await makeDefault(investorId, next.cardId);
  return { cardId, removed: true, reasons: [] };
}
