import type { AssetCertificate } from '@gen/model/assetCertificate';
import type { AssetCertificateSummaryPage } from '@gen/model/assetCertificateSummaryPage';
import type { AssetProofTemplateData } from '@gen/model/assetProofTemplateData';
import type { OpenAssetData } from '@gen/model/openAssetData';
import { VALID_DATA } from './answers';
import type { Ctx, RouteRow } from './row-types';
import { CERTIFICATE_APPLICATION, FIXED_RAISING, OPENED_APPLICATION } from '../support/seed-ids';

/**
 * The hostile suite's rows of the asset certificates. Product names and other texts carry length
 * limits in the contract, so markup there is a wrong shape, covered by the read cases; no route
 * lists markup calls.
 */
const product = {
  productCode: FIXED_RAISING,
  productName: '鑫享稳健1号集合资金信托计划',
  productNameEn: 'Xinxiang Wenjian No.1 Collective Fund Trust Plan',
  amountType: 'PRINCIPAL',
  amount: '3000000.00',
} as const;

const template: AssetProofTemplateData = {
  holderName: '张伟',
  registeredPinyinName: 'ZHANG WEI',
  idTypeName: '居民身份证',
  idNoMasked: '3101**********053X',
  asOfDate: '2026-11-21',
  minDate: '2020-09-01',
  maxDate: '2026-11-21',
  products: [product],
  totalAmount: '3000000.00',
  remainingToday: 5,
};

const ticket: OpenAssetData = {
  applyNo: OPENED_APPLICATION,
  smsSerialNo: 'SMS20261122093000001',
  sentToMasked: '138****5678',
  resendAfterSeconds: 60,
  expiresInSeconds: 300,
};

const certificate: AssetCertificate = {
  certNo: 'ZM202611200001',
  applyNo: CERTIFICATE_APPLICATION,
  asOfDate: '2026-11-19',
  language: 'ZH',
  holderName: '张伟',
  idTypeName: '居民身份证',
  idNoMasked: '3101**********053X',
  products: [product],
  totalAmount: '3000000.00',
  issuedAt: '2026-11-20T09:30:00+08:00',
  validUntil: '2027-02-18',
  fileId: 'FAC202611200001ZH',
  fileName: '资产证明_ZM202611200001.pdf',
  emailMasked: 'zha***@163.com',
  sentEmails: [],
};

const history: AssetCertificateSummaryPage = {
  list: [
    {
      certNo: 'ZM202611200001',
      asOfDate: '2026-11-19',
      language: 'ZH',
      productCount: 1,
      productNames: ['鑫享稳健1号集合资金信托计划'],
      totalAmount: '3000000.00',
      issuedAt: '2026-11-20T09:30:00+08:00',
    },
  ],
  total: 1,
  pageNum: 1,
  pageSize: 10,
};

Object.assign(VALID_DATA, {
  assetProofTemplate: () => template,
  openAsset: () => ticket,
  openAssetVerify: () => certificate,
  proofOfAssetsList: () => certificate,
  proofOfAssetsCustomerHistory: () => history,
  openAssetSendCustomerEmail: () => ({
    certNo: 'ZM202611200001',
    sentToMasked: 'zha***@163.com',
    sentAt: '2026-11-22T09:32:00+08:00',
  }),
} satisfies typeof VALID_DATA);

async function goto({ page, url }: Ctx, route: string) {
  await page.goto(url(route));
  await page.waitForLoadState('networkidle').catch(() => undefined);
}

const button = (ctx: Ctx, name: string) => ctx.page.getByRole('button', { name, exact: true });

/** The form, then 下一步: the SMS page sends the code once on arrival. */
async function toSmsPage(ctx: Ctx) {
  await goto(ctx, '/phone/assetCertificateIndex');
  await button(ctx, '下一步').click();
  await ctx.page.getByLabel('短信验证码').waitFor();
  await ctx.page.waitForLoadState('networkidle').catch(() => undefined);
}

export const ACCOUNT_ASSETS_ROWS: RouteRow[] = [
  {
    route: '/phone/assetCertificateIndex',
    open: (ctx) => goto(ctx, '/phone/assetCertificateIndex'),
    markupCalls: [],
    reads: [{ call: 'assetProofTemplate' }],
    writes: [
      {
        name: 'next (sends the SMS)',
        call: 'openAsset',
        arrange: (ctx) => goto(ctx, '/phone/assetCertificateIndex'),
        bursts: [(ctx) => button(ctx, '下一步')],
      },
    ],
  },
  {
    route: '/phone/assetShortMessage',
    open: toSmsPage,
    markupCalls: [],
    reads: [{ call: 'openAsset' }],
    writes: [
      {
        name: 'confirm the code (issues the certificate)',
        call: 'openAssetVerify',
        arrange: async (ctx) => {
          await toSmsPage(ctx);
          await ctx.page.getByLabel('短信验证码').fill('123456');
        },
        bursts: [(ctx) => button(ctx, '确认开具')],
      },
    ],
  },
  {
    route: '/phone/assetCertificateHistory',
    open: (ctx) => goto(ctx, '/phone/assetCertificateHistory'),
    markupCalls: [],
    reads: [{ call: 'proofOfAssetsCustomerHistory' }],
    writes: [],
  },
  {
    route: '/phone/assetCertificateDetail?certNo=ZM202611200001',
    open: (ctx) => goto(ctx, '/phone/assetCertificateDetail?certNo=ZM202611200001'),
    markupCalls: [],
    reads: [{ call: 'proofOfAssetsList' }],
    writes: [
      {
        name: 'send by e-mail',
        call: 'openAssetSendCustomerEmail',
        arrange: async (ctx) => {
          await goto(ctx, '/phone/assetCertificateDetail?certNo=ZM202611200001');
          await button(ctx, '发送至邮箱').click();
          await button(ctx, '发送').waitFor();
        },
        bursts: [(ctx) => button(ctx, '发送')],
      },
    ],
  },
  {
    route: '/phone/issueAsset?certNo=ZM202611200001',
    open: (ctx) => goto(ctx, '/phone/issueAsset?certNo=ZM202611200001'),
    markupCalls: [],
    reads: [{ call: 'proofOfAssetsList' }],
    writes: [],
  },
];
