import { describe, expect, it } from 'vitest';
import type { BankCardListData } from '@gen/model/bankCardListData';
import type { BankCardSmsCodeData } from '@gen/model/bankCardSmsCodeData';
import type { SelectableBankCard } from '@gen/model/selectableBankCard';
import { demoInvestor } from '@mocks/db/db';
import { checkedCall } from '@mocks/testing/checked-call';
import { callData } from '@mocks/testing/post-call';
import { setupMockApi } from '@mocks/testing/setup-mock-api';

/** The stateful bank-card mock over the wire, inside the whole mock API (fresh seed per test). */
setupMockApi();

const region = { provinceCode: '440000', provinceName: '广东省', cityCode: '440100', cityName: '广州市' };
const newCard = {
  cardNo: '6217002870012345672',
  bnkName: '中国建设银行',
  reservedPhone: '13900001111',
  ...region,
  branchName: '广州天河支行',
};

const list = () => callData<BankCardListData>('bankCardList', {});
const sendAddCode = () =>
  callData<BankCardSmsCodeData>('bankCardSMSCode', {
    businessType: 'ADD_CARD',
    cardNo: newCard.cardNo,
    reservedPhone: newCard.reservedPhone,
  });

describe('bank-card mock', () => {
  it('lists the two seeded cards masked, default first, in the investor’s real name', async () => {
    const answer = await checkedCall('bankCardList', {});
    const data = answer.result.data as BankCardListData;
    expect(data.acctName).toBe(demoInvestor().name);
    expect(data.cards.map((c) => [c.cardNoMasked, c.isDefault, c.unbindable, c.unbindBlockedBy])).toEqual([
      ['6214********5678', true, true, []],
      ['6222***********0123', false, false, ['HOLDING', 'IN_TRANSIT']],
    ]);
    expect(data.cards[0]?.reservedPhoneMasked).toBe(demoInvestor().phoneMasked);
  });

  it('sends an SMS ticket and adds the card with code 123456', async () => {
    const sms = await sendAddCode();
    expect(sms).toMatchObject({ sentToMasked: '139****1111', resendAfterSeconds: 60, expiresInSeconds: 300 });
    const answer = await checkedCall('addBankCard', {
      ...newCard,
      smsCode: '123456',
      smsSerialNo: sms.smsSerialNo,
    });
    expect(answer.result.msg).toBe('添加成功');
    const { cardId } = answer.result.data as { cardId: string };
    expect((await list()).cards.find((c) => c.cardId === cardId)).toMatchObject({
      cardNoMasked: '6217***********5672',
      reservedPhoneMasked: '139****1111',
      isDefault: false,
    });
  });

  it('refuses a wrong code (05020002), a spent ticket (05020003) and a card already bound (05020004)', async () => {
    const first = await sendAddCode();
    const wrong = await checkedCall('addBankCard', {
      ...newCard,
      smsCode: '000000',
      smsSerialNo: first.smsSerialNo,
    });
    expect(wrong.result).toMatchObject({ statusCode: '05020002', msg: '短信验证码错误，请重新输入' });
    await checkedCall('addBankCard', { ...newCard, smsCode: '123456', smsSerialNo: first.smsSerialNo });
    const replay = await checkedCall('addBankCard', {
      ...newCard,
      smsCode: '123456',
      smsSerialNo: first.smsSerialNo,
    });
    expect(replay.result.statusCode).toBe('05020003');
    const again = await sendAddCode();
    const duplicate = await checkedCall('addBankCard', {
      ...newCard,
      smsCode: '123456',
      smsSerialNo: again.smsSerialNo,
    });
    expect(duplicate.result.statusCode).toBe('05020004');
  });

  it('fails the bank check for card numbers ending 0000 (05020005) and bad input (00000001)', async () => {
    const failed = await checkedCall('bankCardSMSCode', {
      businessType: 'ADD_CARD',
      cardNo: '6214830100000000',
      reservedPhone: '13900001111',
    });
    expect(failed.result.statusCode).toBe('05020005');
    const invalid = await checkedCall('bankCardSMSCode', { businessType: 'ADD_CARD', cardNo: '12' });
    expect(invalid.result.statusCode).toBe('00000001');
  });

  it('edits region, branch and phone after an UPDATE_CARD code to the new phone', async () => {
    const sms = await callData<BankCardSmsCodeData>('bankCardSMSCode', {
      businessType: 'UPDATE_CARD',
      cardId: 'BC202406180001',
      reservedPhone: '13700002222',
    });
    expect(sms.sentToMasked).toBe('137****2222');
    await checkedCall('updateBankCardInfo', {
      cardId: 'BC202406180001',
      ...region,
      branchName: '广州分行营业部',
      reservedPhone: '13700002222',
      smsCode: '123456',
      smsSerialNo: sms.smsSerialNo,
    });
    expect((await list()).cards.find((c) => c.cardId === 'BC202406180001')).toMatchObject({
      cityName: '广州市',
      branchName: '广州分行营业部',
      reservedPhoneMasked: '137****2222',
    });
  });

  it('moves the default flag', async () => {
    await checkedCall('bankCardAsDefault', { cardId: 'BC202311020007' });
    expect((await list()).cards.map((c) => [c.cardId, c.isDefault])).toEqual([
      ['BC202311020007', true],
      ['BC202406180001', false],
    ]);
  });

  it('refuses to unbind the card with holdings (05020001) and says why in result.data', async () => {
    const answer = await checkedCall('checkRemoveBankCard', { cardId: 'BC202311020007' });
    expect(answer.result).toMatchObject({
      statusCode: '05020001',
      data: {
        cardId: 'BC202311020007',
        removed: false,
        reasons: [{ blockType: 'HOLDING' }, { blockType: 'IN_TRANSIT' }],
      },
    });
    expect((await list()).cards).toHaveLength(2);
  });

  it('unbinds a free card; removing the default hands the flag on; a second try is 05020008', async () => {
    const answer = await checkedCall('checkRemoveBankCard', { cardId: 'BC202406180001' });
    expect(answer.result.data).toEqual({ cardId: 'BC202406180001', removed: true, reasons: [] });
    expect((await list()).cards.map((c) => [c.cardId, c.isDefault])).toEqual([['BC202311020007', true]]);
    expect((await checkedCall('checkRemoveBankCard', { cardId: 'BC202406180001' })).result.statusCode).toBe(
      '05020008',
    );
  });

  it('finds the card of an order: the seeded orders’ cards, else the default card', async () => {
    const cardOf = async (orderNo: string) =>
      ((await checkedCall('getOrderBankCard', { orderNo })).result.data as { cardId: string }).cardId;
    expect(await cardOf('OD202406180012')).toBe('BC202406180001');
    expect(await cardOf('OD202406200031')).toBe('BC202311020007');
    expect(await cardOf('OD209912310001')).toBe('BC202406180001');
  });

  it('offers every card for a trade, except the banks a product does not take', async () => {
    const flags = async (requestData: object) =>
      ((await checkedCall('getBankCardList', requestData)).result.data as SelectableBankCard[]).map((c) => [
        c.bnkName,
        c.selectable,
        c.unselectableReason,
      ]);
    expect(await flags({ businessType: 'SUBSCRIBE' })).toEqual([
      ['招商银行', true, undefined],
      ['中国工商银行', true, undefined],
    ]);
    expect(await flags({ businessType: 'SUBSCRIBE', productCode: 'XT2024001' })).toEqual([
      ['招商银行', true, undefined],
      ['中国工商银行', false, '该产品暂不支持此银行'],
    ]);
  });
});
