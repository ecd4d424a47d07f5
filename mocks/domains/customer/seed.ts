import { z } from 'zod';
import { defineCollection } from '@mocks/db/define-collection';
import { DEMO_IDENTITY, DEMO_INVESTOR } from '@mocks/db/seed/investor';
import { investorVariant } from '@mocks/scenarios/investor-variants';

/**
 * What the customer mock stores beside the investors row (name, gender, ID number, phone live in
 * mocks/db/db.ts): the rest of the identity (nationality, occupation, ID type and validity), the
 * contact data, the name in pinyin, the relationship managers and the investor's binding, change
 * applications and the account's cancellation. Seeded from DEMO_IDENTITY, the same story as the
 * contract's examples (openapi/paths/customer.yaml). Investor variants (?mockInvestor=):
 * `id-expired` (the ID expired 2025-11-20) and `no-manager` (no manager bound).
 */

export const regionAddressSchema = z.object({
  provinceCode: z.string(),
  provinceName: z.string(),
  cityCode: z.string(),
  cityName: z.string(),
  districtCode: z.string(),
  districtName: z.string(),
  detail: z.string(),
});

export const customerProfileSchema = z.object({
  customerId: z.string(),
  nationalityCode: z.string().regex(/^[A-Z]{3}$/),
  occupationCode: z.string(),
  idType: z.string().regex(/^\d$/),
  /** A number of another ID type (passport…); the 居民身份证 number is the investors row's. */
  otherIdNo: z.string().optional(),
  idValidFrom: z.iso.date(),
  idValidTo: z.iso.date().optional(),
  idLongTerm: z.boolean(),
  email: z.string().optional(),
  address: regionAddressSchema,
  employer: z.string().optional(),
  fundSources: z.array(z.string()).optional(),
  surnamePinyin: z.string().optional(),
  givenNamePinyin: z.string().optional(),
  updatedAt: z.string().optional(),
  cancelledAt: z.string().optional(),
});
export type CustomerProfile = z.infer<typeof customerProfileSchema>;

export const customerProfiles = defineCollection('customerProfiles', customerProfileSchema, {
  rows: () => {
    const expired = investorVariant() === 'id-expired';
    return [
      {
        customerId: DEMO_INVESTOR.customerId,
        nationalityCode: DEMO_IDENTITY.nationalityCode,
        occupationCode: DEMO_IDENTITY.occupationCode,
        idType: DEMO_INVESTOR.idType,
        idValidFrom: expired ? '2005-11-20' : DEMO_IDENTITY.idValidFrom,
        idValidTo: expired ? '2025-11-20' : DEMO_IDENTITY.idValidTo,
        idLongTerm: false,
        email: DEMO_IDENTITY.email,
        address: { ...DEMO_IDENTITY.address },
        employer: DEMO_IDENTITY.employer,
        fundSources: [...DEMO_IDENTITY.fundSources],
        surnamePinyin: DEMO_IDENTITY.surnamePinyin,
        givenNamePinyin: DEMO_IDENTITY.givenNamePinyin,
      },
    ];
  },
});

export const managerSchema = z.object({
  managerCode: z.string(),
  managerName: z.string(),
  title: z.string(),
  branchName: z.string(),
  phone: z.string(),
  wecomContactUrl: z.string().optional(),
  certificateNo: z.string().optional(),
  serviceYears: z.number().int(),
  specialties: z.array(z.string()),
  sort: z.number(),
});

/** The company's relationship managers the investor may choose (fictional people, fixed). */
export const MANAGERS: readonly z.input<typeof managerSchema>[] = [
  [
    'M0102',
    '李娜',
    '高级理财经理',
    '上海财富中心',
    '13601761234',
    'cawcde4f0b3a2c9d1e',
    'F3021000000123',
    8,
    ['家族信托', '固定收益', '资产配置'],
  ],
  [
    'M0215',
    '王磊',
    '理财经理',
    '上海徐汇财富中心',
    '13761895566',
    'cawcde9a8b7c6d5e4f',
    'F3021000000456',
    5,
    ['固定收益', '现金管理'],
  ],
  [
    'M0308',
    '陈静',
    '资深理财经理',
    '上海陆家嘴财富中心',
    '13917263344',
    'cawcde1c2d3e4f5a6b',
    'F3021000000789',
    12,
    ['家族信托', '税务筹划'],
  ],
  [
    'M0411',
    '刘洋',
    '理财经理',
    '上海静安财富中心',
    '13524187720',
    'cawcde7b6a5c4d3e2f',
    'F3021000001012',
    4,
    ['权益投资'],
  ],
  [
    'M0520',
    '赵敏',
    '高级理财经理',
    '北京财富中心',
    '13911203388',
    'cawcde3e4f5a6b7c8d',
    'F1101000000345',
    9,
    ['资产配置', '养老规划'],
  ],
  [
    'M0633',
    '孙浩',
    '理财经理',
    '深圳财富中心',
    '13809875521',
    'cawcde5f6a7b8c9d0e',
    'F4403000000678',
    3,
    ['现金管理'],
  ],
  [
    'M0747',
    '周婷',
    '资深理财经理',
    '杭州财富中心',
    '13757122046',
    'cawcde2a3b4c5d6e7f',
    'F3301000000901',
    11,
    ['家族信托', '慈善信托'],
  ],
  [
    'M0851',
    '吴强',
    '理财经理',
    '南京财富中心',
    '13851679934',
    'cawcde8d9e0f1a2b3c',
    'F3201000001234',
    6,
    ['固定收益'],
  ],
  [
    'M0962',
    '郑洁',
    '高级理财经理',
    '上海虹桥财富中心',
    '13636550182',
    'cawcde6c7d8e9f0a1b',
    'F3021000001567',
    7,
    ['资产配置', '子女教育'],
  ],
  [
    'M1073',
    '冯磊',
    '理财经理',
    '苏州财富中心',
    '13962114578',
    'cawcde0f1e2d3c4b5a',
    'F3205000000890',
    2,
    ['现金管理', '固定收益'],
  ],
  [
    'M1184',
    '何静怡',
    '理财经理',
    '成都财富中心',
    '13880456712',
    'cawcde4a5b6c7d8e9f',
    'F5101000000234',
    4,
    ['权益投资', '资产配置'],
  ],
  [
    'M1295',
    '韩冬',
    '资深理财经理',
    '广州财富中心',
    '13902287765',
    'cawcde7e8f9a0b1c2d',
    'F4401000000567',
    10,
    ['家族信托', '固定收益'],
  ],
].map(
  (
    [managerCode, managerName, title, branchName, phone, wecom, certificateNo, serviceYears, specialties],
    sort,
  ) => ({
    managerCode: managerCode as string,
    managerName: managerName as string,
    title: title as string,
    branchName: branchName as string,
    phone: phone as string,
    wecomContactUrl: `https://work.weixin.qq.com/ca/${wecom as string}`,
    certificateNo: certificateNo as string,
    serviceYears: serviceYears as number,
    specialties: specialties as string[],
    sort,
  }),
);

export const managers = defineCollection('managers', managerSchema, {
  reference: true,
  rows: () => MANAGERS,
});

export const managerBindings = defineCollection(
  'managerBindings',
  z.object({ customerId: z.string(), managerCode: z.string() }),
  {
    rows: () =>
      investorVariant() === 'no-manager'
        ? []
        : [{ customerId: DEMO_INVESTOR.customerId, managerCode: 'M0102' }],
  },
);

export const managerApplies = defineCollection(
  'managerApplies',
  z.object({
    applyNo: z.string(),
    customerId: z.string(),
    managerCode: z.string(),
    reason: z.string().optional(),
    status: z.enum(['APPLYING', 'BOUND']),
    appliedAt: z.string(),
  }),
  { rows: () => [] },
);
