import { beforeEach, describe, expect, it } from 'vitest';
import {
  addBankCard,
  bankCardAsDefault,
  bankCardList,
  bankCardSMSCode,
  checkRemoveBankCard,
  getOrderBankCard,
  queryBankCardHeadList,
  updateBankCardInfo,
} from '../../../generated/hooks/bank-card/bank-card';
import { ApiError } from '../../../src/api/api-error';
import { setupMswServer } from '../../../tests/support/msw-server';
import { bankCardHandlers } from './handlers';
import { resetBankCardStore } from './store';

/** The stateful mock through the real transport (generated functions → envelope → ApiError). */
const server = setupMswServer();

beforeEach(async () => {
  await resetBankCardStore();
  server.use(...bankCardHandlers);
});

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

const region = { provinceCode: '440000', provinceName: '广东省', cityCode: '440100', cityName: '广州市' };
const newCard = {
  cardNo: '6217002870012345672',
  bnkName: '中国建设银行',
  reservedPhone: '13900001111',
  ...region,
  branchName: '广州天河支行',
};

async function addWithSms(code = '123456') {
  const sms = await bankCardSMSCode({
    businessType: 'ADD_CARD',
    cardNo: newCard.cardNo,
    reservedPhone: newCard.reservedPhone,
  });
  return addBankCard({ ...newCard, smsCode: code, smsSerialNo: sms.smsSerialNo });
}

describe('bank-card mock', () => {
  it('lists the two seeded cards masked, the default first, with the real name as 户名', async () => {
    const list = await bankCardList({});
    expect(list?.acctName).toBe('张伟');
    expect(list?.cards.map((c) => [c.cardNoMasked, c.isDefault, c.unbindable])).toEqual([
      ['6214********5678', true, true],
      ['6222********0123', false, false],
    ]);
    expect(list?.cards[1]?.unbindBlockedBy).toEqual(['HOLDING', 'IN_TRANSIT']);
  });

  it('filters banks by keyword', async () => {
    expect(await queryBankCardHeadList({ bnkName: '招商' })).toEqual([{ bnkName: '招商银行' }]);
  });

  it('sends an SMS ticket and adds the card with code 123456', async () => {
    const sms = await bankCardSMSCode({
      businessType: 'ADD_CARD',
      cardNo: newCard.cardNo,
      reservedPhone: newCard.reservedPhone,
    });
    expect(sms).toMatchObject({ sentToMasked: '139****1111', resendAfterSeconds: 60 });
    const added = await addBankCard({ ...newCard, smsCode: '123456', smsSerialNo: sms?.smsSerialNo ?? '' });
    const list = await bankCardList({});
    expect(list?.cards.find((c) => c.cardId === added?.cardId)).toMatchObject({
      cardNoMasked: '6217***********5672',
      reservedPhoneMasked: '139****1111',
      isDefault: false,
    });
  });

  it('refuses a wrong code (05020002), a reused ticket (05020003) and a duplicate card (05020004)', async () => {
    expect((await failure(addWithSms('000000'))).statusCode).toBe('05020002');
    const sms = await bankCardSMSCode({
      businessType: 'ADD_CARD',
      cardNo: newCard.cardNo,
      reservedPhone: newCard.reservedPhone,
    });
    await addBankCard({ ...newCard, smsCode: '123456', smsSerialNo: sms?.smsSerialNo ?? '' });
    const replay = await failure(
      addBankCard({ ...newCard, smsCode: '123456', smsSerialNo: sms?.smsSerialNo ?? '' }),
    );
    expect(replay.statusCode).toBe('05020003');
    expect((await failure(addWithSms())).statusCode).toBe('05020004');
  });

  it('fails the bank check for card numbers ending 0000 (05020005)', async () => {
    const error = await failure(
      bankCardSMSCode({ businessType: 'ADD_CARD', cardNo: '6214830100000000', reservedPhone: '13900001111' }),
    );
    expect(error).toMatchObject({ kind: 'business', statusCode: '05020005' });
  });

  it('edits region, branch and phone after an UPDATE_CARD code', async () => {
    const sms = await bankCardSMSCode({
      businessType: 'UPDATE_CARD',
      cardId: 'BC202406180001',
      reservedPhone: '13700002222',
    });
    await updateBankCardInfo({
      cardId: 'BC202406180001',
      ...region,
      branchName: '广州分行营业部',
      reservedPhone: '13700002222',
      smsCode: '123456',
      smsSerialNo: sms?.smsSerialNo ?? '',
    });
    const card = (await bankCardList({}))?.cards.find((c) => c.cardId === 'BC202406180001');
    expect(card).toMatchObject({
      cityName: '广州市',
      branchName: '广州分行营业部',
      reservedPhoneMasked: '137****2222',
    });
  });

  it('moves the default flag', async () => {
    await bankCardAsDefault({ cardId: 'BC202311020007' });
    const cards = (await bankCardList({}))?.cards ?? [];
    expect(cards.map((c) => [c.cardId, c.isDefault])).toEqual([
      ['BC202311020007', true],
      ['BC202406180001', false],
    ]);
  });

  it('refuses to unbind the card with holdings (05020001) and says why in result.data', async () => {
    const error = await failure(checkRemoveBankCard({ cardId: 'BC202311020007' }));
    expect(error.statusCode).toBe('05020001');
    expect(error.result).toMatchObject({
      data: {
        cardId: 'BC202311020007',
        removed: false,
        reasons: [{ blockType: 'HOLDING' }, { blockType: 'IN_TRANSIT' }],
      },
    });
  });

  it('unbinds a free card; removing the default hands the flag on', async () => {
    expect(await checkRemoveBankCard({ cardId: 'BC202406180001' })).toEqual({
      cardId: 'BC202406180001',
      removed: true,
      reasons: [],
    });
    const cards = (await bankCardList({}))?.cards ?? [];
    expect(cards.map((c) => [c.cardId, c.isDefault])).toEqual([['BC202311020007', true]]);
    expect((await failure(checkRemoveBankCard({ cardId: 'BC202406180001' }))).statusCode).toBe('05020008');
  });

  it('finds the card of an order', async () => {
    expect((await getOrderBankCard({ orderNo: 'OD202406180012' }))?.cardId).toBe('BC202311020007');
  });
});
