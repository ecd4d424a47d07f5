import { z } from 'zod';
import { defineCollection } from '@mocks/db/define-collection';
import { DEMO_INVESTOR } from '@mocks/db/seed/investor';
import { STORY_ORDERS, STORY_PRODUCTS } from '@mocks/db/seed/story';
import {
  applyEvent,
  chinaIso,
  ORDER_STATUSES,
  ORDER_TYPES,
  type OrderClock,
  type OrderEvent,
  type OrderType,
} from './lifecycle';
import { orderClock, orderOptions } from './options';

/**
 * The order domain's records and seed: every order of the demo investor (张伟), in every status
 * the pages must show, hung on the story's order numbers (mocks/db/seed/story.ts STORY_ORDERS)
 * so signing, double recording and payment pick up the same orders. Orders in progress are
 * dated relative to now (their deadlines must lie ahead whatever day the demo runs); finished
 * ones keep fixed dates. `?mockOrders=500` adds that many finished orders (paging proof).
 */

const timelineEntrySchema = z.object({ status: z.enum(ORDER_STATUSES), at: z.string() });

export const storedOrderSchema = z.object({
  orderNo: z.string(),
  investorId: z.string(),
  productCode: z.string(),
  productName: z.string(),
  type: z.enum(ORDER_TYPES),
  /** 认购 / 追加: the amount (元, 2 decimals); 转让: the transfer price in total. */
  amount: z.string().optional(),
  /** 赎回 / 转让: shares (份, 2 decimals). */
  shares: z.string().optional(),
  /** The card paying (认购) or receiving (赎回 / 退款); bank-card seed ids. */
  cardId: z.string(),
  bankName: z.string(),
  cardNoLast4: z.string(),
  status: z.enum(ORDER_STATUSES),
  needsRecording: z.boolean(),
  timeline: z.array(timelineEntrySchema),
  paymentDeadline: z.string().optional(),
  coolingOffEndsAt: z.string().optional(),
  /** Redemption: the open day it is confirmed on. */
  openDay: z.string().optional(),
  failReason: z.string().optional(),
  /** Transfer proofs (FileIds of uploadImage), 1–3. */
  proofFileIds: z.array(z.string()),
  /** 认购成功 / 份额已确认: the shares confirmed; 赎回确认: the amount confirmed. */
  confirmedShares: z.string().optional(),
  confirmedAmount: z.string().optional(),
  /** The reservation or source the order came from (PS), free text. */
  source: z.string().optional(),
  /** The client's idempotency key (createRedeemOrder, ftsTransferApply): a repeat answers this order. */
  requestNo: z.string().optional(),
  /** How a subscription was paid: a transfer with its proofs, or the wallet (钱包支付). */
  paymentMethod: z.enum(['TRANSFER', 'WALLET']).optional(),
  /** Redemption: the terms it was placed on (the confirmed amount follows from them, see redeem-rules.ts). */
  redeemTerms: z.object({ nav: z.string(), feeRate: z.string() }).optional(),
  /** Transfer: the agreed price (amount) splits into fee and net; the transferee as entered. */
  transfer: z
    .object({
      unitPrice: z.string(),
      fee: z.string(),
      netAmount: z.string(),
      transfereeName: z.string(),
      transfereeIdNo: z.string(),
    })
    .optional(),
});
export type StoredOrder = z.infer<typeof storedOrderSchema>;

/** The investor's two seeded cards (mocks/domains/bank-card/seed.ts). */
export const CARDS = {
  cmb: { cardId: 'BC202406180001', bankName: '招商银行', cardNoLast4: '5678' },
  icbc: { cardId: 'BC202311020007', bankName: '中国工商银行', cardNoLast4: '0123' },
} as const;

export function productNameOf(productCode: string): string {
  return STORY_PRODUCTS.find((p) => p.productCode === productCode)?.productName ?? productCode;
}

/** 鑫享稳健1号集合资金信托计划 → 鑫享稳健1号 (the 付款备注 uses it). */
export function productShortName(productName: string): string {
  return productName.replace(/(证券投资)?(集合资金|现金管理)?信托计划$/, '');
}

/** Products recorded on audio and video when sold (double recording): every R3+ plan here. */
export function needsRecordingOf(productCode: string): boolean {
  const product = STORY_PRODUCTS.find((p) => p.productCode === productCode);
  return product ? product.riskLevel >= 'R3' : true;
}

interface SeedSpec {
  orderNo: string;
  productCode: string;
  type: OrderType;
  amount?: string;
  shares?: string;
  card: (typeof CARDS)[keyof typeof CARDS];
  /** When the order was placed, ms. */
  createdMs: number;
  /** Events after creation, each with its instant (ms). */
  events: [OrderEvent, number][];
  needsRecording?: boolean;
  openDay?: string;
  failReason?: string;
  proofFileIds?: string[];
  confirmedShares?: string;
  confirmedAmount?: string;
  transfer?: StoredOrder['transfer'];
}

/** Builds an order by walking the machine from 待签约 through its events (so seeds are legal). */
export function buildOrder(spec: SeedSpec, clock: OrderClock): StoredOrder {
  let order: StoredOrder = {
    orderNo: spec.orderNo,
    investorId: DEMO_INVESTOR.customerId,
    productCode: spec.productCode,
    productName: productNameOf(spec.productCode),
    type: spec.type,
    amount: spec.amount,
    shares: spec.shares,
    cardId: spec.card.cardId,
    bankName: spec.card.bankName,
    cardNoLast4: spec.card.cardNoLast4,
    status: 'TO_SIGN',
    needsRecording: spec.needsRecording ?? needsRecordingOf(spec.productCode),
    timeline: [{ status: 'TO_SIGN', at: chinaIso(spec.createdMs) }],
    openDay: spec.openDay,
    failReason: spec.failReason,
    proofFileIds: spec.proofFileIds ?? [],
    confirmedShares: spec.confirmedShares,
    confirmedAmount: spec.confirmedAmount,
    transfer: spec.transfer,
  };
  for (const [event, at] of spec.events) order = applyEvent(order, event, at, clock);
  return order;
}

const MIN = 60 * 1000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const at = (iso: string) => Date.parse(iso);

/** A subscription signed and waiting for its double recording (the reviewers reject it once). */
export const ORDER_TO_RECORD = 'OD202611220004';
/** An 追加 whose transfer proof is uploaded, waiting for the funds to be confirmed. */
export const ORDER_PROOF_UPLOADED = 'OD202611220005';
/** A paid subscription past its cooling-off whose return visit is answered. */
export const ORDER_VISITED = 'OD202611100007';
/** The finished subscription of the held 鑫享稳健1号 (STORY_HOLDINGS). */
export const FIXED_HELD_SUBSCRIPTION = 'OD202406180012';

/** The story's orders and one order in every other status (times relative to `now`). */
export function storySpecs(now: number, clock: OrderClock): SeedSpec[] {
  const paidSubscription = (created: number, step = HOUR): [OrderEvent, number][] => [
    ['signed', created + step],
    ['recorded', created + 2 * step],
    ['proofUploaded', created + 3 * step],
    ['fundsConfirmed', created + 4 * step],
  ];
  const coolingStart = now - 4 * HOUR;
  return [
    // --- STORY_ORDERS: other domains pick these up by number.
    {
      ...STORY_ORDERS.toSign,
      card: CARDS.cmb,
      createdMs: now - 30 * MIN,
      events: [],
    },
    {
      ...STORY_ORDERS.toPay,
      card: CARDS.cmb,
      createdMs: now - DAY - 2 * HOUR,
      events: [
        ['signed', now - DAY - HOUR],
        // The short clock's payment window is 10 minutes: still open when a journey starts.
        ['recorded', clock.name === 'short' ? now - MIN : now - DAY],
      ],
    },
    {
      ...STORY_ORDERS.coolingOff,
      card: CARDS.cmb,
      createdMs: now - 2 * DAY,
      events: [
        ['signed', now - 2 * DAY + HOUR],
        ['recorded', now - 2 * DAY + 2 * HOUR],
        ['proofUploaded', now - DAY],
        // The funds confirmed 4 h ago: the cooling-off ends in 20 h (4 s short of the short clock's 15 s).
        ['fundsConfirmed', clock.name === 'short' ? now - 1000 : coolingStart],
      ],
      proofFileIds: ['F202611200101'],
    },
    {
      ...STORY_ORDERS.redemptionToSign,
      card: CARDS.cmb,
      createdMs: now - 20 * MIN,
      events: [],
      openDay: nextOpenDay(now),
    },
    // --- One order in every other status.
    {
      orderNo: ORDER_TO_RECORD,
      productCode: 'JZ2021005',
      type: 'SUBSCRIBE',
      amount: '1000000.00',
      card: CARDS.cmb,
      createdMs: now - 50 * MIN,
      events: [['signed', now - 40 * MIN]],
    },
    {
      orderNo: ORDER_PROOF_UPLOADED,
      productCode: 'JZ2022003',
      type: 'ADDITIONAL',
      amount: '1000000.00',
      card: CARDS.cmb,
      createdMs: now - 5 * HOUR,
      events: [
        ['signed', now - 4 * HOUR],
        ['recorded', now - 3 * HOUR],
        ['proofUploaded', now - 30 * MIN],
      ],
      proofFileIds: ['F202611220102', 'F202611220103'],
    },
    {
      orderNo: 'OD202611170006',
      productCode: 'XT2024001',
      type: 'SUBSCRIBE',
      amount: '1000000.00',
      card: CARDS.cmb,
      createdMs: now - 5 * DAY,
      events: [
        ...paidSubscription(now - 5 * DAY),
        ['coolingOffEnded', now - 5 * DAY + 4 * HOUR + clock.coolingOffMs],
      ],
      proofFileIds: ['F202611170104'],
    },
    {
      orderNo: ORDER_VISITED,
      productCode: 'JZ2021005',
      type: 'SUBSCRIBE',
      amount: '1500000.00',
      card: CARDS.cmb,
      createdMs: now - 12 * DAY,
      events: [
        ...paidSubscription(now - 12 * DAY),
        ['coolingOffEnded', now - 12 * DAY + 4 * HOUR + clock.coolingOffMs],
        // The return visit answered an hour ago; shares are confirmed a day later.
        ['visited', clock.name === 'short' ? now - 1000 : now - HOUR],
      ],
      proofFileIds: ['F202611100105'],
    },
    {
      orderNo: 'OD202611160008',
      productCode: 'XT2024001',
      type: 'SUBSCRIBE',
      amount: '1000000.00',
      card: CARDS.cmb,
      createdMs: now - 6 * DAY,
      events: [
        ...paidSubscription(now - 6 * DAY),
        ['cancelled', clock.name === 'short' ? now - 1000 : now - 3 * HOUR],
      ],
      proofFileIds: ['F202611160106'],
    },
    // --- Finished, fixed dates: the holdings' subscriptions (STORY_HOLDINGS) and the rest.
    {
      orderNo: FIXED_HELD_SUBSCRIPTION,
      productCode: 'XT2024001',
      type: 'SUBSCRIBE',
      amount: '3000000.00',
      card: CARDS.icbc,
      createdMs: at('2024-06-18T10:00:00+08:00'),
      events: [
        ...paidSubscription(at('2024-06-18T10:00:00+08:00')),
        ['coolingOffEnded', at('2024-06-19T14:00:00+08:00')],
        ['visited', at('2024-06-19T16:30:00+08:00')],
        ['confirmed', at('2024-06-28T17:00:00+08:00')],
      ],
      proofFileIds: ['F202406180107'],
      confirmedShares: '3000000.00',
    },
    {
      orderNo: 'OD202311020009',
      productCode: 'XT2023008',
      type: 'SUBSCRIBE',
      amount: '1000000.00',
      card: CARDS.icbc,
      createdMs: at('2023-11-02T09:30:00+08:00'),
      events: [
        ...paidSubscription(at('2023-11-02T09:30:00+08:00')),
        ['coolingOffEnded', at('2023-11-03T13:30:00+08:00')],
        ['visited', at('2023-11-03T15:00:00+08:00')],
        ['confirmed', at('2023-11-10T17:00:00+08:00')],
      ],
      proofFileIds: ['F202311020108'],
      confirmedShares: '1000000.00',
    },
    {
      orderNo: 'OD202203150010',
      productCode: 'JZ2022003',
      type: 'SUBSCRIBE',
      amount: '1400000.00',
      card: CARDS.cmb,
      createdMs: at('2022-03-15T10:00:00+08:00'),
      events: [
        ...paidSubscription(at('2022-03-15T10:00:00+08:00')),
        ['coolingOffEnded', at('2022-03-16T14:00:00+08:00')],
        ['visited', at('2022-03-16T16:00:00+08:00')],
        ['confirmed', at('2022-03-18T17:00:00+08:00')],
      ],
      proofFileIds: ['F202203150109'],
      confirmedShares: '1400000.00',
    },
    {
      orderNo: 'OD202108020011',
      productCode: 'XJ2021001',
      type: 'SUBSCRIBE',
      amount: '500000.00',
      card: CARDS.cmb,
      createdMs: at('2021-08-02T10:00:00+08:00'),
      needsRecording: false,
      events: [
        ['signed', at('2021-08-02T10:10:00+08:00')],
        ['proofUploaded', at('2021-08-02T11:00:00+08:00')],
        ['fundsConfirmed', at('2021-08-02T14:00:00+08:00')],
        ['coolingOffEnded', at('2021-08-03T14:00:00+08:00')],
        ['visited', at('2021-08-03T15:00:00+08:00')],
        ['confirmed', at('2021-08-04T17:00:00+08:00')],
      ],
      proofFileIds: ['F202108020110'],
      confirmedShares: '500000.00',
    },
    {
      orderNo: 'OD202109010012',
      productCode: 'XT2021009',
      type: 'SUBSCRIBE',
      amount: '2000000.00',
      card: CARDS.icbc,
      createdMs: at('2021-09-01T10:00:00+08:00'),
      events: [
        ...paidSubscription(at('2021-09-01T10:00:00+08:00')),
        ['coolingOffEnded', at('2021-09-02T14:00:00+08:00')],
        ['visited', at('2021-09-02T16:00:00+08:00')],
        ['confirmed', at('2021-09-10T17:00:00+08:00')],
      ],
      proofFileIds: ['F202109010111'],
      confirmedShares: '2000000.00',
    },
    {
      orderNo: 'OD202610280013',
      productCode: 'XT2023015',
      type: 'SUBSCRIBE',
      amount: '1000000.00',
      card: CARDS.cmb,
      createdMs: at('2026-10-28T09:20:00+08:00'),
      events: [
        ['signed', at('2026-10-28T09:40:00+08:00')],
        ['cancelled', at('2026-10-28T16:05:00+08:00')],
      ],
    },
    {
      orderNo: 'OD202610200014',
      productCode: 'XT2024010',
      type: 'SUBSCRIBE',
      amount: '1000000.00',
      card: CARDS.cmb,
      createdMs: at('2026-10-20T10:00:00+08:00'),
      events: [
        ['signed', at('2026-10-20T10:20:00+08:00')],
        ['recorded', at('2026-10-20T11:00:00+08:00')],
        ['expired', at('2026-10-23T11:00:00+08:00')],
      ],
    },
    {
      orderNo: 'OD202610100015',
      productCode: 'XT2023015',
      type: 'SUBSCRIBE',
      amount: '2000000.00',
      card: CARDS.cmb,
      createdMs: at('2026-10-10T10:00:00+08:00'),
      events: [
        ...paidSubscription(at('2026-10-10T10:00:00+08:00')),
        ['cancelled', at('2026-10-11T09:30:00+08:00')],
        ['refunded', at('2026-10-13T10:00:00+08:00')],
      ],
      proofFileIds: ['F202610100112'],
    },
    // --- Redemptions (赎回) and a transfer (转让).
    {
      orderNo: 'RD202611220002',
      productCode: 'JZ2021005',
      type: 'REDEEM',
      shares: '100000.00',
      card: CARDS.cmb,
      createdMs: now - 40 * MIN,
      events: [['signed', clock.name === 'short' ? now - 1000 : now - 30 * MIN]],
      openDay: nextOpenDay(now),
    },
    {
      orderNo: 'RD202611180003',
      productCode: 'JZ2022003',
      type: 'REDEEM',
      shares: '50000.00',
      card: CARDS.cmb,
      createdMs: now - 4 * DAY,
      events: [
        ['signed', now - 4 * DAY + 10 * MIN],
        ['accepted', now - 4 * DAY + HOUR],
      ],
      openDay: nextOpenDay(now),
    },
    {
      orderNo: 'RD202610300004',
      productCode: 'XJ2021001',
      type: 'REDEEM',
      shares: '100000.00',
      card: CARDS.cmb,
      createdMs: now - 2 * DAY,
      events: [
        ['signed', now - 2 * DAY + 10 * MIN],
        ['accepted', now - 2 * DAY + HOUR],
        ['redeemConfirmed', clock.name === 'short' ? now - 1000 : now - 2 * HOUR],
      ],
      openDay: chinaIso(now - 2 * HOUR).slice(0, 10),
      confirmedAmount: '100356.00',
    },
    {
      orderNo: 'RD202610150005',
      productCode: 'JZ2022003',
      type: 'REDEEM',
      shares: '100000.00',
      card: CARDS.cmb,
      createdMs: at('2026-10-12T10:00:00+08:00'),
      events: [
        ['signed', at('2026-10-12T10:10:00+08:00')],
        ['accepted', at('2026-10-12T11:00:00+08:00')],
        ['redeemConfirmed', at('2026-10-15T15:00:00+08:00')],
        ['paidOut', at('2026-10-17T10:00:00+08:00')],
      ],
      openDay: '2026-10-15',
      confirmedAmount: '105230.00',
    },
    {
      orderNo: 'RD202609280006',
      productCode: 'JZ2021005',
      type: 'REDEEM',
      shares: '300000.00',
      card: CARDS.cmb,
      createdMs: at('2026-09-25T10:00:00+08:00'),
      events: [
        ['signed', at('2026-09-25T10:10:00+08:00')],
        ['accepted', at('2026-09-25T11:00:00+08:00')],
        ['redeemFailed', at('2026-09-28T15:00:00+08:00')],
      ],
      openDay: '2026-09-28',
      failReason: '本开放日赎回申请超过产品巨额赎回上限，未能确认，资金不受影响',
    },
    {
      orderNo: 'TR202611080001',
      productCode: 'XT2023008',
      type: 'TRANSFER',
      shares: '500000.00',
      amount: '505000.00',
      card: CARDS.icbc,
      createdMs: now - 3 * DAY,
      // Registered 5 days after it was signed (8 s on the short clock): still 已提交 when the demo starts.
      events: [['signed', clock.name === 'short' ? now - 1000 : now - 3 * DAY + 30 * MIN]],
      transfer: {
        unitPrice: '1.0100',
        fee: '505.00',
        netAmount: '504495.00',
        transfereeName: '陈静',
        transfereeIdNo: '320502199002280065',
      },
    },
    // --- The wallet story: 追加 50万 into 华信现金宝1号, which accepts the wallet, waiting
    // for payment (no double recording for an R1 product).
    {
      orderNo: WALLET_STORY_ORDER,
      productCode: 'XJ2021001',
      type: 'ADDITIONAL',
      amount: '500000.00',
      card: CARDS.cmb,
      createdMs: now - 3 * HOUR,
      needsRecording: false,
      // The short clock's payment window is 10 minutes: still open when a journey starts.
      events: [['signed', clock.name === 'short' ? now - MIN : now - 2 * HOUR]],
    },
  ];
}

/** The order the wallet payment story pays (walletPayable: 华信现金宝1号). */
export const WALLET_STORY_ORDER = 'OD202611220016';

/** The next open day of NAV products: the 15th of next month (China time), for the demo. */
export function nextOpenDay(now: number): string {
  const d = new Date(now + 8 * HOUR);
  const month = d.getUTCMonth() + 1; // next month, 0-based + 1
  const year = d.getUTCFullYear() + (month === 12 ? 1 : 0);
  return `${year}-${String((month % 12) + 1).padStart(2, '0')}-15`;
}

const BULK_PRODUCTS = ['XT2024001', 'XT2023008', 'JZ2022003', 'JZ2021005', 'XJ2021001', 'XT2023015'] as const;
const BULK_AMOUNTS = ['1000000.00', '1500000.00', '2000000.00', '3000000.00', '500000.00'] as const;

/**
 * `count` further orders, one every 7 hours back from 2026-09-01, alternating finished
 * subscriptions (份额已确认), refunds and redemptions paid out: deterministic, all in the past.
 */
export function bulkOrders(count: number, clock: OrderClock): StoredOrder[] {
  const start = at('2026-09-01T10:00:00+08:00');
  return Array.from({ length: count }, (_, i) => {
    const created = start - i * 7 * HOUR;
    const productCode = BULK_PRODUCTS[i % BULK_PRODUCTS.length]!;
    const day = chinaIso(created).slice(0, 10).replaceAll('-', '');
    const serial = String(5000 + i).padStart(4, '0');
    const kind = i % 5;
    if (kind === 4) {
      return buildOrder(
        {
          orderNo: `RD${day}${serial}`,
          productCode: 'JZ2022003',
          type: 'REDEEM',
          shares: '10000.00',
          card: CARDS.cmb,
          createdMs: created,
          events: [
            ['signed', created + 10 * MIN],
            ['accepted', created + HOUR],
            ['redeemConfirmed', created + 2 * DAY],
            ['paidOut', created + 3 * DAY],
          ],
          openDay: chinaIso(created + 2 * DAY).slice(0, 10),
          confirmedAmount: '10480.00',
        },
        clock,
      );
    }
    const amount = BULK_AMOUNTS[i % BULK_AMOUNTS.length]!;
    const paid: [OrderEvent, number][] = [
      ['signed', created + 10 * MIN],
      ['recorded', created + 30 * MIN],
      ['proofUploaded', created + HOUR],
      ['fundsConfirmed', created + 2 * HOUR],
    ];
    const refunded = kind === 3;
    return buildOrder(
      {
        orderNo: `OD${day}${serial}`,
        productCode,
        type: i % 2 === 0 ? 'SUBSCRIBE' : 'ADDITIONAL',
        amount,
        card: CARDS.cmb,
        createdMs: created,
        needsRecording: true,
        events: refunded
          ? [...paid, ['cancelled', created + 5 * HOUR], ['refunded', created + 2 * DAY]]
          : [
              ...paid,
              ['coolingOffEnded', created + 26 * HOUR],
              ['visited', created + 27 * HOUR],
              ['confirmed', created + 3 * DAY],
            ],
        confirmedShares: refunded ? undefined : amount,
      },
      clock,
    );
  });
}

/** Every seeded order: the story's, then the bulk option's (times from the clock and now). */
export function seedOrders(now = Date.now()): StoredOrder[] {
  const clock = orderClock();
  return [
    ...storySpecs(now, clock).map((spec) => buildOrder(spec, clock)),
    ...bulkOrders(orderOptions().bulkOrders, clock),
  ];
}

export const orders = defineCollection('orders', storedOrderSchema, { rows: () => seedOrders() });

/** An order as the collection hands it out (a record reference that update accepts). */
export type OrderRecord = NonNullable<ReturnType<typeof orders.findFirst>>;
