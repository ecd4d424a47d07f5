import type { BankCard } from '@gen/model/bankCard';
import type { BankCardListData } from '@gen/model/bankCardListData';
import type { BankCardSmsCodeData } from '@gen/model/bankCardSmsCodeData';
import type { CheckRemoveBankCardData } from '@gen/model/checkRemoveBankCardData';
import { HOSTILE_VECTORS } from '@/page-kit/safe-html/testing/hostile-vectors';
import { FIXED_HELD_SUBSCRIPTION } from '../support/seed-ids';

/**
 * What the hostile suite's stub backend answers: a valid envelope for every call the bank-card
 * routes make (typed by the contract's generated models, so it fits the schemas the transport
 * checks), and the ways to spoil one. A domain adds its calls here as its pages land.
 */
export interface Answer {
  /** HTTP status; Chromium gives it its standard English status text ("Bad Gateway"). */
  status: number;
  /** A JSON value, or a raw string body. */
  body: unknown;
}

export const ok = (data: unknown): Answer => ({
  status: 200,
  body: { code: '00000000', msg: '成功', result: { statusCode: '00000000', msg: '成功', data } },
});
export const refused = (statusCode: string, msg: string, data?: unknown): Answer => ({
  status: 200,
  body: {
    code: '00000000',
    msg: '成功',
    result: { statusCode, msg, ...(data === undefined ? {} : { data }) },
  },
});
export const gatewayFailure = (code: string, msg: string): Answer => ({ status: 200, body: { code, msg } });

const card = (over: Partial<BankCard>): BankCard => ({
  cardId: 'BC1',
  bnkName: '招商银行',
  cardNoMasked: '6214********5678',
  cardNoLast4: '5678',
  acctName: '张伟',
  reservedPhoneMasked: '138****5678',
  provinceCode: '440000',
  provinceName: '广东省',
  cityCode: '440300',
  cityName: '深圳市',
  branchName: '深圳分行科技园支行',
  isDefault: true,
  unbindable: true,
  unbindBlockedBy: [],
  ...over,
});

const list: BankCardListData = {
  acctName: '张伟',
  maxCards: 5,
  cards: [
    card({}),
    card({
      cardId: 'BC2',
      bnkName: '中国工商银行',
      cardNoMasked: '6222***********0123',
      cardNoLast4: '0123',
      isDefault: false,
      unbindable: false,
      unbindBlockedBy: ['HOLDING', 'IN_TRANSIT'],
    }),
  ],
};

const ticket: BankCardSmsCodeData = {
  smsSerialNo: 'SMS202406180001',
  sentToMasked: '139****1111',
  resendAfterSeconds: 60,
  expiresInSeconds: 300,
};

export const UNBIND_REFUSAL: CheckRemoveBankCardData = {
  cardId: 'BC2',
  removed: false,
  reasons: [
    { blockType: 'HOLDING', reasonText: '鑫享稳健1号尚在存续期', productName: '鑫享稳健1号' },
    { blockType: 'IN_TRANSIT', reasonText: '赎回款项尚未到账', orderNo: FIXED_HELD_SUBSCRIPTION },
  ],
};

/** The valid data of every call the bank-card routes make (selectAreaCity by level). */
export const VALID_DATA: Record<string, (request: Record<string, string>) => unknown> = {
  bankCardList: () => list,
  queryBankCardHeadList: () => [
    { bnkName: '招商银行' },
    { bnkName: '中国建设银行' },
    { bnkName: '中国工商银行' },
  ],
  selectAreaCity: ({ provinceCode, cityCode }) =>
    cityCode
      ? [{ zoneName: '南山区', zoneCode: '440305' }]
      : provinceCode
        ? [{ cityName: '深圳市', cityCode: '440300' }]
        : [{ provinceName: '广东省', provinceCode: '440000' }],
  bankCardSMSCode: () => ticket,
  addBankCard: () => ({ cardId: 'BC3' }),
  updateBankCardInfo: () => ({ cardId: 'BC1' }),
  bankCardAsDefault: () => ({ cardId: 'BC2' }),
  checkRemoveBankCard: () => ({ cardId: 'BC1', removed: true, reasons: [] }),
};

/**
 * Free-text fields: no pattern or length in the contract, so markup there is well-typed and the
 * page must show it (a field with a limit, like bankCardList's provinceName ≤ 20, would make the
 * answer a wrong shape instead: that is the other test).
 */
const MARKUP_FIELDS: Record<string, readonly string[]> = {
  bankCardList: ['acctName', 'bnkName', 'branchName'],
  queryBankCardHeadList: ['bnkName'],
  selectAreaCity: ['provinceName', 'cityName', 'zoneName'],
  checkRemoveBankCard: ['reasonText', 'productName'],
  productPreheatDetail: ['adviser', 'highlights'],
};

/** `data` of `call` with every free-text field replaced by the hostile vectors in turn. */
export function withMarkup(call: string, data: unknown): unknown {
  const fields = new Set(MARKUP_FIELDS[call] ?? []);
  let next = 0;
  const visit = (value: unknown, key?: string): unknown => {
    if (typeof value === 'string' && key !== undefined && fields.has(key)) {
      return HOSTILE_VECTORS[next++ % HOSTILE_VECTORS.length];
    }
    if (Array.isArray(value)) return value.map((item) => visit(item, key));
    if (typeof value === 'object' && value !== null) {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, visit(v, k)]));
    }
    return value;
  };
  return visit(data);
}

/** A failure whose every message is markup: the toast and any error block show it as text. */
export const markupFailure = (index: number): Answer =>
  refused('09990001', HOSTILE_VECTORS[index % HOSTILE_VECTORS.length] ?? '');
