import type { ContractCustomerInfo } from '@gen/model/contractCustomerInfo';
import type { ContractDocument } from '@gen/model/contractDocument';
import type { ContractDocumentsData } from '@gen/model/contractDocumentsData';
import type { ContractElements } from '@gen/model/contractElements';
import type { PdfViewTimeData } from '@gen/model/pdfViewTimeData';
import type { ProductContract } from '@gen/model/productContract';
import type { ProductContractsData } from '@gen/model/productContractsData';
import type { SetPdfViewTimeRequest } from '@gen/model/setPdfViewTimeRequest';
import type { TempDownloadData } from '@gen/model/tempDownloadData';
import type { ViewAllPdfData } from '@gen/model/viewAllPdfData';
import type { Investor } from '@mocks/db/db';
import { maskCardNo } from '@mocks/db/masks';
import { nextId } from '@mocks/db/next-id';
import { refuseWith } from '@mocks/http/refusal';
import { bankCards } from '../bank-card/seed';
import { chinaIso } from '../order/lifecycle';
import { orderBenchmark } from '../product/benchmark-rule';
import { findProduct } from '../product/seed';
import {
  contractsOf,
  DEMO_FILES,
  documentsOf,
  readRecords,
  signatures,
  signOrderOf,
  type OrderContract,
  type OrderDocument,
  type SignOrder,
} from './seed';

/**
 * The mock server's reading and contract rules, as the contract describes them (codes from
 * openapi/paths/contract.yaml): 05050001 no such order (or not the investor's), 05050002 no
 * such document or file, 05050004 no such contract, 05050006 not signed yet.
 */

/** The order for signing pages, or 05050001. */
export function orderOf(investorId: string, orderNo: string): SignOrder {
  const order = signOrderOf(orderNo, investorId);
  if (!order) refuseWith('05050001');
  return order;
}

function documentOf(order: SignOrder, docId: string): OrderDocument {
  const doc = documentsOf(order).find((d) => d.docId === docId);
  if (!doc) refuseWith('05050002');
  return doc;
}

export function contractOf(order: SignOrder, contractNo: string): OrderContract {
  const contract = contractsOf(order).find((c) => c.contractNo === contractNo);
  if (!contract) refuseWith('05050004');
  return contract;
}

/** A document with its read state: read in full once the order is past signing. */
export function withReadState(order: SignOrder, doc: OrderDocument): ContractDocument {
  const record = readRecords.findFirst((q) => q.where({ orderNo: order.orderNo, docId: doc.docId }));
  const done = !order.toSign;
  const lastPage = done ? doc.pageCount : (record?.lastPage ?? 0);
  const readSeconds = record?.readSeconds ?? (done ? doc.minReadSeconds : 0);
  const read =
    done || (record !== undefined && record.reachedEnd && record.readSeconds >= doc.minReadSeconds);
  return {
    ...doc,
    readState: read
      ? 'READ'
      : record && (record.lastPage > 0 || record.readSeconds > 0)
        ? 'READING'
        : 'UNREAD',
    lastPage,
    readSeconds,
  };
}

export function documentsView(order: SignOrder): ContractDocumentsData {
  const documents = documentsOf(order).map((doc) => withReadState(order, doc));
  return {
    orderNo: order.orderNo,
    orderType: order.orderType,
    productCode: order.productCode,
    productName: order.productName,
    documents,
    allRequiredRead: documents.every((doc) => !doc.required || doc.readState === 'READ'),
  };
}

export function documentView(order: SignOrder, docId: string): ContractDocument {
  return withReadState(order, documentOf(order, docId));
}

export function unreadRequired(order: SignOrder): ViewAllPdfData {
  const unread = documentsView(order).documents.filter((doc) => doc.required && doc.readState !== 'READ');
  return {
    orderNo: order.orderNo,
    allRead: unread.length === 0,
    unreadDocs: unread.map((doc) => ({ docId: doc.docId, docName: doc.docName })),
  };
}

/**
 * setPdfViewTime: the furthest page and the end only grow, the seconds add up; the document is
 * READ once its end was on screen and the seconds reach its minimum. A page beyond the file's
 * page count, or an end claimed before the last page, is not believed.
 */
export async function recordReading(
  order: SignOrder,
  request: SetPdfViewTimeRequest,
): Promise<PdfViewTimeData> {
  const doc = documentOf(order, request.docId);
  const lastPage = Math.min(request.lastPage, doc.pageCount);
  const reachedEnd = request.reachedEnd && lastPage === doc.pageCount;
  if (order.toSign) {
    const existing = readRecords.findFirst((q) => q.where({ orderNo: order.orderNo, docId: doc.docId }));
    if (existing) {
      await readRecords.update(existing, {
        data(draft) {
          draft.lastPage = Math.max(draft.lastPage, lastPage);
          draft.readSeconds += request.readSeconds;
          draft.reachedEnd = draft.reachedEnd || reachedEnd;
        },
      });
    } else {
      await readRecords.create({
        orderNo: order.orderNo,
        docId: doc.docId,
        lastPage,
        readSeconds: request.readSeconds,
        reachedEnd,
      });
    }
  }
  const view = withReadState(order, doc);
  return {
    docId: view.docId,
    readState: view.readState,
    lastPage: view.lastPage,
    readSeconds: view.readSeconds,
  };
}

export function contractView(order: SignOrder, contract: OrderContract): ProductContract {
  const stored = signatures.findFirst((q) =>
    q.where({ orderNo: order.orderNo, contractNo: contract.contractNo }),
  );
  const base = {
    contractNo: contract.contractNo,
    contractName: contract.contractName,
    contractKind: contract.contractKind,
    signMethod: contract.signMethod,
    docIds: contract.docIds,
  };
  if (stored?.signState === 'SIGNED' || (!order.toSign && order.signedAt)) {
    return { ...base, signState: 'SIGNED', signedAt: stored?.signedAt ?? order.signedAt };
  }
  if (stored?.signState === 'FAILED') return { ...base, signState: 'FAILED', failReason: stored.failReason };
  if (stored?.signState === 'SIGNING') return { ...base, signState: 'SIGNING' };
  return { ...base, signState: 'UNSIGNED' };
}

export function contractsView(order: SignOrder): ProductContractsData {
  const contracts = contractsOf(order).map((contract) => contractView(order, contract));
  return {
    orderNo: order.orderNo,
    orderType: order.orderType,
    productCode: order.productCode,
    productName: order.productName,
    ...(order.amount && order.orderType !== 'REDEEM' ? { amount: order.amount } : {}),
    ...(order.shares && order.orderType === 'REDEEM' ? { shares: order.shares } : {}),
    contracts,
    allSigned: contracts.every((c) => c.signState === 'SIGNED'),
    doubleRecordRequired:
      order.needsRecording && order.orderType !== 'REDEEM' && order.orderType !== 'SUPPLEMENT',
  };
}

export function customerInfo(investor: Investor): ContractCustomerInfo {
  return {
    customerName: investor.name,
    idTypeName: '居民身份证',
    idNoMasked: investor.idNoMasked,
    phoneMasked: investor.phoneMasked,
  };
}

/** Today in China, YYYY-MM-DD. */
const chinaToday = () => chinaIso(Date.now()).slice(0, 10);

export function elementsOf(order: SignOrder, contractNo: string, investor: Investor): ContractElements {
  const contract = contractOf(order, contractNo);
  const product = findProduct(order.productCode);
  const card = bankCards.findFirst((q) => q.where({ cardId: order.cardId }));
  const view = contractView(order, contract);
  const tier = order.order ? orderBenchmark(order.investorId, order.order) : undefined;
  return {
    orderNo: order.orderNo,
    contractNo: contract.contractNo,
    contractName: contract.contractName,
    orderType: order.orderType,
    productCode: order.productCode,
    productName: order.productName,
    trusteeName: product?.trustee ?? '华信信托股份有限公司',
    ...(order.orderType === 'REDEEM' ? { shares: order.shares } : { amount: order.amount }),
    ...(tier ? { benchmarkRate: tier.rate } : {}),
    ...(product?.termText ? { termText: product.termText } : {}),
    bankName: order.bankName,
    cardNoMasked: card ? maskCardNo(card.cardNo) : `6222***********${order.cardNoLast4}`,
    acctName: investor.name,
    signDate: view.signedAt ? view.signedAt.slice(0, 10) : chinaToday(),
  };
}

/** A ticketed same-origin address on the file gateway, valid for 10 minutes. */
export function temporaryAddress(fileId: string, fileName: string): TempDownloadData {
  return {
    url: `/xtmk/apph5/appgw/crm/file/preview?fileId=${encodeURIComponent(fileId)}&ticket=${nextId('DL')}`,
    fileName: `${fileName}.pdf`,
    expiresAt: chinaIso(Date.now() + 10 * 60 * 1000),
  };
}

export function orderDocumentDownload(order: SignOrder, docId: string): TempDownloadData {
  const doc = documentOf(order, docId);
  return temporaryAddress(doc.fileId, doc.docName);
}

/** Files outside an order that this domain serves (demo PDFs; other domains serve theirs). */
export function fileDownload(fileId: string, name?: string): TempDownloadData {
  if (!DEMO_FILES[fileId] && !/^F(DOC|ORD)-/.test(fileId)) refuseWith('05050002');
  return temporaryAddress(fileId, name ?? fileId);
}

/** The signed copy of a contract, refused while it is not signed (05050006). */
export function signedDownload(order: SignOrder, contractNo: string): TempDownloadData {
  const contract = contractOf(order, contractNo);
  if (contractView(order, contract).signState !== 'SIGNED') refuseWith('05050006');
  const doc = documentsOf(order).find((d) => d.contractNo === contractNo);
  if (!doc) refuseWith('05050002');
  return temporaryAddress(doc.fileId, `${contract.contractName}（已签署）`);
}
