import { z } from 'zod';
import { defineCollection } from '@mocks/db/define-collection';
import { DEMO_INVESTOR } from '@mocks/db/seed/investor';

/**
 * The bank-card domain's records and seed. What the mock server *stores*: unlike the contract's
 * BankCard (what the server *shows*), a stored card keeps the full card number and reserved
 * phone, and the products and trades that keep it bound; the rules derive the masked view.
 *
 * The seed is the story of the contract's examples (openapi/paths/bank-card.yaml), so Prism
 * and this mock show the same investor: 张伟's 招商银行 card 尾号5678 (the default, free to
 * unbind) and 中国工商银行 card 尾号0123 (pays out a product still in existence, so it cannot
 * be unbound), both reserved with 138****5678.
 */

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
 * Products that accept only some banks (getBankCardList's `productCode`): the contract's
 * example product XT2024001 takes 招商银行 cards only. Our proposal for the demo.
 */
export const PRODUCT_BANKS: Readonly<Record<string, readonly string[]>> = { XT2024001: ['招商银行'] };

/** The demo investor's default card (招商银行 尾号5678): the one orders pay from. */
export const DEFAULT_CARD_ID = 'BC202406180001';

/** Orders of the demo investor and the card each pays from or to (getOrderBankCard). */
export const ORDER_CARDS: Readonly<Record<string, string>> = {
  OD202406180012: DEFAULT_CARD_ID,
  OD202406200031: 'BC202311020007',
};

export const unbindBlockReasonSchema = z.object({
  blockType: z.enum(['HOLDING', 'IN_TRANSIT']),
  reasonText: z.string(),
  productName: z.string().optional(),
  orderNo: z.string().optional(),
});

export const storedCardSchema = z.object({
  cardId: z.string(),
  investorId: z.string(),
  cardNo: z.string().regex(/^\d{16,19}$/),
  bnkName: z.string(),
  reservedPhone: z.string().regex(/^1[3-9]\d{9}$/),
  provinceCode: z.string(),
  provinceName: z.string(),
  cityCode: z.string(),
  cityName: z.string(),
  branchName: z.string(),
  isDefault: z.boolean(),
  boundAt: z.string(),
  blockReasons: z.array(unbindBlockReasonSchema),
});
export type StoredCard = z.infer<typeof storedCardSchema>;

/** One SMS code sent by bankCardSMSCode; the write that follows must present its serial. */
export const smsTicketSchema = z.object({
  smsSerialNo: z.string(),
  investorId: z.string(),
  businessType: z.enum(['ADD_CARD', 'UPDATE_CARD']),
  cardNo: z.string().optional(),
  cardId: z.string().optional(),
  phone: z.string(),
  code: z.string(),
  sentAt: z.number(),
  expiresAt: z.number(),
  used: z.boolean(),
});

const PRODUCT = '鑫享稳健1号集合资金信托计划';

export const SEED_CARDS: readonly StoredCard[] = [
  {
    cardId: DEFAULT_CARD_ID,
    investorId: DEMO_INVESTOR.customerId,
    cardNo: '6214830112385678',
    bnkName: '招商银行',
    reservedPhone: DEMO_INVESTOR.phone,
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
    investorId: DEMO_INVESTOR.customerId,
    cardNo: '6222021001142240123',
    bnkName: '中国工商银行',
    reservedPhone: DEMO_INVESTOR.phone,
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
        reasonText: `该卡为“${PRODUCT}”的收益分配账户，产品存续中`,
        productName: PRODUCT,
      },
      {
        blockType: 'IN_TRANSIT',
        reasonText: `“${PRODUCT}”第3期收益分配处理中，预计2个工作日内到账`,
        productName: PRODUCT,
        orderNo: 'OD202406200031',
      },
    ],
  },
];

export const bankCards = defineCollection('bankCards', storedCardSchema, { rows: () => SEED_CARDS });
export const bankCardSmsTickets = defineCollection('bankCardSmsTickets', smsTicketSchema, { rows: () => [] });

/** A card as the collection hands it out (a record reference that update/delete accept). */
export type CardRecord = NonNullable<ReturnType<typeof bankCards.findFirst>>;
