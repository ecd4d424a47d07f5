import { z } from 'zod';
import { defineCollection } from '@mocks/db/define-collection';
import { DEMO_INVESTOR } from '@mocks/db/seed/investor';

/**
 * Complaints and suggestions and the images uploaded for them. The seed is the story
 * of the contract's example (openapi/paths/content.yaml, queryOpinionList): 张伟 has one
 * suggestion of each status, newest first a PENDING one, then PROCESSING, then a REPLIED one
 * with a photo (F202602200031).
 */

/** addOpinion refuses (05162001) once an investor has submitted this many in one Beijing day. */
export const MAX_OPINIONS_PER_DAY = 5;
/** 5 MB decoded: uploadImage refuses larger images (05162011). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export const storedOpinionSchema = z.object({
  opinionId: z.string(),
  investorId: z.string(),
  opinionType: z.enum(['PRODUCT', 'SERVICE', 'SYSTEM', 'OTHER']),
  content: z.string(),
  imageFileIds: z.array(z.string()),
  contactPhone: z.string(),
  status: z.enum(['PENDING', 'PROCESSING', 'REPLIED']),
  submittedAt: z.string(),
  replyContent: z.string().optional(),
  repliedAt: z.string().optional(),
});
export type StoredOpinion = z.infer<typeof storedOpinionSchema>;

export const storedImageSchema = z.object({
  fileId: z.string(),
  investorId: z.string(),
  bizType: z.string(),
  fileName: z.string(),
  size: z.number(),
});

const mine = { investorId: DEMO_INVESTOR.customerId, contactPhone: DEMO_INVESTOR.phone };

const SEED_OPINIONS: readonly StoredOpinion[] = [
  {
    ...mine,
    opinionId: 'OP202603080003',
    opinionType: 'PRODUCT',
    content: '希望鑫享稳健系列增加12个月期限的产品，方便短期资金配置。',
    imageFileIds: [],
    status: 'PENDING',
    submittedAt: '2026-03-08T20:41:15+08:00',
  },
  {
    ...mine,
    opinionId: 'OP202603050002',
    opinionType: 'SERVICE',
    content: '预约双录时可选时段较少，工作日晚上能否增加时段？',
    imageFileIds: [],
    status: 'PROCESSING',
    submittedAt: '2026-03-05T09:12:40+08:00',
  },
  {
    ...mine,
    opinionId: 'OP202602200001',
    opinionType: 'SYSTEM',
    content: 'App 查看电子合同时加载较慢，希望优化。',
    imageFileIds: ['F202602200031'],
    status: 'REPLIED',
    submittedAt: '2026-02-20T14:03:22+08:00',
    replyContent: '您好，合同预览已完成优化，加载时间缩短约60%。感谢您的宝贵建议！',
    repliedAt: '2026-02-22T16:30:00+08:00',
  },
];

export const opinions = defineCollection('opinions', storedOpinionSchema, { rows: () => SEED_OPINIONS });

export const uploadedImages = defineCollection('uploadedImages', storedImageSchema, {
  rows: () => [
    {
      fileId: 'F202602200031',
      investorId: DEMO_INVESTOR.customerId,
      bizType: 'OPINION',
      fileName: '合同加载截图.png',
      size: 182340,
    },
    // The two screenshots of the contract's addOpinion example, uploaded but not yet submitted.
    ...['F202603100101', 'F202603100102'].map((fileId, index) => ({
      fileId,
      investorId: DEMO_INVESTOR.customerId,
      bizType: 'OPINION',
      fileName: `短信提醒截图${index + 1}.jpg`,
      size: 245760,
    })),
  ],
});
