import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { ContractDocument } from '@gen/model/contractDocument';
import type { DrResult } from '@gen/model/drResult';
import type { DrSession } from '@gen/model/drSession';
import type { FaceCheckData } from '@gen/model/faceCheckData';
import type { PdfViewTimeData } from '@gen/model/pdfViewTimeData';
import type { ProductContractsData } from '@gen/model/productContractsData';
import type { SignResultData } from '@gen/model/signResultData';
import type { ViewAllPdfData } from '@gen/model/viewAllPdfData';
import { FILE_PREVIEW_PATH } from '@/page-kit/file-preview';
import { REPO_ROOT } from '../support/nginx';
import { refused, VALID_DATA } from './answers';
import type { Ctx, RouteRow } from './row-types';
import { FIXED_RAISING, ORDER_TO_RECORD, ORDER_TO_SIGN } from '../support/seed-ids';

/**
 * The hostile suite's rows of the signing and double-recording writes, bursts only (the area's
 * reads are covered by the sweep): the forced-reading confirm (setPdfViewTime), the downloads of an
 * order's document (tempDownloadPdf), of the signed contract (download) and of a file
 * (fileDownload), the hand-off to the e-signature vendor (resendContract), the handwritten
 * signature (submitContractSign), the face check that opens a recording (getFaceImage) and the
 * recording's finish (doubleRecordFinishReport). The production build has no camera here, so the
 * arrange steps put a canvas stream behind getUserMedia in the page; the document to read is a real
 * 2-page PDF of the demo, answered for its preview address.
 */
const READ_FILE = 'FHOSTILESIGN2P';
const PDF = readFileSync(
  path.join(REPO_ROOT, `mocks/public/mock-files/contract/risk-declaration-${FIXED_RAISING}.pdf`),
);

const declaration: ContractDocument = {
  docId: `DOC${ORDER_TO_SIGN.slice(2)}2`,
  docName: '风险申明书',
  docType: 'RISK_DECLARATION',
  fileId: READ_FILE,
  pageCount: 2,
  required: true,
  minReadSeconds: 10,
  // An earlier visit read long enough: only the end is missing, so no burst waits for a timer.
  readState: 'READING',
  lastPage: 1,
  readSeconds: 12,
  contractNo: `FX${ORDER_TO_SIGN.slice(2)}`,
};

const contracts: ProductContractsData = {
  orderNo: ORDER_TO_SIGN,
  orderType: 'ADDITIONAL',
  productCode: FIXED_RAISING,
  productName: '鑫享稳健1号集合资金信托计划',
  amount: '1000000.00',
  contracts: [
    {
      contractNo: `FX${ORDER_TO_SIGN.slice(2)}`,
      contractName: '风险申明书',
      contractKind: 'RISK_DECLARATION',
      signMethod: 'HANDWRITTEN',
      signState: 'UNSIGNED',
      docIds: [`DOC${ORDER_TO_SIGN.slice(2)}2`],
    },
  ],
  allSigned: false,
  doubleRecordRequired: true,
};

const recording: DrSession = {
  drId: 'DR202611220099',
  orderNo: ORDER_TO_RECORD,
  status: 'RECORDING',
  script: [
    { stepNo: 1, speaker: 'STAFF', text: '请问您是否为本人，并自愿办理本次业务？', minSeconds: 1 },
    { stepNo: 2, speaker: 'INVESTOR', text: '是的，我是本人，自愿办理。', minSeconds: 1 },
  ],
  startedAt: '2026-11-22T10:00:00+08:00',
};

Object.assign(VALID_DATA, {
  checkContractIsRead: (): ContractDocument => declaration,
  setPdfViewTime: (): PdfViewTimeData => ({
    docId: declaration.docId,
    readState: 'READ',
    lastPage: 2,
    readSeconds: 14,
  }),
  getProductContracts: (): ProductContractsData => contracts,
  checkViewAllPdf: (): ViewAllPdfData => ({ orderNo: ORDER_TO_SIGN, allRead: true, unreadDocs: [] }),
  submitContractSign: (): SignResultData => ({
    orderNo: ORDER_TO_SIGN,
    contractNo: `FX${ORDER_TO_SIGN.slice(2)}`,
    signState: 'SIGNED',
    signedAt: '2026-11-22T10:00:00+08:00',
    allSigned: true,
    nextStep: 'DOUBLE_RECORD',
  }),
  getFaceImage: (): FaceCheckData => ({ passed: true, faceToken: 'FT202611220099', attemptsLeft: 4 }),
  selectDoubleRecordResult: (): DrResult => ({ orderNo: ORDER_TO_RECORD, status: 'PENDING', canRetry: true }),
  initiateDr: (): DrSession => recording,
  doubleRecordFinishReport: (): DrResult => ({
    orderNo: ORDER_TO_RECORD,
    drId: recording.drId,
    status: 'REVIEWING',
    canRetry: false,
  }),
} satisfies typeof VALID_DATA);

const button = (ctx: Ctx, name: string) => ctx.page.getByRole('button', { name, exact: true });

async function goto({ page, url }: Ctx, route: string) {
  await page.goto(url(route));
  await page.waitForLoadState('networkidle').catch(() => undefined);
}

/** The document's PDF at its preview address (the production build asks the gateway for it). */
async function serveTheDocument({ page }: Ctx) {
  await page.route(`**${FILE_PREVIEW_PATH}?fileId=${READ_FILE}*`, (route) =>
    route.fulfill({ status: 200, contentType: 'application/pdf', body: PDF }),
  );
}

async function readToTheEnd({ page }: Ctx) {
  await page.locator('.pdf-page[data-page="1"] canvas').waitFor();
  for (let step = 0; step < 40; step += 1) {
    if ((await page.locator('.page-frame-footer').innerText()).includes('已阅读至末页')) return;
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(150);
  }
  throw new Error('the viewer never reported the end of the document');
}

/** A camera for this document only: a moving canvas behind getUserMedia (no device here). */
async function fakeCamera({ page }: Ctx) {
  await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 480;
    const context = canvas.getContext('2d');
    let frame = 0;
    window.setInterval(() => {
      frame += 1;
      if (!context) return;
      context.fillStyle = `hsl(${frame % 360} 40% 50%)`;
      context.fillRect(0, 0, canvas.width, canvas.height);
    }, 50);
    const stream = canvas.captureStream(20);
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: { getUserMedia: () => Promise.resolve(stream) },
    });
  });
}

async function toFaceCheck(ctx: Ctx) {
  await goto(ctx, `/phone/livingBodyPage?orderNo=${ORDER_TO_RECORD}`);
  await fakeCamera(ctx);
  await ctx.page.getByText(/本人已阅读并单独同意/).click();
  await button(ctx, '同意并开始人脸识别').click();
  await button(ctx, '开始识别').waitFor();
  await ctx.page.getByLabel('摄像头画面').waitFor();
}

const READING = `/phone/checkUserViewPdfBehavior?orderNo=${ORDER_TO_SIGN}&docId=${declaration.docId}`;
const CONTRACT_INFO = `/phone/contractInfo?orderNo=${ORDER_TO_SIGN}&contractNo=FX${ORDER_TO_SIGN.slice(2)}`;
const FILE_VIEWER = `/phone/comPdf?fileId=${READ_FILE}&title=${encodeURIComponent('风险申明书')}`;

/** The order's contract once signed (the table's answer is the unsigned one). */
const signedContracts = (data: unknown): ProductContractsData => {
  const unsigned = data as ProductContractsData;
  return {
    ...unsigned,
    contracts: unsigned.contracts.map((contract) => ({
      ...contract,
      signState: 'SIGNED',
      signedAt: '2026-11-22T10:00:00+08:00',
    })),
    allSigned: true,
  };
};
const CONFIRM = `/phone/confirmContract?orderNo=${ORDER_TO_SIGN}&contractNo=FX${ORDER_TO_SIGN.slice(2)}`;
const FACE = `/phone/livingBodyPage?orderNo=${ORDER_TO_RECORD}`;

/** The order's contract signed at the e-signature vendor instead of by hand. */
const vendorSigned = (data: unknown): ProductContractsData => {
  const handwritten = data as ProductContractsData;
  return {
    ...handwritten,
    contracts: handwritten.contracts.map((contract) => ({ ...contract, signMethod: 'ESIGN' })),
  };
};

/**
 * One stroke across the signature pad. The sheet slides up first: a box measured mid-animation
 * misses the pad. With the pad's chunk from the cache, the pad is there before the slide starts,
 * and on a busy machine the slide can stall for a few frames: the box is only taken once the whole
 * pad is on screen and stays put (measured: 300 ms still at y=762 of 667, 400 ms at y=495).
 */
async function strokeOnPad(page: Page) {
  const pad = page.locator('.signature-sheet-pad canvas');
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('no viewport');
  let box = await pad.boundingBox();
  for (let settled = 0; settled < 3;) {
    await page.waitForTimeout(100);
    const next = await pad.boundingBox();
    const onScreen = next !== null && next.y >= 0 && next.y + next.height <= viewport.height;
    settled = onScreen && box && next.y === box.y ? settled + 1 : 0;
    box = next;
  }
  if (!box) throw new Error('no signature pad');
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.5);
  await page.mouse.down();
  for (let i = 1; i <= 12; i += 1)
    await page.mouse.move(box.x + box.width * (0.2 + i * 0.05), box.y + box.height * (0.5 + (i % 2) * 0.1));
  await page.mouse.up();
}

export const SIGN_ROWS: RouteRow[] = [
  {
    // A burst of 去签署 opens the hand-off page once, and it asks for one vendor flow. The flow
    // is refused (already signed), so the page stays in the app instead of leaving for the vendor.
    route: CONFIRM,
    open: (ctx) => goto(ctx, CONFIRM),
    given: (stub) =>
      stub
        .data('getProductContracts', vendorSigned)
        .answer('resendContract', refused('05050005', '该合同已签署')),
    markupCalls: [],
    reads: [],
    writes: [
      {
        name: 'go to the e-signature vendor',
        call: 'resendContract',
        arrange: async (ctx) => {
          await goto(ctx, CONFIRM);
          await ctx.page.getByText(/本人已仔细阅读/).click();
          await button(ctx, '确认无误，去签署').and(ctx.page.locator(':enabled')).waitFor();
        },
        bursts: [
          (ctx) => button(ctx, '确认无误，去签署'),
          (ctx) => ctx.page.getByRole('heading', { name: '该合同已签署' }),
        ],
      },
    ],
  },
  {
    route: CONTRACT_INFO,
    open: (ctx) => goto(ctx, CONTRACT_INFO),
    given: (stub) => stub.data('getProductContracts', signedContracts),
    markupCalls: [],
    reads: [],
    writes: [
      {
        name: 'download the signed contract',
        call: 'download',
        arrange: (ctx) => goto(ctx, CONTRACT_INFO),
        bursts: [(ctx) => button(ctx, '下载已签署合同')],
      },
    ],
  },
  {
    route: FILE_VIEWER,
    open: (ctx) => goto(ctx, FILE_VIEWER),
    markupCalls: [],
    reads: [],
    writes: [
      {
        name: 'download the file',
        call: 'fileDownload',
        arrange: async (ctx) => {
          await serveTheDocument(ctx);
          await goto(ctx, FILE_VIEWER);
          await ctx.page.locator('.pdf-page[data-page="1"] canvas').waitFor();
        },
        bursts: [(ctx) => button(ctx, '下载文件')],
      },
    ],
  },
  {
    route: READING,
    open: (ctx) => goto(ctx, READING),
    markupCalls: [],
    reads: [],
    writes: [
      {
        name: 'confirm a document read to the end',
        call: 'setPdfViewTime',
        arrange: async (ctx) => {
          await serveTheDocument(ctx);
          await goto(ctx, READING);
          await readToTheEnd(ctx);
          await button(ctx, '我已阅读并知晓').and(ctx.page.locator(':enabled')).waitFor();
        },
        bursts: [(ctx) => button(ctx, '我已阅读并知晓')],
      },
      {
        // In the own app the file goes to the native download (the bridge); one address is minted.
        name: 'download the document',
        call: 'tempDownloadPdf',
        arrange: async (ctx) => {
          await serveTheDocument(ctx);
          await goto(ctx, READING);
          await ctx.page.locator('.pdf-page[data-page="1"] canvas').waitFor();
        },
        bursts: [(ctx) => button(ctx, '下载文件')],
      },
    ],
  },
  {
    route: CONFIRM,
    open: (ctx) => goto(ctx, CONFIRM),
    markupCalls: [],
    reads: [],
    writes: [
      {
        name: 'submit the handwritten signature',
        call: 'submitContractSign',
        alone: true,
        arrange: async (ctx) => {
          const { page } = ctx;
          await goto(ctx, CONFIRM);
          await page.getByText(/本人已仔细阅读/).click();
          await button(ctx, '确认无误，手写签名').click();
          const pad = page.locator('.signature-sheet-pad canvas');
          await pad.waitFor();
          const confirm = page
            .getByRole('dialog', { name: '手写签名' })
            .getByRole('button', { name: '确认' })
            .and(page.locator(':enabled'));
          // A stroke drawn where the pad no longer is (the sheet stalled mid-slide after it was
          // measured) leaves 确认 disabled: measured and drawn again, at most three times.
          for (let attempt = 1; ; attempt += 1) {
            await strokeOnPad(page);
            const counted = await confirm.waitFor({ timeout: 5_000 }).then(
              () => true,
              () => false,
            );
            if (counted) break;
            if (attempt === 3) throw new Error('three strokes on the signature pad left 确认 disabled');
            console.warn(`signature pad: stroke ${attempt} not counted (${page.url()}); drawing again`);
          }
        },
        // The signature goes out after the pad's PNG is encoded (toBlob, then base64), which can
        // outlast the quiet wait: the second "burst" waits for the signing hub the page returns
        // to once the write is answered (element.click() on a section activates nothing in it).
        bursts: [
          (ctx) => ctx.page.getByRole('dialog', { name: '手写签名' }).getByRole('button', { name: '确认' }),
          (ctx) => ctx.page.getByRole('region', { name: '签署进度' }),
        ],
      },
    ],
  },
  {
    route: FACE,
    open: (ctx) => goto(ctx, FACE),
    markupCalls: [],
    reads: [],
    writes: [
      {
        // The check follows a countdown (3 s): the second burst waits on the recording's first
        // control (disabled for its first second, so the taps do nothing) — the check is answered.
        name: 'start the face check that opens the recording',
        call: 'getFaceImage',
        arrange: toFaceCheck,
        bursts: [(ctx) => button(ctx, '开始识别'), (ctx) => button(ctx, '下一步')],
      },
      {
        name: 'finish the recording',
        call: 'doubleRecordFinishReport',
        arrange: async (ctx) => {
          await toFaceCheck(ctx);
          await button(ctx, '开始识别').click();
          await button(ctx, '下一步').and(ctx.page.locator(':enabled')).click({ timeout: 15_000 });
          await button(ctx, '完成录制').and(ctx.page.locator(':enabled')).waitFor();
        },
        bursts: [(ctx) => button(ctx, '完成录制')],
      },
    ],
  },
];
