import type { OrderDetail } from '@gen/model/orderDetail';
import type { TransferProofData } from '@gen/model/transferProofData';
import { VALID_DATA } from './answers';
import type { Ctx, RouteRow } from './row-types';
import { FIXED_RUNNING, ORDER_TO_PAY } from '../support/seed-ids';

/**
 * The hostile suite's rows of the order pages that write: the payment
 * proof (saveTransferProof after an image through uploadImage) and the SMS-confirmed cancel
 * (cancelOrderCheck). Their server texts (product name, bank, account) carry length limits or
 * patterns in the contract, so markup there is a wrong shape, covered by the read cases.
 */
const detail = (over: Partial<OrderDetail>): OrderDetail => ({
  orderNo: ORDER_TO_PAY,
  productCode: FIXED_RUNNING,
  productName: '华信恒远3号集合资金信托计划',
  riskLevel: 'R3',
  type: 'SUBSCRIBE',
  status: 'TO_PAY',
  amount: '2000000.00',
  appliedAt: '2026-11-18T09:30:00+08:00',
  bankName: '招商银行',
  cardNoMasked: '6214********5678',
  needsRecording: true,
  timeline: [
    { status: 'TO_SIGN', at: '2026-11-18T09:30:00+08:00' },
    { status: 'TO_RECORD', at: '2026-11-18T10:05:00+08:00' },
    { status: 'TO_PAY', at: '2026-11-18T10:40:00+08:00' },
  ],
  paymentDeadline: '2099-11-27T17:00:00+08:00',
  cancellable: true,
  walletPayable: false,
  proofCount: 0,
  ...over,
});

const proof: TransferProofData = {
  orderNo: ORDER_TO_PAY,
  productName: '华信恒远3号集合资金信托计划',
  amount: '2000000.00',
  status: 'TO_PAY',
  paymentDeadline: '2099-11-27T17:00:00+08:00',
  account: {
    accountName: '华信信托股份有限公司',
    accountNo: '31001520313050012345',
    bankName: '中国建设银行上海浦东分行营业部',
    remark: '张伟+华信恒远3号',
  },
  proofs: [],
  canUpload: true,
};

Object.assign(VALID_DATA, {
  queryOrderDetail: () => detail({}),
  queryTransferProof: () => proof,
  saveTransferProof: () => ({ orderNo: ORDER_TO_PAY, status: 'FUNDS_CHECKING', proofCount: 1 }),
  sendBusiSms: () => ({
    smsSerialNo: 'BS20261122093000001',
    sentToMasked: '138****5678',
    resendAfterSeconds: 60,
    expiresInSeconds: 300,
  }),
  cancelOrderCheck: () => ({ orderNo: ORDER_TO_PAY, status: 'CANCELLED', refundStatus: 'NONE' }),
} satisfies typeof VALID_DATA);

/** An 8×8 PNG, as a phone's gallery would hand one over (compressorjs decodes it in Chromium). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGM4c/cdVsQwtCQAuwilwRD1TZUAAAAASUVORK5CYII=',
  'base64',
);

const button = (ctx: Ctx, name: string) => ctx.page.getByRole('button', { name, exact: true });

async function goto({ page, url }: Ctx, route: string) {
  await page.goto(url(route));
  await page.waitForLoadState('networkidle').catch(() => undefined);
}

const UPLOAD = `/phone/orderUpload?orderNo=${ORDER_TO_PAY}`;
const CANCEL = `/phone/cancellationOrder?orderNo=${ORDER_TO_PAY}`;

async function toCancelSms(ctx: Ctx) {
  await goto(ctx, CANCEL);
  await button(ctx, '确认撤销').click();
  const dialog = ctx.page.getByRole('dialog');
  await dialog.getByRole('button', { name: '确认撤销' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await ctx.page.getByPlaceholder('请输入6位验证码').waitFor();
  await ctx.page.waitForLoadState('networkidle').catch(() => undefined);
}

export const ORDER_ROWS: RouteRow[] = [
  {
    route: UPLOAD,
    open: (ctx) => goto(ctx, UPLOAD),
    markupCalls: [],
    reads: [{ call: 'queryTransferProof' }],
    writes: [
      {
        name: 'submit the transfer proof',
        call: 'saveTransferProof',
        arrange: async (ctx) => {
          await goto(ctx, UPLOAD);
          await ctx.page
            .locator('input[type=file]')
            .setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: PNG });
          await button(ctx, '提交凭证').and(ctx.page.locator(':enabled')).waitFor();
        },
        bursts: [(ctx) => button(ctx, '提交凭证')],
      },
    ],
  },
  {
    route: CANCEL,
    open: (ctx) => goto(ctx, CANCEL),
    markupCalls: [],
    reads: [{ call: 'queryOrderDetail' }],
    writes: [
      {
        name: 'confirm the cancel with the SMS code',
        call: 'cancelOrderCheck',
        arrange: async (ctx) => {
          await toCancelSms(ctx);
          await ctx.page.getByPlaceholder('请输入6位验证码').fill('123456');
        },
        bursts: [(ctx) => button(ctx, '确认撤销')],
      },
    ],
  },
];
