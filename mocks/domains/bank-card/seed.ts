import type { StoredCard } from './records';

/** The fixed SMS code the mock accepts (README: "SMS code 123456"). */
export const MOCK_SMS_CODE = '123456';
export const SMS_RESEND_SECONDS = 60;
export const SMS_VALID_SECONDS = 300;
export const MAX_CARDS = 5;

/**
 * Card numbers ending in 0000 fail the bank's four-element check (05020005): a way to see
 * that outcome in the demo and in tests without a scenario switch.
 */
export const FAILS_BANK_CHECK = /0000$/;

/**
 * Two cards: the default one (free to unbind) and one that receives the distributions of a
 * product still in existence, so unbinding it is refused (05020001 → cannotUnbind).
 */
export const seedCards = (investorId: string, phone: string): StoredCard[] => [
  {
    cardId: 'BC202406180001',
    investorId,
    cardNo: '6214830112385678',
    bnkName: '招商银行',
    reservedPhone: phone,
    provinceCode: '440000',
    provinceName: '广东省',
    cityCode: '440300',
    cityName: '深圳市',
    branchName: '深圳分行科技园支行',
    isDefault: true,
    boundAt: '2024-06-18T10:30:00+08:00',
    blockReasons: [],
  },
  {
    cardId: 'BC202311020007',
    investorId,
    cardNo: '6222021001140123',
    bnkName: '中国工商银行',
    reservedPhone: phone,
    provinceCode: '310000',
    provinceName: '上海市',
    cityCode: '310100',
    cityName: '上海市',
    branchName: '上海分行陆家嘴支行',
    isDefault: false,
    boundAt: '2023-11-02T09:12:00+08:00',
    blockReasons: [
      {
        blockType: 'HOLDING',
        reasonText: '该卡为“鑫享稳健1号集合资金信托计划”的收益分配账户，产品存续中',
        productName: '鑫享稳健1号集合资金信托计划',
      },
      {
        blockType: 'IN_TRANSIT',
        reasonText: '“鑫享稳健1号集合资金信托计划”第3期收益分配处理中，预计2个工作日内到账',
        productName: '鑫享稳健1号集合资金信托计划',
        orderNo: 'OD202406180012',
      },
    ],
  },
];
