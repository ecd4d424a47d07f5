import { HttpResponse } from 'msw';
import type { z } from 'zod';
import {
  AddBankCardBody,
  BankCardAsDefaultBody,
  BankCardListBody,
  BankCardSMSCodeBody,
  CheckRemoveBankCardBody,
  GetBankCardListBody,
  GetOrderBankCardBody,
  UpdateBankCardInfoBody,
} from '../../../generated/zod/bank-card/bank-card.zod';
import { demoInvestor, type Investor } from '../../db/db';
import type { CallName, DataOf, RequestDataOf } from '../../http/call-types';
import { defineCall } from '../../http/define-call';
import { PROCESSED } from '../../http/envelope';
import { businessFailure, INVALID_INPUT } from '../../http/responses';
import { addCard, cardsOf, sendSmsCode, setDefaultCard, toBankCard, unbindCard, updateCard } from './rules';
import { MAX_CARDS } from './seed';
import { BANK_CARD_STATUS, BankCardRefusal } from './status-codes';

/**
 * Stateful bank-card handlers on the shared mock db. Each request is checked against the
 * contract's body schema first (a malformed request is answered 00000001, as elsewhere in the
 * mock); the rules in ./rules.ts do the rest. SMS code: 123456. Card numbers ending 0000 fail
 * the bank's check. queryBankCardHeadList is reference data, served by mocks/domains/common.
 */
function bankCardCall<N extends CallName>(
  name: N,
  body: z.ZodType,
  rule: (requestData: RequestDataOf<N>, investor: Investor) => DataOf<N> | Promise<DataOf<N>>,
  successMsg: string,
) {
  return defineCall(
    name,
    async ({ requestData }) => {
      if (!body.safeParse({ requestData }).success) return businessFailure(INVALID_INPUT, '请求参数有误');
      try {
        return await rule(requestData, demoInvestor());
      } catch (error) {
        if (error instanceof BankCardRefusal) return refusal(error);
        throw error;
      }
    },
    { successMsg },
  );
}

/** A business refusal; `data` only where the contract gives the refusal one (05020001). */
function refusal(error: BankCardRefusal): Response {
  if (error.data === undefined) return businessFailure(error.statusCode, error.message);
  return HttpResponse.json({
    code: PROCESSED,
    msg: '成功',
    result: { statusCode: error.statusCode, msg: error.message, data: error.data },
  });
}

export const bankCardHandlers = [
  bankCardCall(
    'bankCardList',
    BankCardListBody,
    (_, investor) => ({
      acctName: investor.name,
      maxCards: MAX_CARDS,
      cards: cardsOf(investor.customerId).map((card) => toBankCard(card, investor.name)),
    }),
    '查询成功',
  ),
  // Every card is selectable in the mock; products that accept only some banks are not modelled.
  bankCardCall(
    'getBankCardList',
    GetBankCardListBody,
    (_, investor) =>
      cardsOf(investor.customerId).map((card) => ({ ...toBankCard(card, investor.name), selectable: true })),
    '查询成功',
  ),
  // The card an order names in its block reasons, else the default card.
  bankCardCall(
    'getOrderBankCard',
    GetOrderBankCardBody,
    ({ orderNo }, investor) => {
      const owned = cardsOf(investor.customerId);
      const card =
        owned.find((c) => c.blockReasons.some((reason) => reason.orderNo === orderNo)) ??
        owned.find((c) => c.isDefault);
      if (!card) throw new BankCardRefusal(BANK_CARD_STATUS.cardNotFound);
      return toBankCard(card, investor.name);
    },
    '查询成功',
  ),
  bankCardCall('bankCardSMSCode', BankCardSMSCodeBody, (r, i) => sendSmsCode(i.customerId, r), '发送成功'),
  bankCardCall('addBankCard', AddBankCardBody, (r, i) => addCard(i.customerId, r), '添加成功'),
  bankCardCall(
    'updateBankCardInfo',
    UpdateBankCardInfoBody,
    (r, i) => updateCard(i.customerId, r),
    '修改成功',
  ),
  bankCardCall(
    'bankCardAsDefault',
    BankCardAsDefaultBody,
    ({ cardId }, i) => setDefaultCard(i.customerId, cardId),
    '设置成功',
  ),
  bankCardCall(
    'checkRemoveBankCard',
    CheckRemoveBankCardBody,
    ({ cardId }, i) => unbindCard(i.customerId, cardId),
    '解绑成功',
  ),
];
