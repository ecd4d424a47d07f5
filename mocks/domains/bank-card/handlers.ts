import { defineCalls } from '@mocks/http/define-call';
import {
  addCard,
  cardsOf,
  orderCard,
  selectableCards,
  sendSmsCode,
  setDefaultCard,
  toBankCard,
  unbindCard,
  updateCard,
} from './rules';
import { MAX_CARDS } from './seed';

/**
 * Stateful bank-card handlers: each call picks its rule (./rules.ts) for the signed-in
 * investor. SMS code: 123456. Card numbers ending 0000 fail the bank's check.
 * queryBankCardHeadList is reference data, served by mocks/domains/common.
 */
export const bankCardHandlers = defineCalls({
  bankCardList: ({ investor }) => ({
    acctName: investor.name,
    maxCards: MAX_CARDS,
    cards: cardsOf(investor.customerId).map((card) => toBankCard(card, investor.name)),
  }),
  getBankCardList: ({ requestData, investor }) =>
    selectableCards(investor.customerId, investor.name, requestData.productCode),
  getOrderBankCard: ({ requestData, investor }) =>
    toBankCard(orderCard(investor.customerId, requestData.orderNo), investor.name),
  bankCardSMSCode: {
    successMsg: '发送成功',
    resolve: ({ requestData, investor }) => sendSmsCode(investor.customerId, requestData),
  },
  addBankCard: {
    successMsg: '添加成功',
    resolve: ({ requestData, investor }) => addCard(investor.customerId, requestData),
  },
  updateBankCardInfo: {
    successMsg: '修改成功',
    resolve: ({ requestData, investor }) => updateCard(investor.customerId, requestData),
  },
  bankCardAsDefault: {
    successMsg: '设置成功',
    resolve: ({ requestData, investor }) => setDefaultCard(investor.customerId, requestData.cardId),
  },
  checkRemoveBankCard: {
    successMsg: '解绑成功',
    resolve: ({ requestData, investor }) => unbindCard(investor.customerId, requestData.cardId),
  },
});
