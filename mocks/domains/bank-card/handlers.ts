import {
  getAddBankCardMockHandler,
  getBankCardAsDefaultMockHandler,
  getBankCardListMockHandler,
  getBankCardSMSCodeMockHandler,
  getCheckRemoveBankCardMockHandler,
  getGetBankCardListMockHandler,
  getGetOrderBankCardMockHandler,
  getQueryBankCardHeadListMockHandler,
  getUpdateBankCardInfoMockHandler,
} from '../../../generated/hooks/bank-card/bank-card.msw';
import {
  AddBankCardBody,
  BankCardAsDefaultBody,
  BankCardListBody,
  BankCardSMSCodeBody,
  CheckRemoveBankCardBody,
  GetBankCardListBody,
  GetOrderBankCardBody,
  QueryBankCardHeadListBody,
  UpdateBankCardInfoBody,
} from '../../../generated/zod/bank-card/bank-card.zod';
import { answer } from './envelope';
import { addCard, cardsOf, sendSmsCode, setDefaultCard, toBankCard, unbindCard, updateCard } from './rules';
import { BANKS, MAX_CARDS } from './seed';
import { BANK_CARD_STATUS, BankCardRefusal } from './status-codes';
import { bankCardStoreReady, currentInvestor } from './store';

/**
 * Stateful bank-card handlers, built on the generated ones (so each answer is type-checked
 * against the contract's response) with the rules of ./rules.ts behind them.
 * SMS code: 123456. Card numbers ending 0000 fail the bank check.
 */
/** Runs a rule once the seed is in (creating records is asynchronous in @msw/data). */
const seeded =
  <B, D>(rule: (body: B) => D | Promise<D>) =>
  async (body: B): Promise<D> => {
    await bankCardStoreReady();
    return rule(body);
  };

const me = () => currentInvestor().investorId;

function listBanks({ bnkName }: { bnkName: string }) {
  return BANKS.filter((name) => name.includes(bnkName.trim())).map((name) => ({ bnkName: name }));
}

function listCards() {
  const { investorId, realName } = currentInvestor();
  return {
    acctName: realName,
    maxCards: MAX_CARDS,
    cards: cardsOf(investorId).map((c) => toBankCard(c, realName)),
  };
}

/** Every card is selectable in the mock; products restricting banks are not modelled. */
function listSelectableCards() {
  const { investorId, realName } = currentInvestor();
  return cardsOf(investorId).map((card) => ({ ...toBankCard(card, realName), selectable: true }));
}

/** The card an order names in its block reasons, else the default card. */
function orderCard({ orderNo }: { orderNo: string }) {
  const { investorId, realName } = currentInvestor();
  const owned = cardsOf(investorId);
  const card =
    owned.find((c) => c.blockReasons.some((reason) => reason.orderNo === orderNo)) ??
    owned.find((c) => c.isDefault);
  if (!card) throw new BankCardRefusal(BANK_CARD_STATUS.cardNotFound);
  return toBankCard(card, realName);
}

export const bankCardHandlers = [
  getQueryBankCardHeadListMockHandler(answer(QueryBankCardHeadListBody, seeded(listBanks), '查询成功')),
  getBankCardListMockHandler(answer(BankCardListBody, seeded(listCards), '查询成功')),
  getGetBankCardListMockHandler(answer(GetBankCardListBody, seeded(listSelectableCards), '查询成功')),
  getGetOrderBankCardMockHandler(answer(GetOrderBankCardBody, seeded(orderCard), '查询成功')),
  getBankCardSMSCodeMockHandler(
    answer(
      BankCardSMSCodeBody,
      seeded((request) => sendSmsCode(me(), request)),
      '发送成功',
    ),
  ),
  getAddBankCardMockHandler(
    answer(
      AddBankCardBody,
      seeded((request) => addCard(me(), request)),
      '添加成功',
    ),
  ),
  getUpdateBankCardInfoMockHandler(
    answer(
      UpdateBankCardInfoBody,
      seeded((request) => updateCard(me(), request)),
      '修改成功',
    ),
  ),
  getBankCardAsDefaultMockHandler(
    answer(
      BankCardAsDefaultBody,
      seeded(({ cardId }) => setDefaultCard(me(), cardId)),
      '设置成功',
    ),
  ),
  getCheckRemoveBankCardMockHandler(
    answer(
      CheckRemoveBankCardBody,
      seeded(({ cardId }) => unbindCard(me(), cardId)),
      '解绑成功',
    ),
  ),
];
