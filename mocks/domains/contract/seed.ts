import { z } from 'zod';
import { defineCollection } from '@mocks/db/define-collection';
import { DEMO_INVESTOR } from '@mocks/db/seed/investor';
import { findOrder } from '../order/rules';
import type { StoredOrder } from '../order/seed';
import { productDocuments } from '../product/documents';
import { findProduct } from '../product/seed';

/**
 * The contract domain's records and what it derives from the order and product mocks.
 *
 * An order's documents and contracts are not stored: they follow from the order (the order mock's
 * `findOrder`: its product, type, amount, card and status) and the product (the product mock's
 * `findProduct` / `productDocuments`), so an order made by makeOrder has them too. What the
 * investor does is stored: how far each document was read (readRecords), each contract's
 * signature (signatures) and the e-signature flows started at the vendor (signFlows).
 *
 * The story (mocks/db/seed/story.ts): 张伟's 追加 of 100万 into 鑫享稳健1号 (OD202611200001)
 * waits for its trust contract (e-signature) and risk declaration (handwritten); his redemption
 * of 20万份 of 华信价值精选1号 (RD202611190001) waits for its confirmation (handwritten); a
 * supplementary agreement of 华信恒远3号 (SA202611150001, e-signature) waits too.
 */

/** The demo PDFs (mocks/public/mock-files/contract/, made by pdf/make-contract-pdfs.ts). */
export const DEMO_FILES: Readonly<Record<string, { file: string; pages: number }>> = {
  FXT2024001HT: { file: 'trust-contract-XT2024001.pdf', pages: 9 },
  FXT2024001FXSM: { file: 'risk-declaration-XT2024001.pdf', pages: 2 },
  FXT2024001FXJS: { file: 'risk-disclosure-XT2024001.pdf', pages: 2 },
  FXT2024001SMS: { file: 'prospectus-XT2024001.pdf', pages: 20 },
  FXT2024001YYT: { file: 'one-page-XT2024001.pdf', pages: 1 },
  FJZ2022003SHQR: { file: 'redeem-confirm-JZ2022003.pdf', pages: 2 },
  FXT2023008BC: { file: 'supplement-XT2023008.pdf', pages: 2 },
  FQB0001: { file: 'wallet-service.pdf', pages: 3 },
  FQB0002: { file: 'wallet-quick-pay.pdf', pages: 2 },
  FQB0003: { file: 'wallet-privacy.pdf', pages: 2 },
};

/** Minimum reading time of a required document (请阅读(10s)); our proposal. */
export const MIN_READ_SECONDS = 10;
/** A vendor signing flow is valid this long. */
export const SIGN_FLOW_TTL_MS = 30 * 60 * 1000;

export type DocType =
  | 'TRUST_CONTRACT'
  | 'RISK_DECLARATION'
  | 'RISK_DISCLOSURE'
  | 'PROSPECTUS'
  | 'REDEEM_CONFIRM'
  | 'SUPPLEMENT'
  | 'ONE_PAGE';
export type SignMethod = 'ESIGN' | 'HANDWRITTEN';
export type ContractKind = 'TRUST_CONTRACT' | 'RISK_DECLARATION' | 'SUPPLEMENT' | 'REDEEM_CONFIRM';
export type SignOrderType = 'SUBSCRIBE' | 'ADDITIONAL' | 'REDEEM' | 'SUPPLEMENT';

/** One document of an order as the server derives it (its read state is stored apart). */
export interface OrderDocument {
  docId: string;
  docName: string;
  docType: DocType;
  fileId: string;
  pageCount: number;
  required: boolean;
  minReadSeconds: number;
  contractNo?: string;
}

/** One contract of an order as derived (its signature is stored apart). */
export interface OrderContract {
  contractNo: string;
  contractName: string;
  contractKind: ContractKind;
  signMethod: SignMethod;
  docIds: string[];
}

/** What signing needs to know of an order, whichever domain keeps it. */
export interface SignOrder {
  orderNo: string;
  investorId: string;
  orderType: SignOrderType;
  productCode: string;
  productName: string;
  amount?: string;
  shares?: string;
  cardId: string;
  bankName: string;
  cardNoLast4: string;
  /** Still to be signed (the order waits for its signatures). */
  toSign: boolean;
  /** When it was signed (orders past signing), ISO +08:00. */
  signedAt?: string;
  needsRecording: boolean;
  /** The order mock's own order (undefined for a supplementary-agreement task). */
  order?: StoredOrder;
}

/**
 * Supplementary agreements awaiting signature: not orders of the order domain, but signed on
 * the same pages by their task number. 华信恒远3号 changes its distribution dates.
 */
export const SUPPLEMENT_TASKS: readonly Omit<SignOrder, 'toSign' | 'signedAt'>[] = [
  {
    orderNo: 'SA202611150001',
    investorId: DEMO_INVESTOR.customerId,
    orderType: 'SUPPLEMENT',
    productCode: 'XT2023008',
    productName: '华信恒远3号集合资金信托计划',
    amount: '1000000.00',
    cardId: 'BC202311020007',
    bankName: '中国工商银行',
    cardNoLast4: '0123',
    needsRecording: false,
  },
];

const digitsOf = (orderNo: string) => orderNo.slice(2);

/** The signing view of an order: a supplementary task, or an order of the order mock. */
export function signOrderOf(orderNo: string, investorId: string): SignOrder | undefined {
  const task = SUPPLEMENT_TASKS.find((t) => t.orderNo === orderNo && t.investorId === investorId);
  if (task) {
    const signed = signatures.findFirst((q) => q.where({ orderNo, contractNo: `BC${digitsOf(orderNo)}` }));
    return { ...task, toSign: signed?.signState !== 'SIGNED', signedAt: signed?.signedAt };
  }
  const order = findOrder(orderNo, investorId);
  if (!order || order.type === 'TRANSFER') return undefined;
  const signedEntry = order.timeline.find((entry) => entry.status !== 'TO_SIGN');
  return {
    orderNo: order.orderNo,
    investorId: order.investorId,
    orderType: order.type,
    productCode: order.productCode,
    productName: order.productName,
    amount: order.amount,
    shares: order.shares,
    cardId: order.cardId,
    bankName: order.bankName,
    cardNoLast4: order.cardNoLast4,
    toSign: order.status === 'TO_SIGN',
    signedAt: order.status === 'TO_SIGN' || order.status === 'CANCELLED' ? undefined : signedEntry?.at,
    needsRecording: order.needsRecording,
    order,
  };
}

/** The product's own file of a type (the product mock's documents), when it publishes one. */
function productFile(productCode: string, docType: DocType): { fileId: string; pages: number } | undefined {
  const doc = productDocuments().find((d) => d.productCode === productCode && d.docType === docType);
  return doc ? { fileId: doc.fileId, pages: doc.pages } : undefined;
}

/** The file id of an order's trust contract, printed for the order (./order-contract-pdf.ts). */
export const orderContractFileId = (orderNo: string) => `FORD-${orderNo}-HT`;

/**
 * An order's trust contract: its own copy, printed from its elements on the product's contract
 * (so it has the product file's page count); a product without one keeps the demo file.
 */
function trustContractFile(order: SignOrder): { fileId: string; pages: number } {
  const own = order.order ? productFile(order.productCode, 'TRUST_CONTRACT') : undefined;
  if (own) return { fileId: orderContractFileId(order.orderNo), pages: own.pages };
  return fileFor(order.productCode, 'TRUST_CONTRACT', demoFileId(order.productCode, 'HT'));
}

/** The order's file of a type: the demo PDF made for the story where there is one. */
function fileFor(
  productCode: string,
  docType: DocType,
  demoFileId: string,
): { fileId: string; pages: number } {
  const demo = DEMO_FILES[demoFileId];
  if (demo) return { fileId: demoFileId, pages: demo.pages };
  return productFile(productCode, docType) ?? { fileId: demoFileId, pages: 1 };
}

/** The demo file id of a product's document (e.g. FXT2024001HT); PB's file stands in when absent. */
const demoFileId = (productCode: string, suffix: string) => `F${productCode}${suffix}`;

/** The documents of an order, in reading order. */
export function documentsOf(order: SignOrder): OrderDocument[] {
  const digits = digitsOf(order.orderNo);
  const docId = (n: number) => `DOC${digits}${n}`;
  const { productCode, productName } = order;
  const doc = (
    n: number,
    docType: DocType,
    docName: string,
    file: { fileId: string; pages: number },
    required: boolean,
    contractNo?: string,
  ): OrderDocument => ({
    docId: docId(n),
    docName,
    docType,
    fileId: file.fileId,
    pageCount: file.pages,
    required,
    minReadSeconds: required ? MIN_READ_SECONDS : 0,
    ...(contractNo ? { contractNo } : {}),
  });
  switch (order.orderType) {
    case 'REDEEM':
      return [
        doc(
          1,
          'REDEEM_CONFIRM',
          '赎回确认书',
          fileFor(productCode, 'REDEEM_CONFIRM', 'FJZ2022003SHQR'),
          true,
          `SH${digits}`,
        ),
      ];
    case 'SUPPLEMENT':
      return [
        doc(
          1,
          'SUPPLEMENT',
          `${productName}补充协议（一）`,
          fileFor(productCode, 'SUPPLEMENT', 'FXT2023008BC'),
          true,
          `BC${digits}`,
        ),
      ];
    default:
      return [
        doc(1, 'TRUST_CONTRACT', `${productName}信托合同`, trustContractFile(order), true, `HT${digits}`),
        doc(
          2,
          'RISK_DECLARATION',
          '风险申明书',
          fileFor(productCode, 'RISK_DECLARATION', demoFileId(productCode, 'FXSM')),
          true,
          `FX${digits}`,
        ),
        doc(
          3,
          'RISK_DISCLOSURE',
          '认购风险揭示书',
          fileFor(productCode, 'RISK_DISCLOSURE', demoFileId(productCode, 'FXJS')),
          true,
        ),
        doc(
          4,
          'PROSPECTUS',
          `${productName}说明书`,
          // The product's own prospectus, as its 产品文件 tab lists it (same file, same page count).
          productFile(productCode, 'PROSPECTUS') ??
            fileFor(productCode, 'PROSPECTUS', demoFileId(productCode, 'SMS')),
          false,
        ),
      ];
  }
}

/** The contracts of an order: signed electronically, or by hand where the contract asks for it. */
export function contractsOf(order: SignOrder): OrderContract[] {
  const digits = digitsOf(order.orderNo);
  const docs = documentsOf(order);
  const contract = (prefix: string, kind: ContractKind, method: SignMethod): OrderContract => {
    const contractNo = `${prefix}${digits}`;
    const own = docs.filter((d) => d.contractNo === contractNo);
    return {
      contractNo,
      contractName: own[0]?.docName ?? contractNo,
      contractKind: kind,
      signMethod: method,
      docIds: own.map((d) => d.docId),
    };
  };
  switch (order.orderType) {
    case 'REDEEM':
      return [contract('SH', 'REDEEM_CONFIRM', 'HANDWRITTEN')];
    case 'SUPPLEMENT':
      return [contract('BC', 'SUPPLEMENT', 'ESIGN')];
    default:
      return [contract('HT', 'TRUST_CONTRACT', 'ESIGN'), contract('FX', 'RISK_DECLARATION', 'HANDWRITTEN')];
  }
}

/** The product's public documents (getProductContract), demo PDFs where the story has them. */
export function publicDocumentsOf(productCode: string) {
  const product = findProduct(productCode);
  if (!product) return undefined;
  const suffix: Partial<Record<DocType, string>> = {
    TRUST_CONTRACT: 'HT',
    PROSPECTUS: 'SMS',
    ONE_PAGE: 'YYT',
  };
  const docs = productDocuments()
    .filter((d) => d.productCode === productCode && d.docType in suffix)
    .map((d) => {
      const demo = DEMO_FILES[`F${productCode}${suffix[d.docType] ?? ''}`];
      return {
        docName: d.docType === 'TRUST_CONTRACT' ? `${d.title}（范本）` : d.title,
        docType: d.docType,
        fileId: demo ? `F${productCode}${suffix[d.docType] ?? ''}` : d.fileId,
        pageCount: demo?.pages ?? d.pages,
      };
    })
    .sort((a, b) => ORDER_OF_PUBLIC.indexOf(a.docType) - ORDER_OF_PUBLIC.indexOf(b.docType));
  return { productCode, productName: product.productName, documents: docs };
}
const ORDER_OF_PUBLIC: readonly DocType[] = ['ONE_PAGE', 'PROSPECTUS', 'TRUST_CONTRACT'];

// --- What the investor does, stored -------------------------------------------------------

export const readRecordSchema = z.object({
  orderNo: z.string(),
  docId: z.string(),
  lastPage: z.number().int().min(0),
  readSeconds: z.number().int().min(0),
  reachedEnd: z.boolean(),
});
export type ReadRecord = z.infer<typeof readRecordSchema>;

export const signatureSchema = z.object({
  orderNo: z.string(),
  contractNo: z.string(),
  signState: z.enum(['SIGNING', 'SIGNED', 'FAILED']),
  signedAt: z.string().optional(),
  failReason: z.string().optional(),
  /** Bytes of a handwritten signature (base64 PNG), as the server would seal it. */
  signatureImage: z.string().optional(),
});
export type StoredSignature = z.infer<typeof signatureSchema>;

export const signFlowSchema = z.object({
  signFlowId: z.string(),
  orderNo: z.string(),
  contractNo: z.string(),
  investorId: z.string(),
  expiresAt: z.number(),
  used: z.boolean(),
});

export const readRecords = defineCollection('contractReadRecords', readRecordSchema, { rows: () => [] });
export const signatures = defineCollection('contractSignatures', signatureSchema, { rows: () => [] });
export const signFlows = defineCollection('contractSignFlows', signFlowSchema, { rows: () => [] });
