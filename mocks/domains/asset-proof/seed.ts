import { z } from 'zod';
import { defineCollection } from '@mocks/db/define-collection';
import { DEMO_INVESTOR } from '@mocks/db/seed/investor';
import { STORY_HOLDINGS, STORY_PRODUCTS, type StoryProductCode } from '@mocks/db/seed/story';

/**
 * The asset-proof domain's records and seed: what the demo investor 张伟 held on any day (the
 * demo story's holdings, with the day each began and, for the cleared one, ended), the NAVs and
 * valuations that price them, and the certificates issued before the demo starts. The same
 * figures as the contract's examples (openapi/paths/asset-proof.yaml) and the sample PDFs
 * (tests/e2e/make-asset-certificate-pdfs.ts): on 2026-11-21 six products, 39,779,600.00 元.
 *
 * Our proposal: start dates, NAV points, valuations and English names are fictional and follow
 * the holding domain's figures where it has them (NAV 1.1860 on 2026-11-20, establish dates).
 */

export const MOCK_SMS_CODE = '123456';
export const SMS_RESEND_SECONDS = 60;
export const SMS_VALID_SECONDS = 300;
/** Certificates one investor may issue a day, and e-mails a day per certificate. */
export const DAILY_CERTIFICATES = 5;
export const DAILY_EMAILS = 5;
/** A certificate can be verified by its number for this many days. */
export const VERIFIABLE_DAYS = 90;
/** The application of the latest certificate issued (ZM202611200001, in English). */
export const LATEST_APPLICATION = 'AP202611200001';
/** The e-mail address on record (the account domain's personal information shows the same). */
export const DEMO_EMAIL = 'zhangwei1978@163.com';

type Pricing =
  | { amountType: 'PRINCIPAL'; principal: string }
  | { amountType: 'MARKET_VALUE'; shares: string; navs: readonly (readonly [string, string])[] }
  /** A cash-management plan: its NAV stays 1.0000 and is published every day. */
  | { amountType: 'MARKET_VALUE'; shares: string; dailyNav: string }
  | { amountType: 'TRUST_PROPERTY'; valuations: readonly (readonly [string, string])[] };

export interface HeldProduct {
  productCode: StoryProductCode;
  productNameEn: string;
  /** First day held (the plan's establishment or the subscription's confirmation). */
  from: string;
  /** Last day held, for a cleared product. */
  until?: string;
  pricing: Pricing;
}

const principalOf = (code: keyof typeof STORY_HOLDINGS): string => {
  const holding = STORY_HOLDINGS[code];
  if (!('principal' in holding)) throw new Error(`${code} has no principal in the demo story`);
  return holding.principal;
};
const sharesOf = (code: keyof typeof STORY_HOLDINGS): string => {
  const holding = STORY_HOLDINGS[code];
  if (!('shares' in holding)) throw new Error(`${code} has no shares in the demo story`);
  return holding.shares;
};

/** Every product the demo investor holds or held, in the order a certificate lists them. */
export const HELD_PRODUCTS: readonly HeldProduct[] = [
  {
    productCode: 'XT2024001',
    productNameEn: 'Xinxiang Wenjian No.1 Collective Fund Trust Plan',
    from: '2025-03-20',
    pricing: { amountType: 'PRINCIPAL', principal: principalOf('XT2024001') },
  },
  {
    productCode: 'XT2023008',
    productNameEn: 'Huaxin Hengyuan No.3 Collective Fund Trust Plan',
    from: '2024-01-15',
    pricing: { amountType: 'PRINCIPAL', principal: principalOf('XT2023008') },
  },
  {
    productCode: 'XT2022011',
    productNameEn: 'Huaxin Antai No.5 Collective Fund Trust Plan',
    from: '2024-05-10',
    pricing: { amountType: 'PRINCIPAL', principal: principalOf('XT2022011') },
  },
  {
    productCode: 'JZ2022003',
    productNameEn: 'Huaxin Value Select No.1 Securities Investment Collective Fund Trust Plan',
    from: '2022-03-18',
    pricing: {
      amountType: 'MARKET_VALUE',
      shares: sharesOf('JZ2022003'),
      navs: [
        ['2022-03-18', '1.0000'],
        ['2023-06-30', '0.9786'],
        ['2024-06-28', '1.0157'],
        ['2025-06-30', '1.0842'],
        ['2026-06-30', '1.1425'],
        ['2026-09-30', '1.1630'],
        ['2026-11-20', '1.1860'],
      ],
    },
  },
  {
    productCode: 'XJ2021001',
    productNameEn: 'Huaxin Cash Treasure No.1 Cash Management Trust Plan',
    from: '2021-08-02',
    pricing: { amountType: 'MARKET_VALUE', shares: sharesOf('XJ2021001'), dailyNav: '1.0000' },
  },
  {
    productCode: 'JT2020006',
    productNameEn: 'Huaxin Heritage No.1 Family Trust',
    from: '2020-09-01',
    pricing: {
      amountType: 'TRUST_PROPERTY',
      valuations: [
        ['2020-09-01', principalOf('JT2020006')],
        ['2023-12-31', '31250800.00'],
        ['2025-12-31', '32102500.00'],
        ['2026-09-30', '32856400.00'],
      ],
    },
  },
  {
    productCode: 'XT2021009',
    productNameEn: 'Xinxiang Wenjian No.0 Collective Fund Trust Plan',
    from: '2021-03-01',
    until: '2023-03-01',
    pricing: { amountType: 'PRINCIPAL', principal: principalOf('XT2021009') },
  },
];

export const productNameOf = (code: string): string =>
  STORY_PRODUCTS.find((product) => product.productCode === code)?.productName ?? code;

const productSchema = z.object({
  productCode: z.string(),
  productName: z.string(),
  productNameEn: z.string(),
  amountType: z.enum(['PRINCIPAL', 'MARKET_VALUE', 'TRUST_PROPERTY']),
  amount: z.string(),
  shares: z.string().optional(),
  nav: z.string().optional(),
  navDate: z.string().optional(),
});

export const storedCertificateSchema = z.object({
  certNo: z.string(),
  applyNo: z.string(),
  investorId: z.string(),
  asOfDate: z.string(),
  language: z.enum(['ZH', 'EN']),
  pinyinName: z.string().optional(),
  products: z.array(productSchema),
  totalAmount: z.string(),
  issuedAt: z.string(),
  validUntil: z.string(),
  /** Full addresses, masked on the way out. */
  sentEmails: z.array(z.object({ email: z.string(), sentAt: z.string() })),
});
export type StoredCertificate = z.infer<typeof storedCertificateSchema>;

/** One application: what was asked for and the SMS code that confirms it. */
export const applicationSchema = z.object({
  applyNo: z.string(),
  investorId: z.string(),
  asOfDate: z.string(),
  productCodes: z.array(z.string()),
  language: z.enum(['ZH', 'EN']),
  pinyinName: z.string().optional(),
  smsSerialNo: z.string(),
  code: z.string(),
  sentAt: z.number(),
  expiresAt: z.number(),
  used: z.boolean(),
});

const product = (
  code: StoryProductCode,
  amount: string,
  extra: Partial<z.input<typeof productSchema>> = {},
) => {
  const held = HELD_PRODUCTS.find((p) => p.productCode === code);
  return {
    productCode: code,
    productName: productNameOf(code),
    productNameEn: held?.productNameEn ?? code,
    amountType: held?.pricing.amountType ?? 'PRINCIPAL',
    amount,
    ...extra,
  };
};

/** Certificates issued before the demo (the contract's examples): one in Chinese (all six), one in English (two plans). */
const SEED_CERTIFICATES: readonly StoredCertificate[] = [
  {
    certNo: 'ZM202610200003',
    applyNo: 'AP202610200003',
    investorId: DEMO_INVESTOR.customerId,
    asOfDate: '2026-10-19',
    language: 'ZH',
    products: [
      product('XT2024001', '3000000.00'),
      product('XT2023008', '1000000.00'),
      product('XT2022011', '1000000.00'),
      product('JZ2022003', '1395600.00', { shares: '1200000.00', nav: '1.1630', navDate: '2026-09-30' }),
      product('XJ2021001', '500000.00', { shares: '500000.00', nav: '1.0000', navDate: '2026-10-19' }),
      product('JT2020006', '32856400.00', { navDate: '2026-09-30' }),
    ],
    totalAmount: '39752000.00',
    issuedAt: '2026-10-20T14:05:12+08:00',
    validUntil: '2027-01-18',
    sentEmails: [{ email: DEMO_EMAIL, sentAt: '2026-10-20T14:06:30+08:00' }],
  },
  {
    certNo: 'ZM202611200001',
    applyNo: LATEST_APPLICATION,
    investorId: DEMO_INVESTOR.customerId,
    asOfDate: '2026-11-19',
    language: 'EN',
    pinyinName: 'ZHANG WEI',
    products: [product('XT2024001', '3000000.00'), product('XT2023008', '1000000.00')],
    totalAmount: '4000000.00',
    issuedAt: '2026-11-20T09:30:00+08:00',
    validUntil: '2027-02-18',
    sentEmails: [],
  },
];

export const assetCertificates = defineCollection('assetCertificates', storedCertificateSchema, {
  rows: () => SEED_CERTIFICATES,
});
export const assetApplications = defineCollection('assetApplications', applicationSchema, { rows: () => [] });

export type CertificateRecord = NonNullable<ReturnType<typeof assetCertificates.findFirst>>;
