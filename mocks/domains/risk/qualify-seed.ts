import { z } from 'zod';
import type { CertificationConditions } from '@gen/model/certificationConditions';
import { defineCollection } from '@mocks/db/define-collection';
import { DEMO_INVESTOR } from '@mocks/db/seed/investor';
import { daysFromToday } from '@mocks/db/seed/story';
import { investorVariant, type InvestorVariant } from '@mocks/scenarios/investor-variants';
import { uploadedImages } from '../content/advice-seed';
import { dateTimeFromToday, QUALIFIED_VALID_DAYS, SEED_REJECT_REASON } from './seed';

/**
 * What the mock server stores about qualified-investor certification (合格投资者认证): the requests
 * (认证申请) with their proof images, one per submission, newest first. The seed follows the
 * investor variant so that the requests agree with the profile's state (seed.ts): the default
 * 张伟 was approved 120 days ago (家庭金融资产 ≥ 500万, two bank statements and one securities
 * account record); qualify-reviewing sent one yesterday; qualify-rejected was refused two days
 * ago with the reason the profile shows; qualify-expired was approved 400 days ago; unqualified
 * has none.
 */

export const QUALIFY_WAYS = ['NET_ASSETS', 'FINANCIAL_ASSETS', 'INCOME'] as const;
export type QualifyWayCode = (typeof QUALIFY_WAYS)[number];

/** Working days a review takes at most (the contract's reviewDays). */
export const REVIEW_DAYS = 2;

/** The conditions of 资管新规 (domain brief §1) as the server sends them (certificationCondition). */
export const CONDITIONS: CertificationConditions = {
  experienceYears: 2,
  validDays: QUALIFIED_VALID_DAYS,
  reviewDays: REVIEW_DAYS,
  ways: [
    {
      way: 'NET_ASSETS',
      title: '家庭金融净资产不低于300万元',
      thresholdAmount: '3000000.00',
      description: '家庭金融资产扣除家庭负债（房贷、车贷、信用贷款等）后的余额。',
      proofType: 'FINANCIAL',
    },
    {
      way: 'FINANCIAL_ASSETS',
      title: '家庭金融资产不低于500万元',
      thresholdAmount: '5000000.00',
      description:
        '家庭金融资产包括银行存款、股票、债券、基金份额、资产管理产品、保险产品、期货及其他衍生产品等，不含房产、车辆。',
      proofType: 'FINANCIAL',
    },
    {
      way: 'INCOME',
      title: '近3年本人年均收入不低于40万元',
      thresholdAmount: '400000.00',
      description: '本人近3个完整年度的税前收入（工资薪金、劳务报酬、经营所得等）的平均值。',
      proofType: 'INCOME',
    },
  ],
  proofs: [
    {
      proofType: 'FINANCIAL',
      title: '金融资产证明',
      acceptable: [
        '银行出具的存款证明或理财产品持有证明',
        '证券、期货账户的资产证明或对账单',
        '基金、信托、资产管理产品的份额或持有证明',
        '保险产品的保单（现金价值）证明',
      ],
      requirements: [
        '开具日期在近1个月内，加盖出具机构公章或业务章',
        '户名为本人或家庭成员，金额、日期清晰可见',
        '家庭成员的资产须同时上传关系证明（户口簿或结婚证）',
      ],
      maxImages: 9,
    },
    {
      proofType: 'INCOME',
      title: '收入证明',
      acceptable: [
        '个人所得税App中近3年的收入纳税明细',
        '工作单位出具并加盖公章的近3年收入证明',
        '近3年的工资流水（银行盖章）',
      ],
      requirements: [
        '须覆盖近3个完整年度，显示姓名、年度及税前收入',
        '单位收入证明须注明单位名称、联系人及电话',
      ],
      maxImages: 9,
    },
    {
      proofType: 'EXPERIENCE',
      title: '投资经历证明',
      acceptable: [
        '开户满2年的证券、期货账户开户证明或交易记录',
        '2年前购买信托、资管、私募产品的合同或认购确认书',
        '2年前购买银行理财产品的交易记录',
      ],
      requirements: ['能看出本人姓名与2年前的开户或交易日期'],
      maxImages: 9,
    },
  ],
};

export const wayTitle = (way: QualifyWayCode): string =>
  CONDITIONS.ways.find((item) => item.way === way)?.title ?? way;

export const storedFlowSchema = z.object({
  flowNo: z.string(),
  investorId: z.string(),
  way: z.enum(QUALIFY_WAYS),
  status: z.enum(['REVIEWING', 'APPROVED', 'REJECTED']),
  proofFileIds: z.array(z.string()),
  experienceFileIds: z.array(z.string()),
  submittedAt: z.string(),
  reviewedAt: z.string().optional(),
  validUntil: z.iso.date().optional(),
  rejectReason: z.string().optional(),
});
export type StoredFlow = z.infer<typeof storedFlowSchema>;

/** "QF" + the submission day + a serial, like the contract's QF202607230001. */
const flowNoOn = (days: number, serial = 1) =>
  `QF${daysFromToday(days).replaceAll('-', '')}${String(serial).padStart(4, '0')}`;

function seededFlow(submittedDaysAgo: number, changes: Partial<StoredFlow> = {}): StoredFlow {
  const day = daysFromToday(-submittedDaysAgo).replaceAll('-', '');
  return {
    flowNo: flowNoOn(-submittedDaysAgo),
    investorId: DEMO_INVESTOR.customerId,
    way: 'FINANCIAL_ASSETS',
    status: 'APPROVED',
    proofFileIds: [`F${day}0101`, `F${day}0102`],
    experienceFileIds: [`F${day}0103`],
    submittedAt: dateTimeFromToday(-submittedDaysAgo, '10:18:00'),
    ...changes,
  };
}

/** The requests the demo investor has made under a variant (newest first). */
export function seedFlows(variant: InvestorVariant): StoredFlow[] {
  switch (variant) {
    case 'unqualified':
      return [];
    case 'qualify-reviewing':
      return [seededFlow(1, { status: 'REVIEWING' })];
    case 'qualify-rejected':
      return [
        seededFlow(4, {
          status: 'REJECTED',
          reviewedAt: dateTimeFromToday(-2, '16:05:00'),
          rejectReason: SEED_REJECT_REASON,
        }),
      ];
    case 'qualify-expired':
      return [
        seededFlow(402, {
          reviewedAt: dateTimeFromToday(-400, '16:05:00'),
          validUntil: daysFromToday(QUALIFIED_VALID_DAYS - 400),
        }),
      ];
    default:
      return [
        seededFlow(122, {
          reviewedAt: dateTimeFromToday(-120, '16:05:00'),
          validUntil: daysFromToday(QUALIFIED_VALID_DAYS - 120),
        }),
      ];
  }
}

/**
 * Seeded after the uploaded-images collection (imported above): the seeded requests' images are
 * stored there too, as if 张伟 had uploaded them, so the file preview and the checks agree.
 */
export const qualifierFlows = defineCollection('qualifierFlows', storedFlowSchema, {
  seed: async (collection) => {
    for (const flow of seedFlows(investorVariant())) {
      await collection.create(flow);
      for (const fileId of [...flow.proofFileIds, ...flow.experienceFileIds])
        await uploadedImages.create({
          fileId,
          investorId: flow.investorId,
          bizType: 'QUALIFIED_PROOF',
          fileName: `${fileId}.jpg`,
          size: 245760,
        });
    }
  },
});

export type FlowRecord = NonNullable<ReturnType<typeof qualifierFlows.findFirst>>;
