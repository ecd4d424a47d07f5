import type { TransferInfoData } from '@gen/model/transferInfoData';
import type { WalletPreCheckData } from '@gen/model/walletPreCheckData';
import { ok } from './answers';
import type { Ctx, RouteRow } from './row-types';
import { FIXED_RAISING, NAV_HELD, ORDER_WALLET_PAYS } from '../support/seed-ids';

/**
 * The hostile suite's burst rows of redemption, transfer and the wallet:
 * createRedeemOrder (赎回, after its confirm dialog), ftsTransferApply (转让, signed with the SMS
 * code), the wallet's opening (appletWalletOpen, then checkMsg4Wallet with the institution's code)
 * and the payment's start (getWalletUrl, after its confirm dialog). A burst must send one request.
 * Write rows only (the sweep covers what the pages read); every read goes to Prism's examples,
 * the story's 华信价值精选1号 (NAV_HELD), 鑫享稳健1号 (FIXED_RAISING) and the 追加 ORDER_WALLET_PAYS
 * paid by wallet. sendBusiSms answers as in order-rows.ts.
 */
const REDEEM = `/phone/redeemOrder?productCode=${NAV_HELD}`;
const TRANSFER = `/phone/makeOverDetails?productCode=${FIXED_RAISING}`;
const WALLET = `/phone/orderUpload?orderNo=${ORDER_WALLET_PAYS}&pay=wallet`;

/**
 * The transfer's terms as the mock gives them for 鑫享稳健1号 (Prism makes up terms whose band
 * no price fits): 500,000 shares for 510,000.00 元 are within them.
 */
const transferTerms: TransferInfoData = {
  productCode: FIXED_RAISING,
  productName: '鑫享稳健1号集合资金信托计划',
  riskLevel: 'R3',
  benchmarkRate: '5.60',
  maturityDate: '2027-06-28',
  shares: '3000000.00',
  frozenShares: '0.00',
  transferableShares: '3000000.00',
  minTransferShares: '100000.00',
  stepShares: '10000.00',
  minHoldShares: '300000.00',
  referencePrice: '1.0235',
  accruedFrom: '2026-06-20',
  priceFloorRate: '90.00',
  priceCeilingRate: '110.00',
  feeRate: '0.10',
  minFee: '100.00',
  bankName: '中国工商银行',
  cardNoMasked: '6222***********0123',
  agreement: {
    name: '信托受益权转让协议',
    version: 'V2026.01',
    clauses: ['转让标的为委托人持有的信托受益权份额。', '受让方付清价款并经受托人登记后转让生效。'],
  },
};

/** walletPreCheck of an opened wallet: the page goes straight to the payment. */
const openedWallet: WalletPreCheckData = {
  orderNo: ORDER_WALLET_PAYS,
  productName: '华信现金宝1号现金管理信托计划',
  amount: '500000.00',
  accountState: 'OPENED',
  certified: true,
  payTimeOpen: true,
  payWindow: '工作日 09:00–16:30',
  nextStep: 'PAY',
};

const button = ({ page }: Ctx, name: string) => page.getByRole('button', { name, exact: true });
const dialogButton = ({ page }: Ctx, name: string) =>
  page.getByRole('dialog').getByRole('button', { name, exact: true });

async function goto({ page, url }: Ctx, route: string) {
  await page.goto(url(route));
  await page.waitForLoadState('networkidle').catch(() => undefined);
}

/** The transfer form filled in for 李娜, her status checked, the agreement accepted, at the SMS step. */
async function toTransferSms(ctx: Ctx) {
  const { page } = ctx;
  await goto(ctx, TRANSFER);
  await page.getByLabel('转让份额').fill('500000');
  await page.getByRole('textbox', { name: '转让价款' }).click();
  await page.keyboard.type('510000');
  await page.getByLabel('受让方姓名').fill('李娜');
  await page.getByLabel('身份证号码').fill('310104198808082126');
  await button(ctx, '核验受让方').click();
  await page.getByText(/^李\* /).waitFor();
  await button(ctx, '《信托受益权转让协议》').click();
  const sheet = page.getByRole('dialog', { name: '信托受益权转让协议' });
  await sheet.getByRole('button', { name: '已阅读并同意' }).click();
  await sheet.waitFor({ state: 'hidden' });
  await button(ctx, '下一步').click();
  await dialogButton(ctx, '确认转让').click();
  await page.getByRole('dialog').waitFor({ state: 'hidden' });
  await page.getByLabel('短信验证码').waitFor();
  await page.waitForLoadState('networkidle').catch(() => undefined);
}

/** The wallet's opening form with the agreements accepted. */
async function toWalletOpen(ctx: Ctx) {
  await goto(ctx, WALLET);
  await ctx.page.getByRole('region', { name: '开户信息' }).waitFor();
  await ctx.page.getByText('我已阅读并同意', { exact: true }).click();
}

export const ORDER_REDEEM_ROWS: RouteRow[] = [
  {
    route: REDEEM,
    open: (ctx) => goto(ctx, REDEEM),
    markupCalls: [],
    reads: [],
    writes: [
      {
        name: '提交赎回申请 and 确认赎回',
        call: 'createRedeemOrder',
        arrange: async (ctx) => {
          await goto(ctx, REDEEM);
          await ctx.page.getByLabel('赎回份额').fill('200000');
          await ctx.page.getByRole('region', { name: '预估金额' }).getByText('236,014.00元').waitFor();
        },
        bursts: [(ctx) => button(ctx, '提交赎回申请'), (ctx) => dialogButton(ctx, '确认赎回')],
      },
    ],
  },
  {
    route: TRANSFER,
    given: (stub) => stub.answer('queryFtsTransferInfo', ok(transferTerms)),
    open: (ctx) => goto(ctx, TRANSFER),
    markupCalls: [],
    reads: [],
    writes: [
      {
        name: '签署并提交 the transfer with the SMS code',
        call: 'ftsTransferApply',
        arrange: async (ctx) => {
          await toTransferSms(ctx);
          await ctx.page.getByLabel('短信验证码').fill('123456');
        },
        bursts: [(ctx) => button(ctx, '签署并提交')],
      },
    ],
  },
  {
    route: WALLET,
    open: (ctx) => goto(ctx, WALLET),
    markupCalls: [],
    reads: [],
    writes: [
      {
        name: '同意协议并开通 the wallet',
        call: 'appletWalletOpen',
        arrange: toWalletOpen,
        bursts: [(ctx) => button(ctx, '同意协议并开通')],
      },
      {
        name: '确认开通 with the institution’s code',
        call: 'checkMsg4Wallet',
        arrange: async (ctx) => {
          await toWalletOpen(ctx);
          await button(ctx, '同意协议并开通').click();
          await ctx.page.getByLabel('短信验证码').fill('123456');
          await ctx.page.waitForLoadState('networkidle').catch(() => undefined);
        },
        bursts: [(ctx) => button(ctx, '确认开通')],
      },
      {
        name: '确认支付 and 去支付 (the cashier’s address is not on the allow-list: it stays)',
        call: 'getWalletUrl',
        arrange: async (ctx) => {
          ctx.stub.answer('walletPreCheck', ok(openedWallet));
          await goto(ctx, WALLET);
          await button(ctx, '确认支付 500,000.00元').waitFor();
        },
        bursts: [(ctx) => button(ctx, '确认支付 500,000.00元'), (ctx) => dialogButton(ctx, '去支付')],
      },
    ],
  },
];
